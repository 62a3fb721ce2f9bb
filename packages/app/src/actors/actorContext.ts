import type { ApiClients } from '@wl/api/client';
import type { RememberedLoginStore } from '@wl/api/remembered-login';
import type { ApiResult } from '@wl/api/result';
import * as sessionApi from '@wl/api/session';
import type { CaptchaImage, LoginResult, MemberInfo, SessionInfo } from '@wl/domain/entities';
import { DomainFailure, PHONE_PROVIDER_FAILED } from '@wl/domain/error-code';
import type { ImageAttachment } from '@wl/domain/forms/content';
import type { LoginRequest } from '@wl/domain/login-machine';
import type { Navigation } from '@wl/domain/navigation';
import { type AnyStateMachine, fromPromise } from 'xstate';
import type { Navigator } from '../services/navigator.ts';
import type { SessionStore } from '../services/sessionStore.ts';
import type { StatusCache } from '../services/statusCache.ts';

/** What a machine leaves to the app (its actors and actions), as its `provide()` takes them. */
export type ImplementationsOf<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/**
 * What every machine's actors work with: the clients and the adapters of the app's services. Each screen's hook
 * builds its machine's actors from it with that machine's factory (`loginActors`, `gameCenterActors`, ...), so a
 * screen's chunk brings the calls and response schemas of its own machines and no other (docs/decisions.md, "Each
 * screen's actors with the screen").
 */
export interface ActorContext {
  /** The merchant code the build was configured with: the sessions this app opens belong to it. */
  merchant: string;
  clients: ApiClients;
  /** Awaits a call and answers its value, or rejects with the domain's error code. */
  call: <T>(pending: Promise<ApiResult<T>>) => Promise<T>;
  sessionStore: SessionStore;
  statusCache: StatusCache;
  remembered: RememberedLoginStore;
  navigator: Navigator;
  /**
   * Feeds the one session actor: a login, free play or recovery started a session (with the password of a
   * first-time login, held in memory only); a logout ended it; a password change was made.
   */
  sessionFeed: {
    loggedIn(session: SessionInfo, heldPassword?: string): void;
    loggedOut(): void;
    passwordChanged(): void;
    /** The member changed their own info: the header, side menu and member centre show what the gateway now holds. */
    memberUpdated(member: MemberInfo): void;
  };
  /** Opens a game's launch address: the page leaves for the game, as a player expects on a phone. */
  openExternal: (url: string) => void;
}

/** Which SMS call a code button uses: each purpose has its own path and limits at the gateway. */
export type SmsPurpose = 'login' | 'register' | 'recovery';

/** The `navigate` action most machines take: through the app's navigator. */
export function navigation(context: ActorContext) {
  return (_: unknown, navigation: Navigation) => context.navigator.go(navigation);
}

/** The time now, for machines that count down (the SMS code's resend). */
export const readClock = fromPromise<number, void>(async () => Date.now());

// The reference gateway checks its own SMS codes; an operator with a phone-verification provider supplies this.
export const verifyPhoneCode = fromPromise<
  { idToken: string },
  { countryDialingCode: string; mobileNum: string; code: string }
>(async () => {
  throw new DomainFailure(PHONE_PROVIDER_FAILED);
});

/** A new captcha image. */
export function captchaActor({ clients, call }: ActorContext) {
  return fromPromise<CaptchaImage, void>(async () => call(sessionApi.fetchCaptcha(clients)));
}

/** The login call, as the login, recovery and registration flows send it. */
export function loginActor({ clients, call }: ActorContext) {
  return fromPromise<LoginResult, LoginRequest>(async ({ input }) => call(sessionApi.login(clients, input)));
}

/** The picked images of a form: the domain holds them as descriptors, and the app's are the picked files. */
export function pickedFiles(images: readonly ImageAttachment[]): Blob[] {
  return images.filter((image): image is ImageAttachment & Blob => image instanceof Blob);
}
