import type {
  Captcha,
  Contract,
  GameList,
  GameWire,
  LoginValue,
  MemberInfoWire,
  NoticeWire,
  VendorCategoryWire,
  WalletWire,
} from './contract.ts';

/**
 * The entities the machines take and answer. Wire shapes come from the contract's generated types (a types-only
 * dependency on @wl/api), so a contract change that breaks a machine fails typecheck here rather than at run time.
 * Each entity keeps only the fields the domain reads: an actor may answer the gateway's value as it is.
 */

/** The login call's answer value. */
export type LoginResult = Pick<LoginValue, 'token' | 'userName' | 'type' | 'firstTimeLogin'>;

/**
 * MC_SESSION_INFO: what the browser keeps of a session. A trial session carries its own merchant code and the trial
 * user's name (kept in session storage as trialName).
 */
export interface SessionInfo extends LoginResult {
  merchantCode: string;
  trialName?: string;
}

export type MemberInfo = Pick<MemberInfoWire, 'id' | 'nickname' | 'account' | 'type' | 'avatarUrl' | 'vipLabel'>;

export type Wallet = Pick<WalletWire, 'sumBalance' | 'currency' | 'currencySymbol'>;

/** A contract a downline member is asked to review (daily wage, hourly wage or dividend), with its terms. */
export type AwaitingContract = Pick<Contract, 'id' | 'kind' | 'agent' | 'rate' | 'threshold' | 'period' | 'proposedAt'>;

/** The remembered login record, as the app keeps it (sealed on the device, never readable in storage). */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}

export type Game = Pick<GameWire, 'nodeId' | 'vassalage' | 'gameType' | 'gameName' | 'gameId'> &
  Partial<Pick<GameWire, 'gameCode' | 'iconUrl' | 'supportPlay'>>;

export type GamePage = Pick<GameList, 'pageNum' | 'totalPages'> & { games: Game[]; totalCount?: number };

type VendorName = VendorCategoryWire['vendorNames'][number];

export type Vendor = Pick<VendorName, 'vassalage' | 'displayName'> & Partial<Pick<VendorName, 'isHot'>>;

export type VendorCategory = Pick<VendorCategoryWire, 'gameCategory'> & {
  vendorNames: Vendor[];
} & Partial<Pick<VendorCategoryWire, 'gameClassify' | 'listType'>>;

export type Notice = Pick<NoticeWire, 'id' | 'title' | 'content' | 'startDate' | 'read'>;

/** A captcha as the gateway draws it: a base64 PNG and the id its answer goes back with. */
export type CaptchaImage = Pick<Captcha, 'image' | 'captchaId'>;
