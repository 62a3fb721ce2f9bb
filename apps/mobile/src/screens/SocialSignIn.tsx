import { useMerchantSettings } from '@wl/app/merchant-settings';
import { type SocialNetwork, socialSignIns } from '@wl/domain/login-options';
import { SocialLogin, type SocialLoginProvider } from '@wl/ui/social-login';
import { useState } from 'react';

const PROVIDER: Record<SocialNetwork, SocialLoginProvider> = { facebook: 'FACEBOOK', google: 'GOOGLE' };

/**
 * The social sign-in block of the login and registration forms: each network the merchant enables, going to its
 * identity provider's sign-in address, which hands the player back signed in. Left out when there is none.
 */
export function SocialSignIn() {
  const { settings, switches } = useMerchantSettings();
  const [pending, setPending] = useState<SocialLoginProvider | null>(null);
  const signIns = socialSignIns({ ...settings, switches }, { agentPage: false });
  return (
    <SocialLogin
      providers={signIns.map(({ network }) => PROVIDER[network])}
      pending={pending}
      onSelect={(provider) => {
        const signIn = signIns.find(({ network }) => PROVIDER[network] === provider);
        if (!signIn) return;
        setPending(provider);
        window.location.assign(signIn.url);
      }}
    />
  );
}
