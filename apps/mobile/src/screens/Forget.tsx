import { type RecoveryMethod, useRecoveryForm } from '@wl/app/recovery-form';
import { TOAST_MS } from '@wl/domain/constants';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { Button } from '@wl/ui/button';
import { DialCodePicker } from '@wl/ui/dial-code-picker';
import { PasswordField } from '@wl/ui/password-field';
import { SmsCodeButton } from '@wl/ui/sms-code-button';
import { Tabs } from '@wl/ui/tabs';
import { TextField } from '@wl/ui/text-field';
import { Toast } from '@wl/ui/toast';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './forms.css.ts';
import { useDialCodes } from './useDialCodes.ts';
import { useFormFields } from './useFormFields.ts';

/**
 * /m/forget: forgot password by e-mail (a confirmation for 1 s, then back) or, with CHNGPASSVERIF3, by phone (the
 * player is then logged in with the new password).
 */
export function Forget() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <RecoveryForm />
      </Suspense>
    </section>
  );
}

function RecoveryForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRecoveryForm();
  const dialCodes = useDialCodes();
  const { bind, onSubmit, messages } = useFormFields(form);

  useEffect(() => {
    if (form.loggedIn) navigate(HOME_ROUTE, { replace: true });
  }, [form.loggedIn, navigate]);

  const emailFields = (
    <div className={styles.fields}>
      <p className={styles.aside}>{t('forget.emailIntro')}</p>
      <TextField label={t('forget.username')} autoComplete="username" autoCapitalize="none" {...bind('username')} />
      <TextField label={t('forget.email')} type="email" autoComplete="email" autoCapitalize="none" {...bind('email')} />
    </div>
  );
  const phoneFields = (
    <div className={styles.fields}>
      <p className={styles.aside}>{t('forget.phoneIntro')}</p>
      <TextField
        label={t('forget.mobileNum')}
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
        label={t('forget.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        trailing={
          <SmsCodeButton remainingSeconds={form.sms.secondsLeft} sending={form.sms.sending} onSend={form.sendCode} />
        }
        {...bind('verificationCode')}
      />
      <PasswordField label={t('forget.newPassword')} autoComplete="new-password" {...bind('password')} />
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {form.phoneEnabled ? (
        <Tabs
          label={t('forget.methods')}
          variant="pill"
          items={[
            { id: 'email', label: t('forget.byEmail') },
            { id: 'phone', label: t('forget.byPhone') },
          ]}
          value={form.method}
          onValueChange={(method) => form.switchMethod(method as RecoveryMethod)}
        >
          {form.method === 'phone' ? phoneFields : emailFields}
        </Tabs>
      ) : (
        emailFields
      )}
      {form.error && (
        <p role="alert" className={styles.formError}>
          {messages.failure(form.error)}
        </p>
      )}
      <Button type="submit" block loading={form.submitting} disabled={!form.canSubmit}>
        {t('forget.submit')}
      </Button>
      {form.emailSent && (
        <Toast kind="success" message={t('forget.emailSent')} durationMs={TOAST_MS.success} onDismiss={() => {}} />
      )}
    </form>
  );
}
