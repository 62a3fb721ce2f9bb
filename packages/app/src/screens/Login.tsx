import { DEFAULT_DIALING_CODE } from '@wl/domain/dialing-codes';
import type { RememberedLogin } from '@wl/domain/entities';
import { openingLogin } from '@wl/domain/login-opening';
import { type ReactNode, Suspense, use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { earlyMerchantSettings } from '../boot/homeEarly.ts';
import { useAfterServices } from '../react/AppServicesContext.tsx';
import type { LoginFormActions, LoginFormView } from '../react/useLoginForm.ts';
import { FrameSettingsContext, type MerchantSettings } from '../react/useMerchantSettings.ts';
import type { AppServices } from '../services/appServices.ts';
import * as styles from './forms.css.ts';
import { LoginFormLayout } from './LoginFormLayout.tsx';
import type { LoginLiveProps, LoginScreenProps } from './loginScreenProps.ts';

export type { LoginScreenProps } from './loginScreenProps.ts';

/**
 * The login screen both apps show: the player site's /m/login (and its login modal), and the agent page /m/agent,
 * which is the same form on the agent side with no social sign-in. The app gives what its page adds around it.
 *
 * A visitor's first page draws the form at once, disabled, from the boot's early answer of the merchant's settings,
 * while the form's code and the services download; the live form then takes its place (docs/decisions.md, "The login
 * form drawn before its code").
 */
export function LoginScreen({ title, intro, ...props }: LoginScreenProps) {
  const { t } = useTranslation();
  const id = useId();
  const live = useAfterServices(loadLiveForm);
  const loading = <p role="status">{t('status.loading')}</p>;
  return (
    <section className={styles.page} aria-labelledby={title ? id : undefined}>
      {title ? (
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
      ) : null}
      {intro ? <p className={styles.aside}>{intro}</p> : null}
      <Suspense fallback={loading}>
        {live ? <live.Form {...props} remembered={live.remembered} /> : <LoginFrame {...props} placeholder={loading} />}
      </Suspense>
    </section>
  );
}

interface LiveForm {
  Form: (props: LoginLiveProps) => ReactNode;
  /** The remembered record, read (and unsealed) before the form opens; none without one or when it does not read. */
  remembered?: RememberedLogin | undefined;
}

/**
 * The live form, once the services, its code and the remembered record are all in (`useAfterServices`); none until
 * then. An unreadable record opens an empty form, as no record does.
 */
const loadLiveForm = async (services: AppServices): Promise<LiveForm> => {
  const [module, remembered] = await Promise.all([
    import('./LoginLive.tsx'),
    services.remembered.load().catch(() => undefined),
  ]);
  return { Form: module.default, remembered };
};

/** The form as it opens, with the early settings; the placeholder where there are none (a member, a failed answer). */
function LoginFrame({
  side,
  links,
  after,
  placeholder,
}: Omit<LoginScreenProps, 'title' | 'intro'> & { placeholder: ReactNode }) {
  const settings = use(earlyMerchantSettings());
  if (!settings) return placeholder;
  return (
    <FrameSettingsContext value={settings}>
      <LoginFormLayout form={openingForm(settings)} side={side} links={links} waiting />
      {after}
    </FrameSettingsContext>
  );
}

const nothing = () => {};

/** The form as the login machine opens it for a visitor with no remembered record, busy until the machine is there. */
function openingForm(settings: MerchantSettings): LoginFormView & LoginFormActions {
  const smsLoginEnabled = settings.settings.mobileCodeLogin;
  return {
    ...openingLogin({ smsLoginEnabled, defaultDialingCode: DEFAULT_DIALING_CODE }),
    smsLoginEnabled,
    errors: {},
    captchaLoading: false,
    submitting: true,
    done: false,
    sms: { sending: false, secondsLeft: 0 },
    change: nothing,
    switchMethod: nothing,
    toggleRemember: nothing,
    refreshCaptcha: nothing,
    sendCode: nothing,
    submit: nothing,
  };
}
