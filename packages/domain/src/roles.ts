import {
  AGENT_SIDE_TYPES,
  CONTRACT_EXEMPT_TYPES,
  FREE_PLAY_ALLOWED_TYPES,
  MEMBER_SIDE_TYPES,
  NON_AGENT_TYPES,
  type SessionType,
  TRIAL_SESSION_TYPE,
} from './constants.ts';
import type { LoginPayload } from './contract.ts';
import { NOT_AGENT, NOT_MEMBER } from './errorCode.ts';

/** Which login page a person used: the player site, or the agent page (/m/agent); the login payload's `side`. */
export type LoginSide = NonNullable<LoginPayload['side']>;

/**
 * Who may log in where (docs/product.md, "Session types"): a login on the member side takes 0, 1 and 2 (a trial session
 * comes through free play, never a login), the agent
 * side 1, 2, 40, 41, 42. The answer is the error code whose text the screen shows, or undefined when allowed.
 */
export function loginRefusal(side: LoginSide, type: number): typeof NOT_MEMBER | typeof NOT_AGENT | undefined {
  if (side === 'agent') return (AGENT_SIDE_TYPES as readonly number[]).includes(type) ? undefined : NOT_AGENT;
  return (MEMBER_SIDE_TYPES as readonly number[]).includes(type) ? undefined : NOT_MEMBER;
}

/** A login the gateway refused for its user name or password (`login.failed`). */
export const LOGIN_FAILED = 'login.failed';
/** The agent page's words for the same refusal: "Incorrect agent information". */
export const AGENT_INFO_INCORRECT = 'agent.info.incorrect';

/**
 * The error a login form shows for a refused attempt: on the agent page a wrong user name or password reads
 * "Incorrect agent information"; every other code, and every code on the player site, as it came.
 */
export function loginFailureOn(side: LoginSide, code: string): string {
  return side === 'agent' && code === LOGIN_FAILED ? AGENT_INFO_INCORRECT : code;
}

/** The free-play check: 0, 1 and 2 pass; anything else is answered with the free_reject message. */
export function freePlayCheck(type: number): 'ok' | 'free_reject' {
  return (FREE_PLAY_ALLOWED_TYPES as readonly number[]).includes(type) ? 'ok' : 'free_reject';
}

export function isTrial(type: number): boolean {
  return type === TRIAL_SESSION_TYPE;
}

/** The agency-centre entry shows to every type but 0, 4 and 40. */
export function showsAgencyCentre(type: SessionType): boolean {
  return !NON_AGENT_TYPES.includes(type);
}

/** Contract prompts are skipped for 4, 40, 41 and 42 and shown to the rest when a contract awaits review. */
export function promptsContracts(type: number): boolean {
  return !(CONTRACT_EXEMPT_TYPES as readonly number[]).includes(type);
}

/** Trial accounts skip read state: their notices are never marked read and their unread counts are not fetched. */
export function tracksReadState(type: SessionType | undefined): boolean {
  return type !== undefined && !isTrial(type);
}
