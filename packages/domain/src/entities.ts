import type { SessionType } from './constants.ts';

/**
 * The entities of both documents' section 3, as the domain's actors take and answer them. The app's actors adapt
 * the gateway's answers to these shapes; the machines depend on nothing else.
 */

/** MC_SESSION_INFO: a trial session carries its own merchant code and the trial user's name. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: SessionType;
  firstTimeLogin: boolean;
  /** Kept in session storage as trialName for trial (type 4) sessions. */
  trialName?: string;
}

/** The login call's answer value. */
export interface LoginResult {
  token: string;
  userName: string;
  type: SessionType;
  firstTimeLogin: boolean;
}

export interface MemberInfo {
  id: string;
  nickname: string;
  account: string;
}

export interface Wallet {
  sumBalance: number;
}

/** A contract a downline member is asked to review (daily wage, hourly wage or dividend). */
export interface AwaitingContract {
  id: string;
  kind: 'daily' | 'hourly' | 'dividend';
}

/** The remembered login record, as the app keeps it (the password sealed, never readable). */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}

export interface Game {
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameName: string;
  gameId: string;
  gameCode?: string;
  iconUrl?: string;
  /** Whether the game may be played by a trial (free-play) account. */
  freeplay?: boolean;
}

export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount?: number;
}

export interface Vendor {
  vassalage: string;
  displayName: string;
  isHot?: boolean;
}

export interface VendorCategory {
  gameCategory: string;
  vendorNames: Vendor[];
  gameClassify?: string[];
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  startDate: string;
  read: boolean;
}

/** A captcha as the gateway draws it: a base64 PNG and the id its answer goes back with. */
export interface CaptchaImage {
  image: string;
  captchaId: string;
}
