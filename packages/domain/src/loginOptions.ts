import type { Switches } from './menus.ts';

/** The merchant's settings that decide what the login form offers besides its fields. */
export interface LoginOptionSettings {
  switches: Switches;
  /** Password recovery by e-mail is offered. */
  mailPasswordRecovery: boolean;
  socialLogin: SocialLoginSettings;
}

/**
 * Each network's switch and, when the operator runs one, the sign-in address of its identity provider for that
 * network (docs/decisions.md, "Social sign-in"): the button sends the player there, and the provider hands the
 * player back to the site signed in.
 */
export interface SocialLoginSettings {
  facebook: boolean;
  google: boolean;
  facebookSignInUrl?: string | undefined;
  googleSignInUrl?: string | undefined;
}

export type SocialNetwork = 'facebook' | 'google';

/** The phone method of password recovery is the white-label switch CHNGPASSVERIF3. */
export const PHONE_RECOVERY_SWITCH = 'CHNGPASSVERIF3';

/** The forgot-password link shows when either way of recovering is on: by e-mail, or by phone. */
export function offersPasswordRecovery(settings: LoginOptionSettings): boolean {
  return settings.mailPasswordRecovery || settings.switches[PHONE_RECOVERY_SWITCH] === true;
}

/**
 * The social sign-in buttons: each network only when the merchant enables it and the phone-verification provider is
 * ready, and never on the agent login page.
 */
export function socialLoginButtons(
  settings: LoginOptionSettings,
  { providerReady, agentPage }: { providerReady: boolean; agentPage: boolean },
): Array<'facebook' | 'google'> {
  if (agentPage || !providerReady) return [];
  return (['facebook', 'google'] as const).filter((network) => settings.socialLogin[network]);
}

/** The name a logged-in member is shown by: the nickname, else the account name, else the session's user name. */
export function memberDisplayName(
  member: { nickname?: string | null; account?: string } | undefined,
  userName = '',
): string {
  return member?.nickname?.trim() || member?.account || userName;
}

/** Only an absolute https address is followed: a setting is never run as a script or a relative path. */
function signInAddress(value: string | undefined): string | undefined {
  return value && /^https:\/\/[^/\s]/.test(value) ? value : undefined;
}

/**
 * The social sign-in buttons and where each goes: a network the merchant enables whose provider is ready, which here
 * means the merchant's settings give its identity provider's https sign-in address; never on the agent login page.
 */
export function socialSignIns(
  settings: LoginOptionSettings,
  { agentPage }: { agentPage: boolean },
): Array<{ network: SocialNetwork; url: string }> {
  const urls: Record<SocialNetwork, string | undefined> = {
    facebook: signInAddress(settings.socialLogin.facebookSignInUrl),
    google: signInAddress(settings.socialLogin.googleSignInUrl),
  };
  return socialLoginButtons(settings, { providerReady: true, agentPage }).flatMap((network) => {
    const url = urls[network];
    return url ? [{ network, url }] : [];
  });
}

/** Free play (the trial login) is the white-label module FREEPLAY3. */
export const FREE_PLAY_SWITCH = 'FREEPLAY3';

/**
 * The free-play entry (docs/decisions.md, "Free play starts from the login screen") shows to a visitor while the
 * merchant's FREEPLAY3 switch is on; someone already logged in, trial or member, is not offered another session.
 */
export function offersFreePlay(switches: Switches, loggedIn: boolean): boolean {
  return !loggedIn && switches[FREE_PLAY_SWITCH] === true;
}
