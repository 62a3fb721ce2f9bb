import { type ApiClients, createApiClients, type DeviceHeader } from '@wl/api/client';
import { createRememberedLoginStore, type DeviceKeyStore, type RememberedLoginStore } from '@wl/api/remembered-login';
import type { ApiResult } from '@wl/api/result';
import { fetchWhitelabel } from '@wl/api/system';
import type { SessionType } from '@wl/domain/constants';
import { lobbyFiltersMachine } from '@wl/domain/lobby-filters-machine';
import { sessionMachine } from '@wl/domain/session-machine';
import { systemStatusMachine } from '@wl/domain/system-status-machine';
import { type Actor, createActor } from 'xstate';
import type { ActorContext } from '../actors/actorContext.ts';
import { contractsActors, lobbyFiltersActors, sessionActors, systemStatusActors } from '../actors/sessionActors.ts';
import { type ContractPrompt, createContractPrompt } from './contractPrompt.ts';
import { unwrap, whileSessionHeld } from './failure.ts';
import { createMerchantSettings, type MerchantSettingsSource } from './merchantSettings.ts';
import { createNavigator, type Navigator } from './navigator.ts';
import { createNetworkActivity } from './networkActivity.ts';
import { type BrowserStorage, createSessionStore, type SessionStore } from './sessionStore.ts';
import { createStatusCache } from './statusCache.ts';

export interface AppServicesOptions {
  merchant: string;
  device: DeviceHeader;
  /** The interface language, read on every call (the Language header). */
  language: () => string;
  storage: BrowserStorage;
  /** Where the remembered login's sealing key lives: IndexedDB in the browser. */
  deviceKeys: DeviceKeyStore;
  /** Origin of the gateway; empty for the page's own origin (the apps proxy /wps and /lgw). */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The router's navigator, when the router exists before the services (the apps bind it at boot). */
  navigator?: Navigator;
  /** Opens a game's launch address; the browser leaves for it by default. */
  openExternal?: (url: string) => void;
}

/** What the session looks like to everything that depends on it: who is logged in, and of which type. */
export interface SessionView {
  loggedIn: boolean;
  sessionType?: SessionType;
}

export interface AppServices {
  /** The merchant code the build was configured with. */
  merchant: string;
  clients: ApiClients;
  /**
   * What each machine's actors work with: a screen's hook builds its machine's actors from it with the machine's own
   * factory (`@wl/app/actors`), for `machine.provide(...)`.
   */
  actorContext: ActorContext;
  navigator: Navigator;
  sessionStore: SessionStore;
  remembered: RememberedLoginStore;
  /** The one session actor: login, recovery, free play and logout feed it; every call reads its token. */
  session: Actor<typeof sessionMachine>;
  /** The platform status, checked once at start and on retry. */
  status: Actor<typeof systemStatusMachine>;
  /** The contracts awaiting the member's review, prompted on home once per session start. */
  contractPrompt: ContractPrompt;
  /** The game filters of home and the game centre for the whole visit; the header logo resets them. */
  lobby: Actor<typeof lobbyFiltersMachine>;
  /** The merchant's white-label switches and settings, fetched once. */
  merchantSettings: MerchantSettingsSource;
  /**
   * Settles once the first screen's calls have been answered (no call in flight for a moment, or a few seconds after
   * the first ask at the latest); the same promise for every caller. The parts around the screen that can wait (the
   * site footer, the footer menu) load after it, so the screen's answers have the link first.
   */
  firstScreenAnswered(): Promise<void>;
  /** Who is logged in now. */
  sessionView(): SessionView;
  /** Tells `listener` whenever a login, logout or expiry changes the session view. */
  onSessionChange(listener: (view: SessionView) => void): () => void;
  /** Starts the long-lived actors: the session is read and the status checked. */
  start(): void;
  stop(): void;
}

function viewOf(actor: Actor<typeof sessionMachine>): SessionView {
  const snapshot = actor.getSnapshot();
  const session = snapshot.hasTag('loggedIn') ? snapshot.context.session : undefined;
  return session ? { loggedIn: true, sessionType: session.type } : { loggedIn: false };
}

/**
 * Everything a screen needs that is not a screen: the API clients, the adapters for storage and navigation, the
 * actors that carry out each machine's calls, and the long-lived session and status actors. No React here, so the
 * same services run in the browser and, in tests, in Node against the reference gateway.
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const navigator = options.navigator ?? createNavigator();
  const sessionStore = createSessionStore(options.storage);
  const statusCache = createStatusCache(options.storage.local);
  const remembered = createRememberedLoginStore({
    storage: options.storage.local ?? memoryStorage(),
    keys: options.deviceKeys,
  });

  // Created below; the clients read the token through it on every call.
  let session: Actor<typeof sessionMachine> | undefined;
  const heldToken = () => session?.getSnapshot().context.session?.token;
  const activity = createNetworkActivity(options.fetch ?? ((request) => globalThis.fetch(request)));
  let answered: Promise<void> | undefined;
  const clients = createApiClients({
    merchant: options.merchant,
    device: options.device,
    language: options.language,
    token: () => heldToken(),
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    fetch: activity.fetch,
  });
  const call = <T>(pending: Promise<ApiResult<T>>) =>
    unwrap(
      pending,
      whileSessionHeld(heldToken, () => session?.send({ type: 'SESSION_EXPIRED' })),
    );

  const actorContext: ActorContext = {
    merchant: options.merchant,
    clients,
    call,
    sessionStore,
    statusCache,
    remembered,
    navigator,
    sessionFeed: {
      loggedIn: (info, heldPassword) =>
        session?.send({ type: 'LOGGED_IN', session: info, ...(heldPassword === undefined ? {} : { heldPassword }) }),
      loggedOut: () => session?.send({ type: 'LOGGED_OUT' }),
      passwordChanged: () => session?.send({ type: 'PASSWORD_CHANGED' }),
      memberUpdated: (member) => session?.send({ type: 'MEMBER_UPDATED', member }),
    },
    openExternal: options.openExternal ?? ((url) => window.location.assign(url)),
  };
  session = createActor(sessionMachine.provide(sessionActors(actorContext)), { input: {} });
  const sessionActor = session;
  const status = createActor(systemStatusMachine.provide(systemStatusActors(actorContext)));
  const lobby = createActor(lobbyFiltersMachine.provide(lobbyFiltersActors(actorContext)));
  // Follows the session from its first state, so a stored session's start-up check is not missed.
  const contractPrompt = createContractPrompt(sessionActor, contractsActors(actorContext));

  return {
    merchant: options.merchant,
    clients,
    actorContext,
    navigator,
    sessionStore,
    remembered,
    session: sessionActor,
    status,
    contractPrompt,
    lobby,
    merchantSettings: createMerchantSettings(() => call(fetchWhitelabel(clients))),
    firstScreenAnswered() {
      answered ??= activity.quiet();
      return answered;
    },
    sessionView: () => viewOf(sessionActor),
    onSessionChange(listener) {
      let last = viewOf(sessionActor);
      const subscription = sessionActor.subscribe(() => {
        const next = viewOf(sessionActor);
        if (next.loggedIn === last.loggedIn && next.sessionType === last.sessionType) return;
        last = next;
        listener(next);
      });
      return () => subscription.unsubscribe();
    },
    start() {
      lobby.start();
      sessionActor.start();
      status.start();
    },
    stop() {
      contractPrompt.stop();
      sessionActor.stop();
      status.stop();
      lobby.stop();
    },
  };
}

/** Where the browser refuses local storage, the remembered login lives only as long as the page. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
