import { useAppServices } from '@wl/app/app-services';
import { useLoginForm } from '@wl/app/login-form';
import { useMerchantSettings } from '@wl/app/merchant-settings';
import { CAPTCHA_MAX_LENGTH } from '@wl/domain/constants';
import type { RememberedLogin } from '@wl/domain/entities';
import { offersPasswordRecovery } from '@wl/domain/login-options';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { Button } from '@wl/ui/button';
import { CaptchaField } from '@wl/ui/captcha-field';
import { Checkbox } from '@wl/ui/checkbox';
import { PasswordField } from '@wl/ui/password-field';
import { TextField } from '@wl/ui/text-field';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccessLink, useHostingModal } from './accessModal.tsx';
import { FreePlayEntry } from './FreePlayEntry.tsx';
import * as styles from './forms.css.ts';
import { MethodTabs, MobileNumberField, SmsCodeField } from './PhoneFields.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { useFormFields } from './useFormFields.ts';

/**
 * /m/login, and the login modal over any page: the member's login form. A successful login goes home from the page,
 * and closes the modal, leaving the player where they were.
 */
export function Login() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <RememberedLoader />
      </Suspense>
    </section>
  );
}

/** The remembered record is read (and unsealed) before the form opens, so the form starts with it. */
function RememberedLoader() {
  const services = useAppServices();
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
      <LoginForm remembered={remembered.record} />
      <FreePlayEntry />
    </>
  );
}

function LoginForm({ remembered }: { remembered?: RememberedLogin | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hosting = useHostingModal();
  const settings = useMerchantSettings();
  const form = useLoginForm('member', remembered);
  const { bind, onSubmit, messages } = useFormFields(form);

  useEffect(() => {
    if (!form.done) return;
    if (hosting) hosting.close();
    else navigate(HOME_ROUTE, { replace: true });
  }, [form.done, navigate, hosting]);

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
      <div className={styles.links}>
        {offersPasswordRecovery({ ...settings.settings, switches: settings.switches }) && (
          <AccessLink className={styles.link} to="/m/forget" modal="forget">
            {t('login.forgot')}
          </AccessLink>
        )}
        <p className={styles.aside}>
          {t('login.noAccount')}{' '}
          <AccessLink className={styles.link} to="/m/register" modal="register">
            {t('login.register')}
          </AccessLink>
        </p>
      </div>
      <SocialSignIn />
    </form>
  );
}
