import * as agentApi from '@wl/api/agent';
import * as chatApi from '@wl/api/chat';
import type { ApiClients } from '@wl/api/client';
import * as contentApi from '@wl/api/content';
import * as gamesApi from '@wl/api/games';
import * as memberApi from '@wl/api/member';
import * as passwordApi from '@wl/api/password';
import * as registrationApi from '@wl/api/registration';
import type { RememberedLoginStore } from '@wl/api/remembered-login';
import type { ApiResult } from '@wl/api/result';
import * as sessionApi from '@wl/api/session';
import * as systemApi from '@wl/api/system';
import type { activityMachine } from '@wl/domain/activity-machine';
import type { changePasswordMachine } from '@wl/domain/change-password-machine';
import type { ContractKind } from '@wl/domain/contract';
import type { contractProposalMachine } from '@wl/domain/contract-proposal-machine';
import type { contractsMachine } from '@wl/domain/contracts-machine';
import type {
  AwaitingContract,
  CaptchaImage,
  GamePage,
  LoginResult,
  MemberInfo,
  Notice,
  SessionInfo,
  VendorCategory,
  Wallet,
} from '@wl/domain/entities';
import { DomainFailure, PHONE_PROVIDER_FAILED } from '@wl/domain/error-code';
import type { favouritesMachine } from '@wl/domain/favourites-machine';
import type { feedbackMachine } from '@wl/domain/feedback-machine';
import type { ImageAttachment } from '@wl/domain/forms/content';
import type { FreePlayResult, freePlayMachine } from '@wl/domain/free-play-machine';
import type { GameCatalogue, GameListRequest, gameCenterMachine } from '@wl/domain/game-center-machine';
import { NEW_CLASSIFY } from '@wl/domain/game-filters';
import type { GameStart, gameLaunchMachine } from '@wl/domain/game-launch-machine';
import type { helpCentreMachine } from '@wl/domain/help-centre-machine';
import type { homeMachine } from '@wl/domain/home-machine';
import type { lobbyFiltersMachine } from '@wl/domain/lobby-filters-machine';
import type { LoginRequest, loginMachine } from '@wl/domain/login-machine';
import type { logoutMachine } from '@wl/domain/logout-machine';
import type { Navigation } from '@wl/domain/navigation';
import type { noticesMachine } from '@wl/domain/notices-machine';
import type { promotionDetailMachine } from '@wl/domain/promotion-detail-machine';
import type { rankProgressMachine } from '@wl/domain/rank-progress-machine';
import type { recoveryMachine } from '@wl/domain/recovery-machine';
import { loginAfterRegistration, registrationHandOver } from '@wl/domain/registration-flow';
import type { registrationMachine } from '@wl/domain/registration-machine';
import type { SecurityOverview, securityCentreMachine, securityFormMachine } from '@wl/domain/security-centre-machine';
import type { sessionMachine } from '@wl/domain/session-machine';
import type { smsCodeMachine } from '@wl/domain/sms-code-machine';
import type { StatusFlags, SystemStatus } from '@wl/domain/system-status';
import type { systemStatusMachine } from '@wl/domain/system-status-machine';
import { type AnyStateMachine, fromPromise } from 'xstate';
import { HOME_ANNOUNCEMENTS_QUERY } from '../boot/homeEarly.ts';
import type { Navigator } from '../services/navigator.ts';
import type { SessionStore } from '../services/sessionStore.ts';
import type { StatusCache } from '../services/statusCache.ts';

/** What a machine leaves to the app (its actors and actions), as its `provide()` takes them. */
export type ImplementationsOf<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

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

/** The picked images of a form: the domain holds them as descriptors, and the app's are the picked files. */
function pickedFiles(images: readonly ImageAttachment[]): Blob[] {
  return images.filter((image): image is ImageAttachment & Blob => image instanceof Blob);
}

/** Which SMS call a code button uses: each purpose has its own path and limits at the gateway. */
export type SmsPurpose = 'login' | 'register' | 'recovery';

const CONTRACT_FLAGS: Record<ContractKind, 'dailysalreqtype' | 'contracthoursalreq' | 'divtypecompperiodreq'> = {
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  dividend: 'divtypecompperiodreq',
};

/**
 * What every machine leaves to the app: its actors, each sending one call (or a few) over @wl/api and answering the
 * domain's shape or rejecting with the domain's error code, and its actions (navigation, telling the session).
 * Storage, navigation and the browser go through the adapters in the context; nothing here decides a rule.
 */
