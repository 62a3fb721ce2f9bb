import { type ChangePasswordFormView, useChangePasswordForm } from '@wl/app/change-password-form';
import { useMemberPage } from '@wl/app/session';
import { changePasswordAccess } from '@wl/domain/account-access';
import { DIALOG_MASK_GUARD_MS, TOAST_MS } from '@wl/domain/constants';
import { SAME_PASSWORD } from '@wl/domain/error-code';
import { LOGIN_ROUTE } from '@wl/domain/navigation';
import { Button } from '@wl/ui/button';
import { ConfirmDialog } from '@wl/ui/confirm-dialog';
import { PasswordField } from '@wl/ui/password-field';
import { TextField } from '@wl/ui/text-field';
import { Toast } from '@wl/ui/toast';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import * as styles from './forms.css.ts';
import { useFormFields } from './useFormFields.ts';

/** /m/changePsw: the logged-in member's new password; on success the member goes to /m/home after 1 s. */
export function ChangePassword() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <ChangePasswordAccess />
      </Suspense>
    </section>
  );
}

/**
 * A visitor opening the screen goes to log in; once open, the form stays with what was typed when the gateway ends
 * the session, and is sent once the member has logged in again (the header's Log in).
 */
function ChangePasswordAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useMemberPage(changePasswordAccess, true);
  if (page.resolving) return <p role="status">{t('status.loading')}</p>;
  const { access } = page;
  if (access === 'login') return <Navigate to={LOGIN_ROUTE} replace />;
  if (access === 'open') return <ChangePasswordForm key={page.key} />;
  return (
    <>
      <p role="alert">{t(`errors:${access}`)}</p>
      <Button block onClick={() => navigate('/m/register')}>
        {t('memberCentre.registerNow')}
      </Button>
    </>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useChangePasswordForm();
  const { bind, onSubmit, messages } = useFormFields(form);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.fields}>
        <TextField label={t('changePassword.username')} value={form.userName} readOnly autoComplete="username" />
        {form.askOldPassword && (
          <PasswordField
            label={t('changePassword.oldPassword')}
            autoComplete="current-password"
            {...bind('oldPassword')}
          />
        )}
        <PasswordField label={t('changePassword.newPassword')} autoComplete="new-password" {...bind('newPassword')} />
        <PasswordField
          label={t('changePassword.confirmNewPassword')}
          autoComplete="new-password"
          {...bind('confirmNewPassword')}
        />
      </div>
      {form.error && (
        <p role="alert" className={styles.formError}>
          {messages.failure(form.error)}
        </p>
      )}
      <Button type="submit" block loading={form.submitting} disabled={!form.canSubmit || form.saved}>
        {t('changePassword.submit')}
      </Button>
      <SamePasswordPopup form={form} message={messages.failure(SAME_PASSWORD) ?? ''} />
      {form.saved && (
        <Toast kind="success" message={t('changePassword.saved')} durationMs={TOAST_MS.success} onDismiss={() => {}} />
      )}
    </form>
  );
}

/** New equal to old: the popup with the same-password message and a confirm button; nothing was sent. */
function SamePasswordPopup({
  form,
  message,
}: {
  form: Pick<ChangePasswordFormView, 'samePassword'> & { confirmSamePassword(): void };
  message: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={form.samePassword}
      title={t('changePassword.samePasswordTitle')}
      message={message}
      confirmLabel={t('changePassword.ok')}
      onConfirm={form.confirmSamePassword}
      maskGuardMs={DIALOG_MASK_GUARD_MS}
    />
  );
}
