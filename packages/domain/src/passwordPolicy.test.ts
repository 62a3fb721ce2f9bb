import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './commonPasswords.ts';
import {
  checkNewPassword,
  isCommonPassword,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
} from './passwordPolicy.ts';

describe('new-password rule', () => {
  it('is 8 to 64 characters', () => {
    expect([NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_MAX_LENGTH]).toEqual([8, 64]);
    expect(checkNewPassword('')).toBe('tooShort');
    expect(checkNewPassword('Secret1')).toBe('tooShort');
    expect(checkNewPassword('Secret12')).toBe('ok');
    expect(checkNewPassword(`Secret12${'x'.repeat(56)}`)).toBe('ok');
    expect(checkNewPassword(`Secret12${'x'.repeat(57)}`)).toBe('tooLong');
  });

  it('counts code points, so an emoji or a CJK character counts once', () => {
    expect(checkNewPassword('😀'.repeat(7))).toBe('tooShort');
    expect(checkNewPassword('😀'.repeat(8))).toBe('ok');
    expect(checkNewPassword('😀'.repeat(64))).toBe('ok');
    expect(checkNewPassword('😀'.repeat(65))).toBe('tooLong');
  });

  it('takes any characters: no letter, digit or symbol is asked for, and spaces and any script are fine', () => {
    expect(checkNewPassword('abcdefgh')).toBe('ok');
    expect(checkNewPassword('38475619')).toBe('ok');
    expect(checkNewPassword('correct horse battery staple')).toBe('ok');
    expect(checkNewPassword('我的密码是万里长城')).toBe('ok');
    expect(checkNewPassword('kata laluan saya')).toBe('ok');
    expect(checkNewPassword(' \t!"#$%&\'()*+,-./')).toBe('ok');
  });

  it('refuses a common password, whatever its case', () => {
    expect(checkNewPassword('password1')).toBe('common');
    expect(checkNewPassword('12345678')).toBe('common');
    expect(checkNewPassword('PassWord1')).toBe('common');
    expect(checkNewPassword('QWERTYUIOP')).toBe('common');
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('Demo1234')).toBe(false);
    // Too short to be a new password anyway: the length is the first answer.
    expect(checkNewPassword('123456')).toBe('tooShort');
  });

  it('holds 4,000 distinct lower-case passwords that pass the length rule, the first and last of them included', () => {
    const list = COMMON_PASSWORDS.split('\n');
    expect(list).toHaveLength(4000);
    expect(new Set(list).size).toBe(4000);
    for (const password of list) {
      expect(password, password).toBe(password.toLowerCase());
      expect([...password].length, password).toBeGreaterThanOrEqual(NEW_PASSWORD_MIN_LENGTH);
      expect([...password].length, password).toBeLessThanOrEqual(NEW_PASSWORD_MAX_LENGTH);
    }
    expect(isCommonPassword(list[0] ?? '')).toBe(true);
    expect(isCommonPassword(list.at(-1) ?? '')).toBe(true);
  });
});
