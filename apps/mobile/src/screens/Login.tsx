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
import { DialCodePicker } from '@wl/ui/dial-code-picker';
import { PasswordField } from '@wl/ui/password-field';
import { SmsCodeButton } from '@wl/ui/sms-code-button';
import { Tabs } from '@wl/ui/tabs';
import { TextField } from '@wl/ui/text-field';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FreePlayEntry } from './FreePlayEntry.tsx';
import * as styles from './forms.css.ts';
import { useDialCodes } from './useDialCodes.ts';
import { useFormFields } from './useFormFields.ts';

/** /m/login: the member's login form; a successful login goes home. */
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
  const settings = useMerchantSettings();
  const form = useLoginForm('member', remembered);
  const { bind, onSubmit, messages } = useFormFields(form);
  const dialCodes = useDialCodes();

  useEffect(() => {
    if (form.done) navigate(HOME_ROUTE, { replace: true });
  }, [form.done, navigate]);

  const usernameFields = (
    <>
      <TextField label={t('login.username')} autoComplete="username" autoCapitalize="none" {...bind('username')} />
      <PasswordField label={t('login.password')} autoComplete="current-password" {...bind('password')} />
    </>
  );
  const mobileFields = (
    <>
      <TextField
        label={t('login.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        leading={
          <DialCodePicker
            variant="inline"
            options={dialCodes}
            value={form.values.countryDialingCode}
            onValueChange={(code) => form.change('countryDialingCode', code)}
          />
        }
        {...bind('mobileNum')}
        error={
          messages.field(form.errors.mobileNum ?? form.errors.countryDialingCode) ?? messages.failure(form.sms.error)
        }
      />
      <TextField
        label={t('login.messageCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        trailing={
          <SmsCodeButton remainingSeconds={form.sms.secondsLeft} sending={form.sms.sending} onSend={form.sendCode} />
        }
        {...bind('messageCode')}
      />
    </>
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {form.smsLoginEnabled ? (
        <Tabs
          label={t('login.methods')}
          variant="pill"
          items={[
            { id: 'username', label: t('login.byUsername') },
            { id: 'sms', label: t('login.byMobile') },
          ]}
          value={form.method}
          onValueChange={(method) => form.switchMethod(method as 'username' | 'sms')}
        >
          <div className={styles.fields}>{form.method === 'sms' ? mobileFields : usernameFields}</div>
        </Tabs>
      ) : (
        <div className={styles.fields}>{usernameFields}</div>
      )}
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
          <Link className={styles.link} to="/m/forget">
            {t('login.forgot')}
          </Link>
        )}
        <p className={styles.aside}>
          {t('login.noAccount')}{' '}
          <Link className={styles.link} to="/m/register">
            {t('login.register')}
          </Link>
        </p>
      </div>
    </form>
  );
}
