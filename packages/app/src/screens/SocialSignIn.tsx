import { type SocialNetwork, socialSignIns } from '@wl/domain/login-options';
import type { LoginSide } from '@wl/domain/roles';
import { SocialLogin, type SocialLoginProvider } from '@wl/ui/social-login';
import { useState } from 'react';
import { useMerchantSettings } from '../react/useMerchantSettings.ts';

const PROVIDER: Record<SocialNetwork, SocialLoginProvider> = { facebook: 'FACEBOOK', google: 'GOOGLE' };

/**
 * The social sign-in block of the login and registration forms: each network the merchant enables, going to its
 * identity provider's sign-in address, which hands the player back signed in. Left out when there is none, and on
 * the agent page (the domain's `socialSignIns`).
 */
export function SocialSignIn({ side = 'member' }: { side?: LoginSide }) {
  const { settings, switches } = useMerchantSettings();
  const [pending, setPending] = useState<SocialLoginProvider | null>(null);
  const signIns = socialSignIns({ ...settings, switches }, { agentPage: side === 'agent' });
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
