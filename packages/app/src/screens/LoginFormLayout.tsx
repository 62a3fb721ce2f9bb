import { CAPTCHA_MAX_LENGTH } from '@wl/domain/constants';
import type { LoginSide } from '@wl/domain/roles';
import { Button } from '@wl/ui/button';
import { CaptchaField } from '@wl/ui/captcha-field';
import { Checkbox } from '@wl/ui/checkbox';
import { PasswordField } from '@wl/ui/password-field';
import { TextField } from '@wl/ui/text-field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginFormActions, LoginFormView } from '../react/useLoginForm.ts';
import * as styles from './forms.css.ts';
import { MethodTabs, MobileNumberField, SmsCodeField } from './PhoneFields.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { useFormFields } from './useFormFields.ts';

export interface LoginFormLayoutProps {
  form: LoginFormView & LoginFormActions;
  side: LoginSide;
  links?: ReactNode;
  /** Drawn before the form's code has come: every control is disabled, and the form says it is busy. */
  waiting?: boolean;
}

/**
 * The login form as the player sees it, from the form's state: the live form (`LoginForm`) and its frame, drawn with
 * the same parts before the form's machine has loaded, so the one takes the other's place without anything moving.
 */
export function LoginFormLayout({ form, side, links, waiting = false }: LoginFormLayoutProps) {
  const { t } = useTranslation();
  const { bind, onSubmit, messages } = useFormFields(form);

  const usernameFields = (
    <>
      <TextField label={t('login.username')} autoComplete="username" autoCapitalize="none" {...bind('username')} />
      <PasswordField label={t('login.password')} autoComplete="current-password" {...bind('password')} />
    </>
  );
  const mobileFields = (
    <>
      <MobileNumberField
        label={t('login.mobileNum')}
        countryDialingCode={form.values.countryDialingCode}
        onDialCode={(code) => form.change('countryDialingCode', code)}
        errors={form.errors}
        smsError={form.sms.error}
        {...bind('mobileNum')}
      />
      <SmsCodeField label={t('login.messageCode')} sms={form.sms} onSend={form.sendCode} {...bind('messageCode')} />
    </>
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={waiting || undefined}>
      <fieldset className={styles.formParts} disabled={waiting}>
        <MethodTabs
          shown={form.smsLoginEnabled}
          label={t('login.methods')}
          methods={[
            { id: 'username' as const, label: t('login.byUsername') },
            { id: 'sms' as const, label: t('login.byMobile') },
          ]}
          value={form.method}
          onValueChange={form.switchMethod}
        >
          <div className={styles.fields}>{form.method === 'sms' ? mobileFields : usernameFields}</div>
        </MethodTabs>
        {form.captchaRequired && (
          <CaptchaField
            label={t('login.captcha')}
            maxLength={CAPTCHA_MAX_LENGTH}
            image={form.captchaImage}
            loading={form.captchaLoading}
            onRefresh={form.refreshCaptcha}
            {...bind('captcha')}
          />
        )}
        <Checkbox checked={form.rememberMe} onCheckedChange={form.toggleRemember}>
          {t('login.rememberMe')}
        </Checkbox>
        {form.error && (
          <p role="alert" className={styles.formError}>
            {messages.failure(form.error)}
          </p>
        )}
        <Button type="submit" block loading={form.submitting}>
          {t('login.submit')}
        </Button>
        {links ? <div className={styles.links}>{links}</div> : null}
        <SocialSignIn side={side} />
      </fieldset>
    </form>
  );
}
