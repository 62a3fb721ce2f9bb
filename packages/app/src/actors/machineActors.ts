import {
  changePasswordActors,
  freePlayActors,
  loginActors,
  logoutActors,
  recoveryActors,
  registrationActors,
  smsCodeActors,
} from './accessActors.ts';
import type { ActorContext, SmsPurpose } from './actorContext.ts';
import {
  activityActors,
  feedbackActors,
  helpCentreActors,
  noticesActors,
  promotionDetailActors,
} from './contentActors.ts';
import { favouritesActors, gameCenterActors, gameLaunchActors, homeActors } from './gameActors.ts';
import {
  contractProposalActors,
  rankProgressActors,
  securityCentreActors,
  securityFormActors,
} from './memberActors.ts';
import { contractsActors, lobbyFiltersActors, sessionActors, systemStatusActors } from './sessionActors.ts';

export * from './accessActors.ts';
export type { ActorContext, ImplementationsOf, SmsPurpose } from './actorContext.ts';
export * from './contentActors.ts';
export * from './gameActors.ts';
export * from './memberActors.ts';
export * from './sessionActors.ts';

/**
 * Every machine's actors and actions at once, each sending one call (or a few) over @wl/api and answering the
 * domain's shape or rejecting with the domain's error code. Storage, navigation and the browser go through the
 * adapters in the context; nothing here decides a rule. The apps' screens do not use this: each hook builds its own
 * machine's with that machine's factory, so a screen's chunk carries only its own calls and schemas. For tests and
 * for a white-label app that wants them all.
 */
export function createMachineImplementations(context: ActorContext) {
  return {
    session: sessionActors(context),
    systemStatus: systemStatusActors(context),
    login: loginActors(context),
    recovery: recoveryActors(context),
    changePassword: changePasswordActors(context),
    logout: logoutActors(context),
    freePlay: freePlayActors(context),
    smsCode: (purpose: SmsPurpose) => smsCodeActors(context, purpose),
    registration: registrationActors(context),
    gameCenter: gameCenterActors(context),
    home: homeActors(context),
    gameLaunch: gameLaunchActors(context),
    notices: noticesActors(context),
    favourites: favouritesActors(context),
    contracts: contractsActors(context),
    contractProposal: contractProposalActors(context),
    lobbyFilters: lobbyFiltersActors(context),
    activity: activityActors(context),
    promotionDetail: promotionDetailActors(context),
    feedback: feedbackActors(context),
    helpCentre: helpCentreActors(context),
    rankProgress: rankProgressActors(context),
    securityCentre: securityCentreActors(context),
    securityForm: securityFormActors(context),
  };
}

export type MachineImplementations = ReturnType<typeof createMachineImplementations>;
