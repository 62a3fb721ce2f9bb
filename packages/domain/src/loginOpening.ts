import type { RememberedLogin } from './entities.ts';
import type { LoginMethod } from './forms/loginForm.ts';

export type LoginField = 'username' | 'password' | 'countryDialingCode' | 'mobileNum' | 'messageCode' | 'captcha';
export type LoginValues = Record<LoginField, string>;

/**
 * What the login form opens with: the remembered record's method and values where there is one (its mobile method
 * only while the merchant offers it), else empty fields on the username method; remember-me on, and no captcha until
 * the gateway asks for one. The login machine starts from it, and a screen draws its frame from it before the
 * machine's code has loaded.
 */
export function openingLogin(input: {
  smsLoginEnabled: boolean;
  defaultDialingCode: string;
  remembered?: RememberedLogin | undefined;
}): {
  method: LoginMethod;
  values: LoginValues;
  rememberMe: boolean;
  fromRemembered: boolean;
  captchaRequired: boolean;
} {
  const { remembered } = input;
  return {
    method: remembered?.type === 'sms' && input.smsLoginEnabled ? 'sms' : 'username',
    values: {
      username: remembered?.type === 'username' ? remembered.username : '',
      password: remembered?.type === 'username' ? remembered.password : '',
      countryDialingCode: remembered?.countryDialingCode || input.defaultDialingCode,
      mobileNum: remembered?.type === 'sms' ? remembered.username : '',
      messageCode: '',
      captcha: '',
    },
    rememberMe: true,
    fromRemembered: remembered !== undefined,
    captchaRequired: false,
  };
}
