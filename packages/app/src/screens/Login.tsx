import { CAPTCHA_MAX_LENGTH } from '@wl/domain/constants';
import type { RememberedLogin } from '@wl/domain/entities';
import type { LoginSide } from '@wl/domain/roles';
import { Button } from '@wl/ui/button';
import { CaptchaField } from '@wl/ui/captcha-field';
import { Checkbox } from '@wl/ui/checkbox';
import { PasswordField } from '@wl/ui/password-field';
import { TextField } from '@wl/ui/text-field';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../react/AppServicesContext.tsx';
import { useLoginForm } from '../react/useLoginForm.ts';
import { useMerchantSettings } from '../react/useMerchantSettings.ts';
import * as styles from './forms.css.ts';
import { MethodTabs, MobileNumberField, SmsCodeField } from './PhoneFields.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { useFormFields } from './useFormFields.ts';

export interface LoginScreenProps {
  /** The player site's login (`member`) or the agent page's (`agent`): who may log in, and no social sign-in. */
  side: LoginSide;
  /** The login went through and the session has it: the page goes on, a modal closes. */
  onDone: () => void;
  /** A heading over the form, where the page has none of its own (the agent page's "Agent login"). */
  title?: string;
  /** A line under the heading saying who the page is for. */
  intro?: string;
  /** What the page offers under the submit button (forgot password, register), as its own links. */
  links?: ReactNode;
  /** What the page offers under the form (free play on the player site). */
  after?: ReactNode;
}

/**
 * The login screen both apps show: the player site's /m/login (and its login modal), and the agent page /m/agent,
 * which is the same form on the agent side with no social sign-in. The app gives what its page adds around it.
 */
export function LoginScreen({ title, intro, ...props }: LoginScreenProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={title ? id : undefined}>
      {title ? (
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
      ) : null}
      {intro ? <p className={styles.aside}>{intro}</p> : null}
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <RememberedLoader {...props} />
      </Suspense>
    </section>
  );
}

/** The remembered record is read (and unsealed) before the form opens, so the form starts with it. */
function RememberedLoader({ after, ...props }: Omit<LoginScreenProps, 'title' | 'intro'>) {
  const services = useAppServices();
  // The form and what the page adds read the merchant's settings. Read here, they are in before the loader first
  // commits, so the form does not show the placeholder again once the record is read: React holds each reveal until
  // 300 ms after the last placeholder shown (docs/decisions.md, "One placeholder per screen").
  useMerchantSettings();
  const [remembered, setRemembered] = useState<{ record?: RememberedLogin } | undefined>();
  useEffect(() => {
    let live = true;
    services.remembered.load().then(
      (record) => live && setRemembered(record ? { record } : {}),
      () => live && setRemembered({}),
    );
    return () => {
      live = false;
    };
  }, [services]);
  if (!remembered) return null;
  return (
    <>
      <LoginForm {...props} remembered={remembered.record} />
      {after}
    </>
  );
}

function LoginForm({
  side,
  onDone,
  links,
  remembered,
}: Omit<LoginScreenProps, 'title' | 'intro' | 'after'> & { remembered?: RememberedLogin | undefined }) {
  const { t } = useTranslation();
  const form = useLoginForm(side, remembered);
  const { bind, onSubmit, messages } = useFormFields(form);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (form.done) done.current();
  }, [form.done]);

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
    <form className={styles.form} noValidate onSubmit={onSubmit}>
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
    </form>
  );
}
