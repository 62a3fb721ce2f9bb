import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_PARAM,
  afterRegistration,
  birthdayBounds,
  loginAfterRegistration,
  registerMethodOf,
  registrationHandOver,
  registrationLink,
} from './registrationFlow.ts';
import type { RegistrationRequest } from './registrationMachine.ts';

const common = { type: 0, registerUrl: 'play.example.com', registerMethod: 'H5', domain: 'play.example.com' } as const;

const byUsername: RegistrationRequest = {
  method: 'username',
  payload: { ...common, username: 'newbie1', password: ' Secret 12 ', confirmPassword: ' Secret 12 ' },
};

const byMobileWithPassword: RegistrationRequest = {
  method: 'mobile',
  payload: {
    ...common,
    countryDialingCode: '+60',
    mobileNum: '187654321',
    verificationCode: '123456',
    password: 'Mobile123',
    confirmPassword: 'Mobile123',
  },
};

const byMobileOnly: RegistrationRequest = {
  method: 'mobile',
  payload: { ...common, countryDialingCode: '+60', mobileNum: '187654321', verificationCode: '123456' },
};

describe('a registration link', () => {
  it("fills the affiliate code from an agent's ?affiliateCode=, trimmed", () => {
    expect(AFFILIATE_CODE_PARAM).toBe('affiliateCode');
    expect(registrationLink('?affiliateCode=AB12CD')).toEqual({ affiliateCode: 'AB12CD' });
    expect(registrationLink('?lng=en&affiliateCode=%20AGENT01%20')).toEqual({ affiliateCode: 'AGENT01' });
  });

  it("fills the referrer from a member's invitation, ?recommenderId= with their username", () => {
    expect(registrationLink('?recommenderId=demo01')).toEqual({ recommenderId: 'demo01' });
    expect(registrationLink('?recommenderId=%20demo01&affiliateCode=AB12CD')).toEqual({
      recommenderId: 'demo01',
      affiliateCode: 'AB12CD',
    });
  });

  it('fills nothing for a parameter missing or empty', () => {
    expect(registrationLink('')).toEqual({});
    expect(registrationLink('?lng=en')).toEqual({});
    expect(registrationLink('?affiliateCode=&recommenderId=')).toEqual({});
    expect(registrationLink('?affiliateCode=%20%20&recommenderId=%20')).toEqual({});
    expect(registrationLink('?code=AB12CD&referrer=demo01')).toEqual({});
  });
});

describe('registerMethod of the payload', () => {
  const browser = { nativeApp: false, iosWebClip: false, standalone: false };

  it('is H5 in the browser', () => {
    expect(registerMethodOf(browser)).toBe('H5');
  });

  it('is PWA when installed, WEBCLIP from an iPhone home screen, APP inside the native app', () => {
    expect(registerMethodOf({ ...browser, standalone: true })).toBe('PWA');
    // An iPhone web clip also runs standalone: it is told apart by Safari's flag.
    expect(registerMethodOf({ ...browser, standalone: true, iosWebClip: true })).toBe('WEBCLIP');
    expect(registerMethodOf({ ...browser, iosWebClip: true })).toBe('WEBCLIP');
    expect(registerMethodOf({ nativeApp: true, iosWebClip: true, standalone: true })).toBe('APP');
  });
});

describe('the birthday picker', () => {
  it('runs from 1 January 1900 to the end of the current year', () => {
    expect(birthdayBounds('2026-11-21')).toEqual({ min: '1900-01-01', max: '2026-12-31' });
    expect(birthdayBounds('2027-01-01')).toEqual({ min: '1900-01-01', max: '2027-12-31' });
    expect(birthdayBounds('2026-12-31')).toEqual({ min: '1900-01-01', max: '2026-12-31' });
  });
});

describe('the login after a registration', () => {
  it('logs the new username in on the member side with the password exactly as typed', () => {
    expect(loginAfterRegistration(byUsername, { userName: 'newbie1' })).toEqual({
      type: 'username',
      side: 'member',
      username: 'newbie1',
      password: ' Secret 12 ',
    });
  });

  it('logs a mobile registration with a password in under the name the gateway gave the account', () => {
    expect(loginAfterRegistration(byMobileWithPassword, { userName: 'm60187654321' })).toEqual({
      type: 'username',
      side: 'member',
      username: 'm60187654321',
      password: 'Mobile123',
    });
  });

  it('opens no session after a mobile registration without a password: that account logs in by SMS', () => {
    expect(loginAfterRegistration(byMobileOnly, { userName: 'm60187654321' })).toBeUndefined();
  });

  const login = { type: 'username', side: 'member', username: 'newbie1', password: ' Secret 12 ' } as const;

  it('hands over the session as the gateway answered it, under the build merchant', () => {
    expect(
      registrationHandOver('DEMO', login, { token: 't-1', userName: 'newbie1', type: 0, firstTimeLogin: false }),
    ).toEqual({
      session: { token: 't-1', merchantCode: 'DEMO', userName: 'newbie1', type: 0, firstTimeLogin: false },
    });
  });

  it('holds the password for a first-time login, as a login by password does', () => {
    expect(
      registrationHandOver('DEMO', login, { token: 't-2', userName: 'newbie1', type: 0, firstTimeLogin: true }),
    ).toEqual({
      session: { token: 't-2', merchantCode: 'DEMO', userName: 'newbie1', type: 0, firstTimeLogin: true },
      heldPassword: ' Secret 12 ',
    });
  });
});

describe('where a registered person lands', () => {
  it('goes home with the new session, replacing the registration screen', () => {
    expect(afterRegistration(true)).toEqual({ to: '/m/home', replace: true });
  });

  it('goes to log in when no session was opened', () => {
    expect(afterRegistration(false)).toEqual({ to: '/m/login', replace: true });
  });
});
