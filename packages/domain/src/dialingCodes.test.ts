import { describe, expect, it } from 'vitest';
import { DEFAULT_DIALING_CODE, DIALING_CODES } from './dialingCodes.ts';
import { smsRequestSchema } from './forms/loginForm.ts';
import { validate } from './forms/validate.ts';

describe('dialling codes', () => {
  it('starts a phone field on Malaysia, +60', () => {
    expect(DEFAULT_DIALING_CODE).toBe('+60');
    expect(DIALING_CODES[0]).toEqual({ code: '+60', country: 'MY' });
  });

  it('offers each code once, and every one passes the SMS request rule', () => {
    const codes = DIALING_CODES.map(({ code }) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(validate(smsRequestSchema, { countryDialingCode: code, mobileNum: '123456789' }).ok).toBe(true);
    }
  });
});
