import { describe, expect, it } from 'vitest';
import { maskEmail, securityCentreAccess, securityFormLeave, securityRows } from './securityCentre.ts';

const profile = { nickname: 'Demo', email: 'demo01@example.com', payeeName: null };

describe('securityCentreAccess', () => {
  it('sends a visitor to log in and refuses a trial account, whatever the switch', () => {
    for (const switches of [{}, { SECPRIV3: true }]) {
      expect(securityCentreAccess(undefined, switches)).toBe('login');
      expect(securityCentreAccess(4, switches)).toBe('free_reject');
    }
  });

  it('opens for members and member-agents only while SECPRIV3 is on', () => {
    for (const type of [0, 1, 2] as const) {
      expect(securityCentreAccess(type, { SECPRIV3: true })).toBe('open');
      expect(securityCentreAccess(type, { SECPRIV3: false })).toBe('not_offered');
      expect(securityCentreAccess(type, {})).toBe('not_offered');
    }
    expect(securityCentreAccess(0, { SECPRIV2: true, PERSREP3: true })).toBe('not_offered');
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters of the local part and the domain, with three asterisks between', () => {
    expect(maskEmail('demo01@example.com')).toBe('de***@example.com');
    expect(maskEmail('abc@x.io')).toBe('ab***@x.io');
  });

  it('keeps one character of a local part of two or fewer', () => {
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('reads the domain from the last @ and shows only asterisks without a local part', () => {
    expect(maskEmail('"a@b"@x.io')).toBe('"a***@x.io');
    expect(maskEmail('@x.io')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });
});

describe('securityRows', () => {
  it('lists nickname, masked e-mail, payee name, login password and payment password, each with its page', () => {
    expect(securityRows(profile, false)).toEqual([
      { id: 'nickname', value: { text: 'Demo' }, to: '/m/securityCenter/nickname' },
      { id: 'email', value: { text: 'de***@example.com' }, to: '/m/securityCenter/email' },
      { id: 'payeeName', value: { state: 'notSet' }, to: '/m/securityCenter/payeeName' },
      { id: 'loginPassword', value: { state: 'set' }, to: '/m/changePsw' },
      { id: 'paymentPassword', value: { state: 'notSet' }, to: '/m/securityCenter/paymentPassword' },
    ]);
  });

  it('shows a payee name once given without a way to change it, and offers the reset once a payment password is set', () => {
    const rows = securityRows({ ...profile, payeeName: 'Demo Player' }, true);
    expect(rows.find((row) => row.id === 'payeeName')).toEqual({ id: 'payeeName', value: { text: 'Demo Player' } });
    expect(rows.slice(-2)).toEqual([
      { id: 'paymentPassword', value: { state: 'set' }, to: '/m/securityCenter/paymentPassword' },
      { id: 'paymentPasswordReset', to: '/m/securityCenter/paymentPassword/reset' },
    ]);
  });

  it('says not set for a nickname or e-mail the member never gave, empty or null', () => {
    for (const missing of [null, '']) {
      const rows = securityRows({ nickname: missing, email: missing, payeeName: missing }, false);
      expect(rows.slice(0, 3).map((row) => row.value)).toEqual([
        { state: 'notSet' },
        { state: 'notSet' },
        { state: 'notSet' },
      ]);
      expect(rows[2]?.to).toBe('/m/securityCenter/payeeName');
    }
  });
});

describe('securityFormLeave', () => {
  it('goes one step back to the list it came from, or replaces a form opened by its address with the list', () => {
    expect(securityFormLeave(true)).toEqual({ back: true });
    expect(securityFormLeave(false)).toEqual({ to: '/m/securityCenter', replace: true });
  });
});
