import { useFormMessages } from '@wl/app/form-messages';
import { useRegistrationForm } from '@wl/app/registration-form';
import { CAPTCHA_MAX_LENGTH, DIALOG_MASK_GUARD_MS, TOAST_MS } from '@wl/domain/constants';
import type { RegistrationFormField, RegistrationMethod } from '@wl/domain/forms/registration';
import { LOGIN_ROUTE } from '@wl/domain/navigation';
import { afterRegistration } from '@wl/domain/registration-flow';
import { BirthdayPicker } from '@wl/ui/birthday-picker';
import { Button } from '@wl/ui/button';
import { CaptchaField } from '@wl/ui/captcha-field';
import { Checkbox } from '@wl/ui/checkbox';
import { Dialog } from '@wl/ui/dialog';
import { PasswordField } from '@wl/ui/password-field';
import { TextField, type TextFieldProps } from '@wl/ui/text-field';
import { Toast } from '@wl/ui/toast';
import { type FormEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccessLink, useHostingModal } from './accessModal.tsx';
import * as forms from './forms.css.ts';
import { MethodTabs, MobileNumberField, SmsCodeField } from './PhoneFields.tsx';
import * as styles from './Register.css.ts';
import { SocialSignIn } from './SocialSignIn.tsx';

/**
 * /m/register and /m/register.html, and the register modal: a visitor opens an account and, registered, is logged in
 * and sent home (the modal closes instead, leaving the player where they were).
 */
export function Register() {
  const { t } = useTranslation();
  return (
    <section className={forms.page}>
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <RegisterForm />
      </Suspense>
    </section>
  );
}

/** Extra attributes of each kind of text field; the rest take the plain field. */
const TEXT_INPUT: Partial<Record<RegistrationFormField, Partial<TextFieldProps>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  idNumber: { autoCapitalize: 'characters', spellCheck: false },
  qqNum: { inputMode: 'numeric' },
  recommenderId: { autoCapitalize: 'none', spellCheck: false },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
};

function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hosting = useHostingModal();
  const form = useRegistrationForm();
  const messages = useFormMessages();
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  const [termsOpen, setTermsOpen] = useState(false);

  useEffect(() => {
    if (!form.focus) return;
    // The dialling code sits inside the mobile number's box.
    const field = form.focus.field === 'countryDialingCode' ? 'mobileNum' : form.focus.field;
    inputs.current[field]?.focus();
  }, [form.focus]);

  const bind = (field: string) => ({
    label: t(`register.fields.${field}`),
    value: form.values[field] ?? '',
    onValueChange: (value: string) => form.change(field, value),
    error: messages.field(form.errors[field]),
    success: form.passed.includes(field),
    ...(form.optional.includes(field) ? { hint: t('register.optional') } : {}),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
  });

  function fieldOf(field: RegistrationFormField): ReactNode {
    switch (field) {
      case 'countryDialingCode':
        return null;
      case 'password':
      case 'confirmPassword':
        return <PasswordField key={field} autoComplete="new-password" {...bind(field)} />;
      case 'paymentPassword':
        return <PasswordField key={field} autoComplete="new-password" inputMode="numeric" {...bind(field)} />;
      case 'mobileNum':
        return (
          <MobileNumberField
            key={field}
            countryDialingCode={form.values.countryDialingCode ?? ''}
            onDialCode={(code) => form.change('countryDialingCode', code)}
            errors={form.errors}
            smsError={form.sms.error}
            {...bind(field)}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            sms={form.sms}
            onSend={form.sendCode}
            {...bind(field)}
            {...(form.sms.secondsLeft > 0 ? { hint: t('register.smsSent') } : {})}
          />
        );
      case 'birthday':
        return <BirthdayPicker key={field} min={form.birthday.min} max={form.birthday.max} {...bind(field)} />;
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            maxLength={CAPTCHA_MAX_LENGTH}
            image={form.captchaImage}
            loading={form.captchaLoading}
            onRefresh={form.refreshCaptcha}
            {...bind(field)}
          />
        );
      case 'disclaimer':
        return (
          <Checkbox
            key={field}
            checked={form.disclaimer}
            onCheckedChange={form.toggleDisclaimer}
            error={messages.field(form.errors.disclaimer)}
            ref={(element) => {
              inputs.current.disclaimer = element;
            }}
          >
            <Trans
              i18nKey="register.disclaimer"
              values={{ age: form.ageThreshold }}
              components={{
                terms: (
                  <button
                    type="button"
                    className={styles.termsLink}
                    onClick={(event) => {
                      // Opens the terms without ticking the box the label belongs to.
                      event.preventDefault();
                      setTermsOpen(true);
                    }}
                  />
                ),
              }}
            />
          </Checkbox>
        );
      default:
        return <TextField key={field} {...TEXT_INPUT[field]} {...bind(field)} />;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit();
  }

  const fields = <div className={forms.fields}>{form.fields.map(fieldOf)}</div>;
  const other: RegistrationMethod | undefined = form.methods.find((method) => method !== form.method);
  const landing = afterRegistration(form.loggedIn);

  return (
    <form className={forms.form} noValidate onSubmit={onSubmit}>
      <MethodTabs
        shown={form.tabs}
        label={t('register.methods')}
        methods={[
          { id: 'username' as const, label: t('register.byUsername') },
          { id: 'mobile' as const, label: t('register.byMobile') },
        ]}
        value={form.method}
        onValueChange={form.switchMethod}
      >
        {fields}
      </MethodTabs>
      {form.error && (
        <p role="alert" className={forms.formError}>
          {messages.failure(form.error)}
        </p>
      )}
      <div className={styles.submit}>
        <Button type="submit" block loading={form.submitting} aria-disabled={!form.ready || undefined}>
          {t('register.submit')}
        </Button>
      </div>
      <div className={forms.links}>
        {other && (
          <Button variant="ghost" onClick={() => form.switchMethod(other)}>
            {t(other === 'mobile' ? 'register.switchToMobile' : 'register.switchToUsername')}
          </Button>
        )}
        <p className={forms.aside}>
          {t('register.haveAccount')}{' '}
          <AccessLink className={forms.link} to={LOGIN_ROUTE} modal="login">
            {t('register.login')}
          </AccessLink>
        </p>
      </div>
      <SocialSignIn />
      <Dialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        title={t('register.termsTitle')}
        maskGuardMs={DIALOG_MASK_GUARD_MS}
        footer={
          <Button
            block
            onClick={() => {
              if (!form.disclaimer) form.toggleDisclaimer();
              setTermsOpen(false);
            }}
          >
            {t('register.agree')}
          </Button>
        }
      >
        <ol className={styles.terms}>
          {(['terms1', 'terms2', 'terms3', 'terms4', 'terms5'] as const).map((key) => (
            <li key={key}>{t(`register.${key}`, { age: form.ageThreshold })}</li>
          ))}
        </ol>
      </Dialog>
      {form.done && (
        <Toast
          kind="success"
          message={t(form.loggedIn ? 'register.success' : 'register.successLogin')}
          durationMs={TOAST_MS.success}
          onDismiss={() =>
            hosting ? hosting.registered(form.loggedIn) : navigate(landing.to, { replace: landing.replace === true })
          }
        />
      )}
    </form>
  );
}
