/**
 * Every message key the form schemas can produce, each a key of the `forms` catalogue namespace in MS, EN and CN.
 * `validate` answers form.invalid for anything else, so a screen never shows a raw library message.
 */
export const FORM_MESSAGES = [
  'form.invalid',
  'username.required',
  'username.invalid',
  'password.required',
  'password.invalid',
  'password.tooShort',
  'password.tooLong',
  'password.common',
  'password.confirm.required',
  'password.confirm.mismatch',
  'password.same',
  'mobile.required',
  'mobile.invalid',
  'dialingCode.required',
  'verificationCode.required',
  'verificationCode.invalid',
  'captcha.required',
  'captcha.invalid',
  'email.required',
  'email.invalid',
  'name.invalid',
  'paymentPassword.required',
  'paymentPassword.invalid',
  'field.required',
  'field.length',
  'field.minLength',
  'field.maxLength',
  'field.pattern',
  'birthday.invalid',
  'disclaimer.required',
  'affiliate.invalid',
  'feedback.length',
  'comment.tooLong',
  'images.type',
  'images.size',
  'images.count',
  'contract.rate.range',
  'contract.threshold.range',
] as const;
export type FormMessage = (typeof FORM_MESSAGES)[number];

export function isFormMessage(key: string): key is FormMessage {
  return (FORM_MESSAGES as readonly string[]).includes(key);
}
