import type { Switches } from './menus.ts';

/** The merchant's settings that decide what the login form offers besides its fields. */
export interface LoginOptionSettings {
  switches: Switches;
  /** Password recovery by e-mail is offered. */
  mailPasswordRecovery: boolean;
  socialLogin: { facebook: boolean; google: boolean };
}

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
