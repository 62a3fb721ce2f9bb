import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  checkAffiliateCode,
  checkFieldRule,
  type FieldRule,
  isBirthdayInRange,
  PATTERN_IDS,
  PATTERNS,
} from './registration.ts';
import { clientsAnswering, error, success } from './testing/stubGateway.ts';

const rule = (patternId: FieldRule['patternId'], required = false, minLength = 2, maxLength = 20): FieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  patternId,
});

describe('the patternId table', () => {
  it('is the table the contract documents, pattern for pattern', () => {
    const document = parse(readFileSync(new URL('../../../openapi/wps.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { PatternId: { enum: string[]; description: string } } };
    };
    const { enum: ids, description } = document.components.schemas.PatternId;
    expect([...PATTERN_IDS].sort()).toEqual([...ids].sort());
    for (const id of ids.filter((name) => name !== 'text')) {
      const line = description.split('\n').find((text) => text.startsWith(`- ${id}: `)) ?? '';
      const documented = line.slice(`- ${id}: `.length).replace(/ \(.*\)$/, '');
      expect(documented, id).toBe(PATTERNS[id as FieldRule['patternId']].source);
    }
  });

  it('accepts and refuses the values a player would type', () => {
    expect(PATTERNS.username.test('demo01')).toBe(true);
    expect(PATTERNS.username.test('01demo')).toBe(false);
    expect(PATTERNS.password.test('Demo1234')).toBe(true);
    expect(PATTERNS.password.test('password')).toBe(false);
    expect(PATTERNS.password.test('Demo 1234')).toBe(false);
    expect(PATTERNS.email.test('demo01@example.com')).toBe(true);
    expect(PATTERNS.email.test('demo01@example')).toBe(false);
    expect(PATTERNS.name.test('Nguyễn Văn A')).toBe(true);
    expect(PATTERNS.name.test('李小龙')).toBe(true);
    expect(PATTERNS.name.test('<script>')).toBe(false);
    expect(PATTERNS.handle.test('+60123456789')).toBe(true);
    expect(PATTERNS.digits.test('12a')).toBe(false);
  });
});

describe('checkFieldRule', () => {
  it('lets an empty optional field pass and stops an empty required one', () => {
    expect(checkFieldRule(rule('email'), '')).toBe('ok');
    expect(checkFieldRule(rule('email', true), '')).toBe('required');
  });

  it('checks the length in characters, not bytes', () => {
    expect(checkFieldRule(rule('name', false, 2, 3), '李小龙')).toBe('ok');
    expect(checkFieldRule(rule('name', false, 2, 3), '李小龙龙')).toBe('length');
    expect(checkFieldRule(rule('username', false, 6, 16), 'demo')).toBe('length');
  });

  it('reports a value outside the pattern', () => {
    expect(checkFieldRule(rule('alphanumeric'), 'AB-12')).toBe('pattern');
  });

  it('takes birthdays from 1900 to the end of this year, real dates only', () => {
    const today = new Date(Date.UTC(2026, 10, 21));
    expect(isBirthdayInRange('1990-01-31', today)).toBe(true);
    expect(isBirthdayInRange('1899-12-31', today)).toBe(false);
    expect(isBirthdayInRange('2026-12-31', today)).toBe(true);
    expect(isBirthdayInRange('2027-01-01', today)).toBe(false);
    expect(isBirthdayInRange('1990-02-30', today)).toBe(false);
    expect(checkFieldRule(rule('date', false, 10, 10), '1990-02-30')).toBe('pattern');
  });
});

describe('checkAffiliateCode', () => {
  it('sends the code and domain as query and reads an unknown code as its error', async () => {
    const { clients, seen } = clientsAnswering(() => error('affiliate.code.invalid'));
    const result = await checkAffiliateCode(clients, { code: 'NOPE', domain: 'm.demo.test' });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?code=NOPE&domain=m.demo.test');
    expect(seen[0]?.headers.get('Module-Id')).toBe('AFFMAN3');
    expect(result).toEqual({ ok: false, error: { kind: 'server', code: 'affiliate.code.invalid', status: 400 } });
  });

  it('answers the valid code with its agent', async () => {
    const { clients } = clientsAnswering(() => success({ affiliateCode: 'AGT001', agentName: 'agent01' }));
    expect(await checkAffiliateCode(clients, { code: 'AGT001' })).toEqual({
      ok: true,
      value: { affiliateCode: 'AGT001', agentName: 'agent01' },
    });
  });
});
