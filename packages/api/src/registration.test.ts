import { describe, expect, it } from 'vitest';
import { checkAffiliateCode, fetchRegisterValidation } from './registration.ts';
import { clientsAnswering, error, success } from './testing/stubGateway.ts';

describe('fetchRegisterValidation', () => {
  it('answers the rules of the fields the gateway lists', async () => {
    const value = {
      username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'username' },
      birthday: { enabled: true, required: false, minLength: 10, maxLength: 10, patternId: 'date' },
    };
    const { clients } = clientsAnswering(() => success(value));
    expect(await fetchRegisterValidation(clients)).toEqual({ ok: true, value });
  });

  it('calls a pattern id outside the contract malformed rather than passing it on', async () => {
    const value = { qqNum: { enabled: true, required: false, minLength: 5, maxLength: 12, patternId: 'qq' } };
    const { clients } = clientsAnswering(() => success(value));
    expect(await fetchRegisterValidation(clients)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
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