export function createMachineImplementations(context: ActorContext) {
  const { clients, call, navigator, sessionFeed } = context;
  const navigate = (_: unknown, navigation: Navigation) => navigator.go(navigation);
  const readClock = fromPromise<number, void>(async () => Date.now());
  // The reference gateway checks its own SMS codes; an operator with a phone-verification provider supplies this.
  const verifyPhoneCode = fromPromise<
    { idToken: string },
    { countryDialingCode: string; mobileNum: string; code: string }
  >(async () => {
    throw new DomainFailure(PHONE_PROVIDER_FAILED);
  });

  async function awaitingContracts(): Promise<AwaitingContract[]> {
    const flags = await call(agentApi.checkContracts(clients));
    const kinds = (Object.keys(CONTRACT_FLAGS) as ContractKind[]).filter((kind) => flags[CONTRACT_FLAGS[kind]]);
    const lists = await Promise.all(kinds.map((kind) => call(agentApi.fetchContracts(clients, kind))));
    return lists
      .flatMap((list) => list.received)
      .filter((contract) => contract.status === 'pending')
      .map(({ id, kind, agent, rate, threshold, period, proposedAt }) => ({
        id,
        kind,
        agent,
        rate,
        threshold,
        period,
        proposedAt,
      }));
  }

  const captcha = fromPromise<CaptchaImage, void>(async () => call(sessionApi.fetchCaptcha(clients)));

  /** The list's filter as the game-list call takes it: NEW is its own flag; only the contract's game types are sent. */
  function gameQuery({ filter, page, pageSize }: GameListRequest): gamesApi.GameListQuery {
    const gameType = gamesApi.GAME_TYPES.find((type) => type === filter.gameType);
    return {
      pageNo: page,
      pageSize,
      ...(gameType ? { gameType } : {}),
      ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
      ...(filter.gameName ? { gameName: filter.gameName } : {}),
      ...(filter.gameClassify === NEW_CLASSIFY
        ? { isNew: 1 as const }
        : filter.gameClassify
          ? { gameClassify: filter.gameClassify }
          : {}),
      ...(filter.minBet === undefined ? {} : { minBet: filter.minBet }),
      ...(filter.minLine === undefined ? {} : { minLine: filter.minLine }),
    };
  }

  async function loadGames(request: GameListRequest): Promise<GamePage> {
    const { dataType, filter, page, pageSize } = request;
    const gameType = gamesApi.GAME_TYPES.find((type) => type === filter.gameType);
    const mine = { ...(gameType ? { gameType } : {}), ...(filter.vassalage ? { vendor: filter.vassalage } : {}) };
    switch (dataType) {
      case 'HOT':
        return hotGames(page, pageSize);
      case 'FAV': {
        const { list, pageNum, totalPages, totalCount } = await call(
          gamesApi.listFavourites(clients, { pageNo: page, pageSize, ...mine }),
        );
        return { games: [...list], pageNum, totalPages, totalCount };
      }
      case 'RECENT': {
        const { list, pageNum, totalPages } = await call(
          gamesApi.listRecentGames(clients, { page, pageSize, ...mine }),
        );
        return { games: [...list], pageNum, totalPages };
      }
      case 'ALL': {
        const { games, pageNum, totalPages, totalCount } = await call(gamesApi.listGames(clients, gameQuery(request)));
        return { games: [...games], pageNum, totalPages, totalCount };
      }
    }
  }

  const sendLogin = fromPromise<LoginResult, LoginRequest>(async ({ input }) => call(sessionApi.login(clients, input)));

  const session: ImplementationsOf<typeof sessionMachine> = {
    actors: {
      readSession: fromPromise(async (): Promise<SessionInfo | null> => context.sessionStore.read()),
      storeSession: fromPromise(async ({ input }: { input: { session: SessionInfo } }) =>
        context.sessionStore.store(input.session),
      ),
      clearSession: fromPromise(async () => context.sessionStore.clear()),
      renewMember: fromPromise(async (): Promise<MemberInfo> => call(memberApi.fetchMemberInfo(clients))),
      checkContracts: fromPromise(awaitingContracts),
      fetchWallet: fromPromise(async (): Promise<Wallet> => call(memberApi.fetchWallet(clients))),
    },
    actions: { navigate },
  };

  const systemStatus: ImplementationsOf<typeof systemStatusMachine> = {
    actors: {
      readCachedStatus: fromPromise(async (): Promise<SystemStatus | null> => context.statusCache.read()),
      fetchStatus: fromPromise(async (): Promise<StatusFlags> => call(systemApi.fetchSystemStatus(clients))),
      storeStatus: fromPromise(async ({ input }: { input: { status: SystemStatus } }) =>
        context.statusCache.store(input.status),
      ),
    },
  };

  const login: ImplementationsOf<typeof loginMachine> = {
    actors: {
      fetchCaptcha: captcha,
      verifyPhoneCode,
      login: sendLogin,
      storeLogin: fromPromise(async ({ input }) => {
        if (input.remembered) await context.remembered.save(input.remembered);
        else await context.remembered.clear();
        sessionFeed.loggedIn(input.session, input.heldPassword);
      }),
      forgetLogin: fromPromise(async () => context.remembered.clear()),
    },
  };

  const recovery: ImplementationsOf<typeof recoveryMachine> = {
    actors: {
      recoverByEmail: fromPromise(async ({ input }) => {
        await call(passwordApi.recoverPasswordByEmail(clients, input));
      }),
      verifyPhoneCode,
      setPasswordByPhone: fromPromise(async ({ input }) => call(passwordApi.setPasswordByPhone(clients, input))),
      login: sendLogin,
      storeLogin: fromPromise(async ({ input }) => sessionFeed.loggedIn(input.session, input.heldPassword)),
    },
    actions: { navigate },
  };

  const changePassword: ImplementationsOf<typeof changePasswordMachine> = {
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        await call(passwordApi.changePassword(clients, input));
      }),
      updateRememberedPassword: fromPromise(async ({ input }) => {
        const record = await context.remembered.load();
        if (record?.type === 'username' && record.username === input.userName) {
          await context.remembered.save({ ...record, password: input.password });
        }
      }),
    },
    actions: { navigate, passwordChanged: () => sessionFeed.passwordChanged() },
  };

  const logout: ImplementationsOf<typeof logoutMachine> = {
    actors: {
      logout: fromPromise(async () => {
        await call(sessionApi.logout(clients));
      }),
      clearSession: fromPromise(async () => {
        context.sessionStore.clear();
        sessionFeed.loggedOut();
      }),
    },
    actions: { navigate },
  };

  const freePlay: ImplementationsOf<typeof freePlayMachine> = {
    actors: {
      startFreePlay: fromPromise(async (): Promise<FreePlayResult> => call(sessionApi.loginFreePlay(clients))),
      storeSession: fromPromise(async ({ input }) => sessionFeed.loggedIn(input.session)),
    },
    actions: { navigate },
  };

  const smsCode = (purpose: SmsPurpose): ImplementationsOf<typeof smsCodeMachine> => ({
    actors: {
      sendSmsCode: fromPromise(async ({ input }) => {
        const send = {
          login: sessionApi.sendLoginSms,
          register: registrationApi.sendRegisterSms,
          recovery: passwordApi.sendPasswordSms,
        }[purpose];
        return call(send(clients, input));
      }),
      readClock,
    },
  });

  const registration: ImplementationsOf<typeof registrationMachine> = {
    actors: {
      fetchCaptcha: captcha,
      verifyPhoneCode,
      checkAffiliateCode: fromPromise(async ({ input }) => {
        try {
          await call(registrationApi.checkAffiliateCode(clients, { code: input.code, domain: input.domain }));
          return { valid: true };
        } catch (cause) {
          // An unknown code is an answer ("Invalid invitation code"), not a failure of the check.
          if (cause instanceof DomainFailure && cause.code === 'affiliate.code.invalid') return { valid: false };
          throw cause;
        }
      }),
      // Registered, the person is logged in at once with what they typed (@wl/domain/registration-flow).
      register: fromPromise(async ({ input }) => {
        const registered = await call(
          input.method === 'username'
            ? registrationApi.registerByUsername(clients, input.payload)
            : registrationApi.registerByMobile(clients, input.payload),
        );
        const login = loginAfterRegistration(input, registered);
        if (login?.type !== 'username') return;
        // The account exists now: a login that fails leaves the person to log in by hand, never to register again.
        const result = await call(sessionApi.login(clients, login)).catch(() => undefined);
        if (!result) return;
        const { session, heldPassword } = registrationHandOver(context.merchant, login, result);
        sessionFeed.loggedIn(session, heldPassword);
      }),
    },
  };

  const hotGames = async (page: number, pageSize: number): Promise<GamePage> => {
    const { games, pageNum, totalPages, totalCount } = await call(
      gamesApi.listHotGames(clients, { pageNo: page, pageSize }),
    );
    return { games: [...games], pageNum, totalPages, totalCount };
  };

  const gameCenter: ImplementationsOf<typeof gameCenterMachine> = {
    actors: {
      loadGames: fromPromise(async ({ input }) => loadGames(input)),
      loadCatalogue: fromPromise(async (): Promise<GameCatalogue> => {
        const categories = await call(gamesApi.listVendorCategories(clients));
        return { categories: categories.map((category) => ({ ...category, vendorNames: [...category.vendorNames] })) };
      }),
    },
    actions: { navigate },
  };

  const home: ImplementationsOf<typeof homeMachine> = {
    actors: {
      loadAnnouncements: fromPromise(async () =>
        call(contentApi.fetchAnnouncements(clients, HOME_ANNOUNCEMENTS_QUERY)),
      ),
      loadVendors: fromPromise(async (): Promise<VendorCategory[]> => {
        const categories = await call(gamesApi.listVendorCategories(clients));
        return categories.map((category) => ({ ...category, vendorNames: [...category.vendorNames] }));
      }),
      loadHotGames: fromPromise(async ({ input }) => hotGames(input.page, input.pageSize)),
      loadFavourites: fromPromise(async ({ input }): Promise<GamePage> => {
        const { list, pageNum, totalPages, totalCount } = await call(
          gamesApi.listFavourites(clients, { pageNo: input.page, pageSize: input.pageSize }),
        );
        return { games: [...list], pageNum, totalPages, totalCount };
      }),
      loadWinners: fromPromise(async ({ input }) => [
        ...(await call(gamesApi.listWinners(clients, { limitNum: input.limit }))),
      ]),
    },
    actions: { navigate },
  };

  const gameLaunch: ImplementationsOf<typeof gameLaunchMachine> = {
    actors: {
      startGame: fromPromise(async ({ input }: { input: GameStart }) => {
        const { url } = await call(
          gamesApi.launchGame(clients, {
            vassalage: input.vendor,
            ...(input.nodeId ? { nodeId: input.nodeId } : {}),
            ...(input.kind === 'launcher' ? { gameCode: input.gameCode } : {}),
            // The game's own way back returns to the page the player launched it from (docs/decisions.md).
            ...(typeof window === 'undefined'
              ? {}
              : { backUrl: `${window.location.pathname}${window.location.search}` }),
          }),
        );
        return url;
      }),
      recordRecentGame: fromPromise(async ({ input }) => {
        await call(gamesApi.addRecentGame(clients, input.nodeId, input.vendor));
      }),
    },
    // The same tab: the phone's back, or the game's own way back, returns to the page the game was launched from.
    actions: { navigate, openGame: (_: unknown, game: { address: string }) => context.openExternal(game.address) },
  };

  const notices: ImplementationsOf<typeof noticesMachine> = {
    actors: {
      loadNotices: fromPromise(async (): Promise<Notice[]> => call(contentApi.listNotices(clients))),
      markNoticesRead: fromPromise(async ({ input }) => {
        await Promise.all(input.ids.map((id) => call(contentApi.markAnnouncementRead(clients, id))));
      }),
      fetchUnreadCounts: fromPromise(async ({ input }) => {
        const [inbox, chat] = await Promise.all([
          call(memberApi.fetchInboxUnread(clients)),
          input.chat ? call(chatApi.fetchChatUnread(clients)) : Promise.resolve(undefined),
        ]);
        return chat === undefined ? { inbox } : { inbox, chat };
      }),
    },
  };

  const favourites: ImplementationsOf<typeof favouritesMachine> = {
    actors: {
      loadFavouriteIds: fromPromise(async (): Promise<(string | number)[]> => call(gamesApi.listFavouriteIds(clients))),
      addFavourite: fromPromise(async ({ input }) => {
        await call(gamesApi.addFavourite(clients, input.nodeId, input.vendor));
      }),
      removeFavourite: fromPromise(async ({ input }) => {
        await call(gamesApi.removeFavourite(clients, input.nodeId, input.vendor));
      }),
    },
    actions: { navigate },
  };

  const contracts: ImplementationsOf<typeof contractsMachine> = {
    actors: {
      fetchAwaitingContracts: fromPromise(awaitingContracts),
      respondToContract: fromPromise(async ({ input }) => {
        await call(
          agentApi.reviewContract(clients, input.contract.kind, input.contract.id, input.accept ? 'accept' : 'reject'),
        );
      }),
    },
  };

  const lobbyFilters: ImplementationsOf<typeof lobbyFiltersMachine> = { actions: { navigate } };

  const contractProposal: ImplementationsOf<typeof contractProposalMachine> = {
    actors: {
      listDownline: fromPromise(async () => [...(await call(agentApi.listDownline(clients)))]),
      fetchContracts: fromPromise(async ({ input }) => {
        const { proposed } = await call(agentApi.fetchContracts(clients, input.kind));
        return { proposed: [...proposed] };
      }),
      proposeContract: fromPromise(async ({ input }) =>
        call(agentApi.proposeContract(clients, input.kind, input.proposal)),
      ),
    },
  };

  const activity: ImplementationsOf<typeof activityMachine> = {
    actors: {
      loadPromotions: fromPromise(async () => {
        const [promotions, categories] = await Promise.all([
          call(contentApi.listPromotions(clients)),
          call(contentApi.listPromotionCategories(clients)),
        ]);
        return { promotions: [...promotions], categories: [...categories] };
      }),
    },
    actions: { navigate },
  };

  const promotionDetail: ImplementationsOf<typeof promotionDetailMachine> = {
    actors: {
      loadPromotion: fromPromise(async ({ input }) => {
        const promotion = (await call(contentApi.listPromotions(clients))).find(
          (item) => item.id === input.promotionId,
        );
        if (!promotion) throw new DomainFailure('resource.not.found');
        return promotion;
      }),
      applyForPromotion: fromPromise(async ({ input }) =>
        call(
          contentApi.applyForPromotion(clients, {
            promotionId: input.promotionId,
            ...(input.comment === '' ? {} : { comment: input.comment }),
            images: pickedFiles(input.images),
          }),
        ),
      ),
      claimPromotion: fromPromise(async ({ input }) => call(contentApi.claimPromotion(clients, input.promotionId))),
    },
    actions: { navigate },
  };

  const feedback: ImplementationsOf<typeof feedbackMachine> = {
    actors: {
      sendFeedback: fromPromise(async ({ input }) => {
        await call(memberApi.sendFeedback(clients, input.content, pickedFiles(input.images)));
      }),
    },
    actions: { navigate },
  };

  const helpCentre: ImplementationsOf<typeof helpCentreMachine> = {
    actors: {
      loadHelpTopics: fromPromise(async () => [...(await call(contentApi.fetchHelpCentre(clients)))]),
    },
  };

  const rankProgress: ImplementationsOf<typeof rankProgressMachine> = {
    actors: {
      fetchRankProgress: fromPromise(async () => call(memberApi.fetchRankProgress(clients))),
    },
  };

  const securityCentre: ImplementationsOf<typeof securityCentreMachine> = {
    actors: {
      loadOverview: fromPromise(async (): Promise<SecurityOverview> => {
        const [profile, hasPaymentPassword] = await Promise.all([
          call(memberApi.fetchMemberInfo(clients)),
          call(memberApi.hasWithdrawalPassword(clients)),
        ]);
        return { profile, hasPaymentPassword };
      }),
    },
  };

  const securityForm: ImplementationsOf<typeof securityFormMachine> = {
    actors: {
      prepareForm: fromPromise(async ({ input }) => {
        if (input.need === 'paymentPasswordState') {
          return { hasPaymentPassword: await call(memberApi.hasWithdrawalPassword(clients)) };
        }
        const rule = (await call(registrationApi.fetchRegisterValidation(clients)))[input.field];
        return rule ? { rule } : {};
      }),
      saveChange: fromPromise(async ({ input }) => {
        switch (input.form) {
          case 'nickname':
            await call(memberApi.setNickname(clients, input.payload.nickname));
            break;
          case 'email':
            await call(memberApi.setEmail(clients, input.payload.email));
            break;
          case 'payeeName':
            await call(memberApi.setPayeeName(clients, input.payload.payeeName));
            break;
          case 'paymentPassword':
            await call(memberApi.setPaymentPassword(clients, input.payload));
            return;
          case 'paymentPasswordReset':
            await call(memberApi.resetPaymentPassword(clients, input.payload));
            return;
        }
        // The session shows the member as the gateway now has them; a failed read leaves the change saved.
        const member = await call(memberApi.fetchMemberInfo(clients)).catch(() => undefined);
        if (member) sessionFeed.memberUpdated(member);
      }),
    },
    actions: { navigate },
  };

  return {
    session,
    systemStatus,
    login,
    recovery,
    changePassword,
    logout,
    freePlay,
    smsCode,
    registration,
    gameCenter,
    home,
    gameLaunch,
    notices,
    favourites,
    contracts,
    contractProposal,
    lobbyFilters,
    activity,
    promotionDetail,
    feedback,
    helpCentre,
    rankProgress,
    securityCentre,
    securityForm,
  };
}

export type MachineImplementations = ReturnType<typeof createMachineImplementations>;
