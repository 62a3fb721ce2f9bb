import { type SecurityFormView, useSecurityForm } from '@wl/app/security-form';
import { TOAST_MS } from '@wl/domain/constants';
import type { SecurityField, SecurityForm as SecurityFormName } from '@wl/domain/forms/security';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { SECURITY_FORM_ROUTES } from '@wl/domain/security-centre';
import { Button } from '@wl/ui/button';
import { PasswordField } from '@wl/ui/password-field';
import { TextField } from '@wl/ui/text-field';
import { Toast } from '@wl/ui/toast';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import * as forms from './forms.css.ts';
import * as styles from './SecurityCentre.css.ts';
import { SecurityGate } from './SecurityGate.tsx';
import { useFormFields } from './useFormFields.ts';

/**
 * A security centre item's own page (/m/securityCenter/nickname, /email, /payeeName, /paymentPassword and
 * /paymentPassword/reset): the phone's back button closes it, and a saved change returns to the list.
 */
export function SecurityForm() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const form = formAt(pathname);
  // Any other path under the security centre is unknown, and lands on home as every unknown path does.
  if (!form) return <Navigate to={HOME_ROUTE} replace />;
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <SecurityGate keepsOpen>
        <SecurityFormContent key={form} form={form} />
      </SecurityGate>
    </Suspense>
  );
}

/** The form whose page a path is (a trailing slash allowed, as route matching allows it). */
function formAt(pathname: string): SecurityFormName | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const found = Object.entries(SECURITY_FORM_ROUTES).find(([, route]) => route === path);
  return found?.[0] as SecurityFormName | undefined;
}

function titleOf(form: SecurityFormName, hasPaymentPassword: boolean): string {
  if (form !== 'paymentPassword') return form;
  return hasPaymentPassword ? 'paymentPasswordChange' : 'paymentPasswordSet';
}

function SecurityFormContent({ form: name }: { form: SecurityFormName }) {
  const { t } = useTranslation();
  const form = useSecurityForm(name);
  const { bind, onSubmit, messages } = useFormFields(form);
  if (form.preparing) return <p role="status">{t('status.loading')}</p>;
  if (form.failed) {
    return (
      <section className={styles.page}>
        <p role="alert">{messages.failure(form.error)}</p>
        <Button variant="secondary" onClick={form.retry}>
          {t('status.retry')}
        </Button>
      </section>
    );
  }
  const title = t(`security.titles.${titleOf(name, form.hasPaymentPassword)}`);
  return (
    <section className={styles.page} aria-labelledby="security-form-title">
      <h2 id="security-form-title" className={styles.heading}>
        {title}
      </h2>
      <form className={forms.form} noValidate onSubmit={onSubmit}>
        <div className={forms.fields}>
          {(Object.keys(form.values) as SecurityField[]).map((field) => (
            <Field key={field} field={field} form={name} view={form} bind={bind(field)} />
          ))}
        </div>
        {form.error && (
          <p role="alert" className={forms.formError}>
            {messages.failure(form.error)}
          </p>
        )}
        <Button type="submit" block loading={form.submitting} disabled={form.saved}>
          {t('security.save')}
        </Button>
        {name === 'paymentPassword' && form.hasPaymentPassword && (
          <div className={forms.links}>
            <Link className={forms.link} to={SECURITY_FORM_ROUTES.paymentPasswordReset} replace>
              {t('security.forgotPaymentPassword')}
            </Link>
          </div>
        )}
        {form.saved && (
          <Toast kind="success" message={t('security.saved')} durationMs={TOAST_MS.success} onDismiss={() => {}} />
        )}
      </form>
    </section>
  );
}

type Bound = ReturnType<ReturnType<typeof useFormFields<SecurityField>>['bind']>;

/** One field, with what a phone needs: the e-mail keyboard, a digit pad for the payment password. */
function Field({
  field,
  form,
  view,
  bind,
}: {
  field: SecurityField;
  form: SecurityFormName;
  view: SecurityFormView;
  bind: Bound;
}) {
  const { t } = useTranslation();
  const label = t(
    field === 'paymentPassword' && !(form === 'paymentPasswordReset' || view.hasPaymentPassword)
      ? 'security.paymentPassword'
      : `security.fields.${field}`,
  );
  switch (field) {
    case 'nickname':
      return <TextField label={label} autoComplete="nickname" autoCapitalize="words" {...bind} />;
    case 'payeeName':
      return (
        <TextField
          label={label}
          autoComplete="name"
          autoCapitalize="words"
          hint={t('security.hints.payeeName')}
          {...bind}
        />
      );
    case 'email':
      return (
        <TextField
          label={label}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...bind}
        />
      );
    case 'password':
      return (
        <PasswordField label={label} autoComplete="current-password" hint={t('security.hints.password')} {...bind} />
      );
    default:
      return (
        <PasswordField
          label={label}
          autoComplete={field === 'oldPaymentPassword' ? 'current-password' : 'new-password'}
          inputMode="numeric"
          {...(field === 'paymentPassword' ? { hint: t('security.hints.paymentPassword') } : {})}
          {...bind}
        />
      );
  }
}
