import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ApiError, errorCode } from './result.ts';

/** Reads a file another workspace exports (@wl/i18n's catalogues, @wl/openapi's documents). */
const read = (specifier: string) => readFileSync(fileURLToPath(import.meta.resolve(specifier)), 'utf8');
const catalogue = (language: string) =>
  JSON.parse(read(`@wl/i18n/locales/${language}/errors.json`)) as Record<string, string>;

interface Document {
  components: { schemas: { ErrorCode: { enum: string[] } } };
  paths: Record<string, Record<string, { 'x-error-codes'?: string[] }>>;
}
const documents = ['wps', 'lgw'].map((name) => parse(read(`@wl/openapi/${name}.yaml`)) as Document);

describe('error codes', () => {
  it('every code the gateway may answer has a text in MS, EN and CN', () => {
    for (const language of ['ms', 'en', 'cn']) {
      const texts = catalogue(language);
      for (const document of documents) {
        const missing = document.components.schemas.ErrorCode.enum.filter((code) => !texts[code]?.trim());
        expect(missing, language).toEqual([]);
      }
    }
  });

  it('the three catalogues have the same keys', () => {
    const keys = (language: string) => Object.keys(catalogue(language)).sort();
    expect(keys('ms')).toEqual(keys('en'));
    expect(keys('cn')).toEqual(keys('en'));
  });

  it('every code an operation lists is one the ErrorCode schema knows', () => {
    for (const document of documents) {
      const known = new Set(document.components.schemas.ErrorCode.enum);
      for (const [path, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const unknown = (operation['x-error-codes'] ?? []).filter((code) => !known.has(code));
          expect(unknown, `${method.toUpperCase()} ${path}`).toEqual([]);
        }
      }
    }
  });

  it('client-side failures map to catalogue keys too', () => {
    const texts = catalogue('en');
    const failures: ApiError[] = [
      { kind: 'network' },
      { kind: 'timeout', afterMs: 10_000 },
      { kind: 'malformed', status: 200, detail: '' },
    ];
    for (const failure of failures) expect(texts[errorCode(failure)], failure.kind).toBeTruthy();
    expect(texts['download.safari.required']).toBe('Please use Safari for download App.');
  });

  it('reaches every catalogue text of the product documents from a code', () => {
    const texts = new Set(Object.values(catalogue('en')));
    for (const text of [
      'Invalid invitation code',
      'Verification code error',
      'Sorry, you are not logged in! please login first.',
      'You are not logged in, please login first',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      'Sorry, the user does not exist or is disabled.',
      'Sorry, the username already exists.',
      'Account format is incorrect',
      'Password format is incorrect',
      'E-mail format is incorrect',
      'Confirmation password not matched',
      'Referrer link error',
      'Enter a captcha',
      'Name format is not valid',
      'The mobile num is not valid',
      'Please enter a valid mobile number',
      'Please enter a valid verification code',
      'Please enter the username and password',
      'Incorrect agent information',
      'Unknown error',
      'The requested url is empty',
      'System upgrading, please try again later.',
      'The platform is under maintenance',
      'Non-member account unable to login',
      'Non-agents cannot log in',
      'Please login an actual account to use this function',
      'New and old password cannot be the same',
      'Account logged out, log in again',
      'Please use Safari for download App.',
    ]) {
      expect(texts.has(text), text).toBe(true);
    }
  });
});
