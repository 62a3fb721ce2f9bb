import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './SocialLogin.css.ts';
import { SocialIcon, socialNetworkNames } from './socialIcons.tsx';

/** The sign-in providers the documents name: a social network and a search engine's account. */
export const socialLoginProviders = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialLoginProvider = (typeof socialLoginProviders)[number];

export interface SocialLoginProps {
  /** The providers the merchant enabled, in order; the block is left out when there are none. */
  providers: readonly SocialLoginProvider[];
  onSelect: (provider: SocialLoginProvider) => void;
  /** The provider whose sign-in is on its way: a ring turns round it and further taps are ignored. */
  pending?: SocialLoginProvider | null;
}

/** Sign in with a social account: round buttons with the networks' marks under an "or continue with" line. */
export function SocialLogin({ providers, onSelect, pending = null }: SocialLoginProps) {
  const t = useUiText();
  if (providers.length === 0) return null;
  const heading = t('ui:socialLogin.heading', { defaultValue: 'or continue with' });
  return (
    <div className={styles.block}>
      <p className={styles.divider}>{heading}</p>
      <ul className={styles.row}>
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={styles.provider}
              aria-busy={pending === provider || undefined}
              aria-label={t('ui:socialLogin.provider', {
                defaultValue: 'Continue with {{provider}}',
                provider: socialNetworkNames[provider],
              })}
              onClick={() => {
                if (pending === null) onSelect(provider);
              }}
            >
              <SocialIcon network={provider} className={styles.providerIcon} />
              {pending === provider ? <span className={styles.busyRing} aria-hidden="true" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
