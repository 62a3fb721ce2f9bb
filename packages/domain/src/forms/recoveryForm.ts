import * as z from 'zod/mini';
import { countryDialingCode, email, loginMobileNum, loginUsername, verificationCode } from './fieldRules.ts';
import { newPassword } from './newPasswordField.ts';

export const RECOVERY_METHODS = ['email', 'phone'] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

/** E-mail recovery: the username by the shared login rule and the address, both trimmed before sending. */
export const emailRecoverySchema = z.object({ username: loginUsername, email }, { error: 'form.invalid' });

/** Phone recovery sets the new password directly, so it follows the new-password rule. */
export const phoneRecoverySchema = z.object(
  { countryDialingCode, mobileNum: loginMobileNum, verificationCode, password: newPassword },
  { error: 'form.invalid' },
);

export type RecoveryValues = z.infer<typeof emailRecoverySchema> | z.infer<typeof phoneRecoverySchema>;

export function recoverySchema(method: RecoveryMethod): z.ZodMiniType<RecoveryValues> {
  return method === 'phone' ? phoneRecoverySchema : emailRecoverySchema;
}
