import type { SessionTypeWire as WireSessionType } from './contract.ts';

/**
 * The business constants and limits of the specification, with the readings that
 * product decisions settled. Every timing is in milliseconds unless its name says otherwise.
 */

// --- Access and account ---

export const DEFAULT_LANGUAGE = 'MS';

/** Gateway values sent as the Device header; a standalone home-screen app sends OTHERS instead. */
export const DEVICE = { WEB: 1, MOBILE: 3, STANDALONE: 'OTHERS' } as const;
export type Device = (typeof DEVICE)[keyof typeof DEVICE];

/** The SMS resend countdown runs to the server's expiry; this is what it shows first and how often it re-checks. */
export const SMS_COUNTDOWN_INITIAL_SECONDS = 60;
export const SMS_TICK_MS = 500;

export const CAPTCHA_MAX_LENGTH = 6;
export const CAPTCHA_MIN_LENGTH = 4;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 255;
/**
 * A new password (registration, change, set by phone or by a reset link) is 8 to 64 characters counted in code points,
 * of any characters (src/passwordPolicy.ts; OWASP ASVS 5.0 6.2.1 and 6.2.9).
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 64;

/** Registration always sends type 0. */
export const REGISTRATION_TYPE = 0;

export const AGE_THRESHOLDS = [18, 21] as const;
export type AgeThreshold = (typeof AGE_THRESHOLDS)[number];
export const DEFAULT_AGE_THRESHOLD: AgeThreshold = 18;

/** Session types, as the contract lists them: 0 member, 1 and 2 member-agents, 4 trial, 40/41/42 agent-only accounts. */
export type SessionType = WireSessionType;
export const TRIAL_SESSION_TYPE = 4;
/** Types that are not agents: the agency-centre entry is hidden from them. */
export const NON_AGENT_TYPES: readonly SessionType[] = [0, 4, 40];
/** Types never prompted to review a contract. */
export const CONTRACT_EXEMPT_TYPES: readonly SessionType[] = [4, 40, 41, 42];
/** A login on the member side: a trial session (4) comes only through free play, never through a login. */
export const MEMBER_SIDE_TYPES: readonly SessionType[] = [0, 1, 2];
export const AGENT_SIDE_TYPES: readonly SessionType[] = [1, 2, 40, 41, 42];
export const FREE_PLAY_ALLOWED_TYPES: readonly SessionType[] = [0, 1, 2];

export const LOGOUT_LOADING_MAX_MS = 9999;

export const TOAST_MS = {
  loading: 10_000,
  loadingLong: 15_000,
  success: 1_000,
  successLong: 1_500,
  copy: 2_000,
  short: 3_000,
  long: 8_000,
} as const;

export const PASSWORD_CHANGE_REDIRECT_MS = 1_000;
export const EMAIL_RECOVERY_CONFIRMATION_MS = 1_000;
export const LANGUAGE_REVALIDATION_DEBOUNCE_MS = 200;
export const ANNOUNCEMENT_READ_THROTTLE_MS = 150;
export const UNREAD_COUNT_THROTTLE_MS = 250;
export const FOOTER_UNREAD_CAP = 99;
export const PAGE_TRANSITION_MS = 300;
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const POPUP_SWIPE_THRESHOLD_PX = 60;
export const DIALOG_MASK_GUARD_MS = 300;
export const POPUP_ANIMATION_MS = [200, 300] as const;
export const POPUP_SLIDE_MS = 400;
/** Popup HTML is written for a legacy root of this many pixels: N px is N/100 of that root (docs/decisions.md). */
export const POPUP_PX_PER_REM = 100;
export const BIRTHDAY_MIN_YEAR = 1900;
export const IOS_RECOMMENDED_VERSION = '12.4';
export const IOS_PROFILE_INSTRUCTIONS_FROM_MAJOR = 17;
export const FOOTER_COPYRIGHT_YEAR = 2024;

// --- Content and play ---

export const GAME_PAGE_SIZE = 18;
export const HOT_GAMES_PAGE_SIZE = 60;
export const FAVOURITES_PAGE_SIZE = 18;
/** Home fetches favourites in one page of 100 (the other view's 200 is not used). */
export const FAVOURITES_HOME_PAGE_SIZE = 100;
export const RECENT_PAGE_SIZE = 18;

export const WINNERS_FETCH_LIMIT = 20;
export const WINNERS_BIG_WINS = 10;
export const WINNERS_PER_ROW = 2;
/** The winners board scrolls vertically when it has more rows than this. */
export const WINNERS_SCROLL_ABOVE_ROWS = 3;

export const BANNER_AUTOPLAY_MS = 4_000;
export const BANNER_SPEED_MS = 600;
/** A banner swipe changes the slide beyond this distance; the documents give none, so the pop-up carousel's is used. */
export const BANNER_SWIPE_THRESHOLD_PX = 60;
/** The banner carousel loops only when it has at least this many banners. */
export const BANNER_LOOP_MIN_COUNT = 2;

export const JACKPOT = {
  /** The counting view starts between these and adds an increment every few seconds. */
  counterStart: { min: 1.2e9, max: 1.3e9 },
  counterIntervalsMs: [3_000, 4_000, 5_000],
  counterIncrement: { min: 10_000, max: 50_000 },
  /** The home view shows one random value in this range, with one decimal and the currency symbol. */
  home: { min: 20_000_000, max: 30_000_000, decimals: 1 },
} as const;

/** The footer's social links, in the order they show; each only when the merchant has a link for it. */
export const SOCIAL_LINK_TYPES = ['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM'] as const;
export type SocialLinkType = (typeof SOCIAL_LINK_TYPES)[number];

export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const IN_HOUSE_VENDORS = ['BGS'] as const;
export const LOTTERY_LAUNCH_VENDOR_TYPES = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
/** Lottery types have no favourite toggle and stay out of the filter menu. */
export const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'] as const;

export const LANGUAGE_RELOAD_DEBOUNCE_MS = 250;
export const LOADING_TIMEOUT_MS = 10_000;
export const TILE_THEME_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export { STORAGE_KEYS } from './storageKeys.ts';

/** The product has one theme; it is stored as dark. */
export const THEME = 'dark';

export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const ACTIVITY_STATES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in process',
  'joined',
  'coming soon',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const ACTIVITY_COMMENT_MAX_LENGTH = 140;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_IMAGE_MAX_COUNT = 3;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Feedback length in words: the documents give a range without numbers; these match the gateway's feedback.length. */
export const FEEDBACK_MIN_WORDS = 3;
export const FEEDBACK_MAX_WORDS = 300;

/** /m/activity?id= opens that promotion this long after the list has loaded, once the page has laid it out. */
export const ACTIVITY_OPEN_DELAY_MS = 500;

/** A contract's rate is a percentage: of valid turnover for wages, of net loss for dividends. */
export const CONTRACT_RATE_MAX_PERCENT = 100;
