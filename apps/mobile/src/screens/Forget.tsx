import { useRecoveryForm } from '@wl/app/recovery-form';
import { TOAST_MS } from '@wl/domain/constants';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { Button } from '@wl/ui/button';
import { PasswordField } from '@wl/ui/password-field';
import { TextField } from '@wl/ui/text-field';
import { Toast } from '@wl/ui/toast';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHostingModal } from './accessModal.tsx';
import * as styles from './forms.css.ts';
import { MethodTabs, MobileNumberField, SmsCodeField } from './PhoneFields.tsx';
import { useFormFields } from './useFormFields.ts';

/**
 * /m/forget, and the forgot-password modal: forgot password by e-mail (a confirmation for 1 s, then back, or the
 * modal closes) or, with CHNGPASSVERIF3, by phone (the player is then logged in with the new password, and the modal
 * closes).
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
  const hosting = useHostingModal();
  const form = useRecoveryForm(hosting ? { onBack: hosting.close } : {});
  const { bind, onSubmit, messages } = useFormFields(form);

  useEffect(() => {
    if (!form.loggedIn) return;
    if (hosting) hosting.close();
    else navigate(HOME_ROUTE, { replace: true });
  }, [form.loggedIn, navigate, hosting]);

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
      <MobileNumberField
        label={t('forget.mobileNum')}
        countryDialingCode={form.values.countryDialingCode}
        onDialCode={(code) => form.change('countryDialingCode', code)}
        errors={form.errors}
        smsError={form.sms.error}
        {...bind('mobileNum')}
      />
      <SmsCodeField
        label={t('forget.verificationCode')}
        sms={form.sms}
        onSend={form.sendCode}
        {...bind('verificationCode')}
      />
      <PasswordField label={t('forget.newPassword')} autoComplete="new-password" {...bind('password')} />
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <MethodTabs
        shown={form.phoneEnabled}
        label={t('forget.methods')}
        methods={[
          { id: 'email' as const, label: t('forget.byEmail') },
          { id: 'phone' as const, label: t('forget.byPhone') },
        ]}
        value={form.method}
        onValueChange={form.switchMethod}
      >
        {form.method === 'phone' ? phoneFields : emailFields}
      </MethodTabs>
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
