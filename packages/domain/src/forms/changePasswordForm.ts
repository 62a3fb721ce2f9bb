import * as z from 'zod/mini';
import { loginPassword } from './fieldRules.ts';
import { newPassword } from './newPasswordField.ts';

export interface ChangePasswordFormOptions {
  /** The old-password field shows only when the session holds no password; otherwise the held one is used. */
  askOldPassword: boolean;
}

interface Passwords {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

const confirmField = z.string({ error: 'password.confirm.required' }).check(
  // Stryker disable next-line ObjectLiteral: without it the check takes the string's own error, the same key
  z.minLength(1, { error: 'password.confirm.required' }),
);

/**
 * Old password by the login rule (when asked for), new password by the new-password rule, confirmation equal to it,
 * and new different from old. Nothing is trimmed.
 */
export function changePasswordSchema({ askOldPassword }: ChangePasswordFormOptions) {
  const oldPassword: z.ZodMiniType<string | undefined> = askOldPassword
    ? loginPassword
    : z.optional(z.string({ error: 'password.invalid' }));
  return z.object({ oldPassword, newPassword, confirmNewPassword: confirmField }, { error: 'form.invalid' }).check(
    z.refine((value: Passwords) => value.confirmNewPassword === value.newPassword, {
      error: 'password.confirm.mismatch',
      path: ['confirmNewPassword'],
    }),
    // Checked once the fields pass, so the new password is text: a held (undefined) old one never equals it.
    z.refine((value: Passwords) => value.oldPassword !== value.newPassword, {
      error: 'password.same',
      path: ['newPassword'],
    }),
  );
}
