import type { PatternId } from '@wl/domain/contract';
import { artUrl } from '../routes/art.ts';
import { hashPasswordSync } from '../security/passwords.ts';
import type { Database } from './database.ts';
import { transaction } from './database.ts';

export const DEMO_MERCHANT = 'DEMO';

/**
 * Fixed so that two seeds of an empty database hold the same rows (ids, names, dates). Early enough that every
 * seeded item has started on any machine's clock; the promotions that end do so in 2027 and 2028.
 */
const SEED_EPOCH = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

/** Every white-label module id of the access document (section 6) and the calls' module ids: all on for DEMO. */
export const MODULE_SWITCHES = [
  'AFFMAN3',
  'AGEINFO3',
  'BETREP3',
  'CAPTCHA3',
  'CBS3',
  'CHNGPASSVERIF3',
  'COMM3',
  'DAILYSALCONT3',
  'DIVCONT3',
  'FEEDBACK3',
  'FREEPLAY3',
  'GCSGAME3',
  'GCSLOTT3',
  'HOURSALCONT3',
  'MANPLAYREB3',
  'MOBILENUMPASSREG3',
  'MOBILENUMREG3',
  'PERSREP3',
  'PTSYS3',
  'REG3',
  'REGMOBVERF3',
  'REWCEN3',
  'SECPRIV3',
  'TRANSBETREPMEM3',
  'TRANSREC3',
] as const;

export const TEMPLATE_SWITCHES = { mem_cen: '1', dep_func: '1' } as const;

/** Registration fields: [field, enabled, required, min, max, patternId]. Every optional field is on for DEMO. */
const REGISTRATION_FIELDS: readonly [string, boolean, boolean, number, number, PatternId][] = [
  ['username', true, true, 4, 16, 'username'],
  ['password', true, true, 8, 64, 'password'],
  ['confirmPassword', true, true, 8, 64, 'password'],
  ['mobileNum', true, false, 6, 20, 'digits'],
  ['verificationCode', true, false, 4, 10, 'digits'],
  ['paymentPassword', true, false, 6, 6, 'digits'],
  ['affiliateCode', true, false, 4, 20, 'alphanumeric'],
  ['recommenderId', true, false, 4, 16, 'alphanumeric'],
  ['nickname', true, false, 2, 20, 'name'],
  ['payeeName', true, false, 2, 50, 'name'],
  ['email', true, false, 6, 255, 'email'],
  ['idNumber', true, false, 6, 20, 'alphanumeric'],
  ['qqNum', true, false, 5, 12, 'digits'],
  ['facebook', true, false, 2, 50, 'handle'],
  ['wechat', true, false, 2, 50, 'handle'],
  ['line', true, false, 2, 50, 'handle'],
  ['whatsapp', true, false, 6, 20, 'handle'],
  ['zalo', true, false, 6, 20, 'handle'],
  ['birthday', true, false, 10, 10, 'date'],
  ['captcha', true, true, 4, 6, 'digits'],
];

/** Merchant settings beyond the switches; social login stays off because the gateway has no social provider. */
export const MERCHANT_SETTINGS = {
  mobileCodeLogin: '1',
  mailPasswordRecovery: '1',
  vip: '1',
  'socialLogin.facebook': '0',
  'socialLogin.google': '0',
  defaultDialingCode: '+60',
  currencySymbol: 'RM',
  // The gateway's own origin and the same pictures under /art/mirror: two CDNs to pick from (routes/art.ts).
  imageCdns: '/ /art/mirror',
} as const;

interface VendorSeed {
  vassalage: string;
  displayName: string;
  category: string;
  gameType: string;
  games: number;
  classify?: readonly string[];
  hot?: boolean;
}

const SLOT_CLASSIFY = ['SLOT', 'TABLE', 'ARCADE', 'JACKPOT'] as const;

/** 38 vendors over every family; the e-sports, cockfight and in-house names are the ones the documents give. */
export const VENDORS: readonly VendorSeed[] = [
  { vassalage: 'PG', displayName: 'PG Soft', category: 'RNG', gameType: 'RNG', games: 55, hot: true },
  { vassalage: 'JILI', displayName: 'JILI', category: 'RNG', gameType: 'RNG', games: 55, hot: true },
  { vassalage: 'PP', displayName: 'Pragmatic Play', category: 'RNG', gameType: 'RNG', games: 55, hot: true },
  { vassalage: 'JDB', displayName: 'JDB', category: 'RNG', gameType: 'RNG', games: 55 },
  { vassalage: 'SPADE', displayName: 'Spadegaming', category: 'RNG', gameType: 'RNG', games: 55 },
  { vassalage: 'HABA', displayName: 'Habanero', category: 'RNG', gameType: 'RNG', games: 55 },
  { vassalage: 'CQ9', displayName: 'CQ9', category: 'RNG', gameType: 'RNG', games: 55 },
  { vassalage: 'NLC', displayName: 'Nolimit City', category: 'RNG', gameType: 'RNG', games: 55 },
  { vassalage: 'FC', displayName: 'Fa Chai', category: 'FISH', gameType: 'FISH', games: 10, hot: true },
  { vassalage: 'KA', displayName: 'KA Gaming', category: 'FISH', gameType: 'FISH', games: 10 },
  { vassalage: 'YL', displayName: 'Youlian', category: 'FISH', gameType: 'FISH', games: 10 },
  { vassalage: 'EVO', displayName: 'Evolution', category: 'LIVE', gameType: 'LIVE', games: 8, hot: true },
  { vassalage: 'SEXY', displayName: 'Sexy Baccarat', category: 'LIVE', gameType: 'LIVE', games: 8 },
  { vassalage: 'SA', displayName: 'SA Gaming', category: 'LIVE', gameType: 'LIVE', games: 8 },
  { vassalage: 'DG', displayName: 'Dream Gaming', category: 'LIVE', gameType: 'LIVE', games: 8 },
  { vassalage: 'WM', displayName: 'WM Casino', category: 'LIVE', gameType: 'LIVE', games: 8 },
  { vassalage: 'KY', displayName: 'Kaiyuan', category: 'PVP', gameType: 'PVP', games: 12, hot: true },
  { vassalage: 'V8', displayName: 'V8 Poker', category: 'PVP', gameType: 'PVP', games: 12 },
  { vassalage: 'LEG', displayName: 'Legend Poker', category: 'PVP', gameType: 'PVP', games: 12 },
  { vassalage: 'SABA', displayName: 'SABA Sports', category: 'SPORTS', gameType: 'SPORTS', games: 1, hot: true },
  { vassalage: 'CMD', displayName: 'CMD368', category: 'SPORTS', gameType: 'SPORTS', games: 1 },
  { vassalage: 'BTI', displayName: 'BTi Sports', category: 'SPORTS', gameType: 'SPORTS', games: 1 },
  { vassalage: 'AV', displayName: 'AV E-sports', category: 'ESPORTS', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'AI', displayName: 'AI E-sports', category: 'ESPORTS', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'IMES', displayName: 'IM E-sports', category: 'ESPORTS', gameType: 'ESPORTS', games: 1, hot: true },
  { vassalage: 'TF', displayName: 'TF Gaming', category: 'ESPORTS', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'IA', displayName: 'IA E-sports', category: 'ESPORTS', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', category: 'LOTT', gameType: 'LOTT', games: 6 },
  { vassalage: 'TCG_SEA', displayName: 'TCG SEA', category: 'LOTT', gameType: 'LOTT', games: 6 },
  { vassalage: 'GPK', displayName: 'GPK Lottery', category: 'ELOTT', gameType: 'ELOTT', games: 6 },
  { vassalage: 'VR', displayName: 'VR Lottery', category: 'ELOTT', gameType: 'ELOTT', games: 6 },
  { vassalage: 'SV3', displayName: 'SV388', category: 'COCKFIGHT', gameType: 'SPORTS', games: 1, hot: true },
  { vassalage: 'DS88', displayName: 'DS88', category: 'COCKFIGHT', gameType: 'SPORTS', games: 1 },
  { vassalage: 'DIG', displayName: 'Digmaan', category: 'COCKFIGHT', gameType: 'SPORTS', games: 1 },
  { vassalage: 'WGB', displayName: 'WGB Sabong', category: 'COCKFIGHT', gameType: 'SPORTS', games: 1 },
  { vassalage: 'WS168', displayName: 'WS168', category: 'COCKFIGHT', gameType: 'SPORTS', games: 1 },
  { vassalage: 'BGS', displayName: 'BGS In-house', category: 'INHOUSE', gameType: 'RNG', games: 20, hot: true },
  {
    vassalage: 'BNG',
    displayName: 'Bingo Plus',
    category: 'BINGO',
    gameType: 'RNG',
    games: 12,
    classify: ['BG'],
  },
];

/** Menu order; list-type categories show a game list, the others a vendor grid. */
export const GAME_CATEGORIES: readonly [code: string, name: string, listType: boolean][] = [
  ['RNG', 'Slots', true],
  ['COCKFIGHT', 'Cockfight', false],
  ['FISH', 'Fishing', true],
  ['LIVE', 'Live Casino', false],
  ['PVP', 'Poker', true],
  ['SPORTS', 'Sports', false],
  ['ESPORTS', 'E-sports', false],
  ['LOTT', 'Lottery', false],
  ['ELOTT', 'E-lottery', false],
  ['INHOUSE', 'In-house', true],
  ['BINGO', 'Bingo', true],
];

export const PROMOTION_CATEGORIES = [
  'LOGIN',
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'TICKET',
  'REFERRAL',
] as const;

/**
 * The demo help topics in Malay and Chinese, by tag: [title, content] (a group's content is its title). The topics'
 * own texts, in the seed below, are English.
 */
const HELP_TRANSLATIONS: Record<'ms' | 'cn', Record<string, readonly [string, string?]>> = {
  ms: {
    account: ['Akaun'],
    register: ['Bagaimana saya mendaftar?', '<p>Ketik Daftar, isi borang dan terima terma.</p>'],
    'forgot-password': ['Saya terlupa kata laluan', '<p>Gunakan Lupa kata laluan dengan telefon atau e-mel anda.</p>'],
    security: ['Menjaga akaun anda selamat', '<p>Jangan sekali-kali kongsi kata laluan atau kod SMS anda.</p>'],
    deposit: ['Deposit'],
    'deposit-methods': ['Kaedah deposit', '<p>Perbankan dalam talian, e-dompet dan baucar.</p>'],
    'deposit-time': ['Berapa lama deposit mengambil masa?', '<p>Kebanyakan deposit dikreditkan dalam seminit.</p>'],
    withdrawal: ['Pengeluaran'],
    'withdraw-how': ['Bagaimana saya mengeluarkan wang?', '<p>Tambah kad bank, kemudian minta pengeluaran.</p>'],
    'withdraw-limits': ['Had pengeluaran', '<p>Had bergantung pada tahap VIP anda.</p>'],
    games: ['Permainan'],
    'free-play': ['Bolehkah saya bermain secara percuma?', '<p>Ya, cuba main percuma dari skrin log masuk.</p>'],
    fairness: ['Adakah permainan adil?', '<p>Semua pembekal diperakui oleh makmal bebas.</p>'],
  },
  cn: {
    account: ['账户'],
    register: ['如何注册？', '<p>点击注册，填写表格并接受条款。</p>'],
    'forgot-password': ['我忘记了密码', '<p>使用忘记密码，通过手机或电子邮件找回。</p>'],
    security: ['保护您的账户安全', '<p>切勿分享您的密码或短信验证码。</p>'],
    deposit: ['存款'],
    'deposit-methods': ['存款方式', '<p>网上银行、电子钱包和充值券。</p>'],
    'deposit-time': ['存款需要多长时间？', '<p>大多数存款在一分钟内到账。</p>'],
    withdrawal: ['提款'],
    'withdraw-how': ['如何提款？', '<p>添加银行卡，然后申请提款。</p>'],
    'withdraw-limits': ['提款限额', '<p>限额取决于您的VIP等级。</p>'],
    games: ['游戏'],
    'free-play': ['可以免费玩吗？', '<p>可以，在登录页面试玩。</p>'],
    fairness: ['游戏公平吗？', '<p>所有供应商均经过独立实验室认证。</p>'],
  },
};

/**
 * The demo's notices, pop-ups, hot news, agent notices and promotions in Malay and Chinese, by type and English
 * title: [title, content HTML]. Their own texts, in the seed below, are English; a banner has no text.
 */
const ANNOUNCEMENT_TRANSLATIONS: Record<'ms' | 'cn', Record<string, readonly [string, string]>> = {
  ms: {
    'PL Welcome to the demo site': [
      'Selamat datang ke laman demo',
      '<p>Nikmati <b>600+</b> permainan daripada lebih 30 pembekal.</p>',
    ],
    'PL Scheduled maintenance': [
      'Penyelenggaraan berjadual',
      '<p>Slot daripada PG Soft akan diselenggara pada hari Selasa 02:00-04:00 (GMT+8).</p>',
    ],
    'PL New providers': ['Pembekal baharu', '<p>Sabung ayam kini tersedia: SV388, DS88, Digmaan, WGB dan WS168.</p>'],
    'PL Deposit methods': [
      'Kaedah deposit',
      '<p>Perbankan dalam talian dan e-dompet kini dikreditkan dalam masa 1 minit.</p>',
    ],
    'PL Responsible gaming': [
      'Permainan bertanggungjawab',
      '<p>Tetapkan had anda di pusat keselamatan. Bermain untuk keseronokan.</p>',
    ],
    'PL Weekend cash back': [
      'Pulangan tunai hujung minggu',
      '<p>Terima pulangan tunai sehingga <i>1.2%</i> setiap hujung minggu.</p>',
    ],
    'PL App download': [
      'Muat turun aplikasi',
      '<p>Pasang aplikasi kami untuk akses lebih pantas dan pemberitahuan.</p>',
    ],
    'PL Beware of scams': [
      'Awas penipuan',
      '<p>Kakitangan kami tidak akan sekali-kali meminta kata laluan atau kod SMS anda.</p>',
    ],
    'PL E-sports season': [
      'Musim e-sukan',
      '<p>Bertaruh pada musim e-sukan baharu bersama IM E-sports dan TF Gaming.</p>',
    ],
    'PL Holiday opening hours': [
      'Waktu operasi musim cuti',
      '<p>Khidmat pelanggan beroperasi 24/7 sepanjang musim cuti.</p>',
    ],
    'PU Welcome bonus': ['Bonus alu-aluan', '<p style="font-size:28px">Tuntut bonus alu-aluan <b>100%</b>.</p>'],
    'PU Refer a friend': ['Rujuk rakan', '<p style="font-size:24px">Jemput rakan dan raih ganjaran.</p>'],
    'H Hot: champions league': ['Hangat: liga juara-juara', '<p>Odds langsung untuk setiap perlawanan.</p>'],
    'A Agent commission update': [
      'Kemas kini komisen ejen',
      '<p>Jadual komisen untuk bulan hadapan telah diterbitkan.</p>',
    ],
    'A Agent training': ['Latihan ejen', '<p>Sertai latihan ejen dalam talian pada hari Jumaat.</p>'],
    'PR Daily login reward': ['Ganjaran log masuk harian', '<p>Log masuk setiap hari untuk mengumpul mata.</p>'],
    'PR First deposit bonus': [
      'Bonus deposit pertama',
      '<p>Bonus 100% untuk deposit pertama anda, sehingga MYR 500.</p>',
    ],
    'PR Lucky draw': ['Cabutan bertuah', '<p>Setiap deposit MYR 100 memberi satu tiket cabutan.</p>'],
    'PR VIP upgrade bonus': ['Bonus naik taraf VIP', '<p>Kumpul bonus pada setiap tahap VIP yang anda capai.</p>'],
    'PR Weekly missions': ['Misi mingguan', '<p>Selesaikan misi dan tuntut ganjaran secara manual.</p>'],
    'PR Ticket tournament': ['Kejohanan tiket', '<p>Gunakan tiket anda dalam kejohanan slot mingguan.</p>'],
    'PR Refer a friend': ['Rujuk rakan', '<p>Dapatkan 10% daripada deposit pertama rakan anda.</p>'],
    'PR Cash back on live casino': [
      'Pulangan tunai kasino langsung',
      '<p>Pulangan tunai sehingga 1% untuk kasino langsung, dibayar setiap hari.</p>',
    ],
    'PR Lunar New Year red packets': [
      'Angpau Tahun Baharu Cina',
      '<p>Angpau untuk setiap pemain. Permohonan telah ditutup.</p>',
    ],
    'PR Live casino turnover challenge': [
      'Cabaran pusing ganti kasino langsung',
      '<p>Capai pusing ganti MYR 10,000 dalam seminggu untuk bonus MYR 88.</p>',
    ],
    'PR Mid-autumn mooncake festival': [
      'Pesta kuih bulan',
      '<p>Kumpul kuih bulan dalam permainan memancing untuk memenangi hadiah.</p>',
    ],
  },
  cn: {
    'PL Welcome to the demo site': ['欢迎来到演示站点', '<p>畅玩来自30多家供应商的<b>600+</b>款游戏。</p>'],
    'PL Scheduled maintenance': ['计划维护', '<p>PG Soft 老虎机将于周二 02:00-04:00（GMT+8）进行维护。</p>'],
    'PL New providers': ['新供应商', '<p>斗鸡上线：SV388、DS88、Digmaan、WGB 和 WS168。</p>'],
    'PL Deposit methods': ['存款方式', '<p>网上银行和电子钱包现在1分钟内到账。</p>'],
    'PL Responsible gaming': ['理性游戏', '<p>在安全中心设置您的限额。娱乐为主。</p>'],
    'PL Weekend cash back': ['周末返现', '<p>每个周末可获得高达<i>1.2%</i>的返现。</p>'],
    'PL App download': ['下载应用', '<p>安装我们的应用，访问更快并接收通知。</p>'],
    'PL Beware of scams': ['谨防诈骗', '<p>我们的工作人员绝不会索要您的密码或短信验证码。</p>'],
    'PL E-sports season': ['电竞赛季', '<p>通过 IM E-sports 和 TF Gaming 投注全新电竞赛季。</p>'],
    'PL Holiday opening hours': ['假期服务时间', '<p>假期期间客服全天候在线。</p>'],
    'PU Welcome bonus': ['迎新奖金', '<p style="font-size:28px">领取<b>100%</b>迎新奖金。</p>'],
    'PU Refer a friend': ['推荐好友', '<p style="font-size:24px">邀请好友，赢取奖励。</p>'],
    'H Hot: champions league': ['热门：欧冠联赛', '<p>每场比赛实时赔率。</p>'],
    'A Agent commission update': ['代理佣金更新', '<p>下月佣金表已发布。</p>'],
    'A Agent training': ['代理培训', '<p>欢迎参加周五的在线代理培训。</p>'],
    'PR Daily login reward': ['每日登录奖励', '<p>每天登录即可累积积分。</p>'],
    'PR First deposit bonus': ['首存奖金', '<p>首次存款可获100%奖金，最高 MYR 500。</p>'],
    'PR Lucky draw': ['幸运抽奖', '<p>每存款 MYR 100 可获得一张抽奖券。</p>'],
    'PR VIP upgrade bonus': ['VIP晋级奖金', '<p>每达到一个VIP等级即可领取奖金。</p>'],
    'PR Weekly missions': ['每周任务', '<p>完成任务并手动领取奖励。</p>'],
    'PR Ticket tournament': ['门票锦标赛', '<p>在每周老虎机锦标赛中使用您的门票。</p>'],
    'PR Refer a friend': ['推荐好友', '<p>获得好友首存金额的10%。</p>'],
    'PR Cash back on live casino': ['真人娱乐场返现', '<p>真人娱乐场最高1%返现，每日派发。</p>'],
    'PR Lunar New Year red packets': ['农历新年红包', '<p>每位玩家都有红包。申请已截止。</p>'],
    'PR Live casino turnover challenge': [
      '真人娱乐场流水挑战',
      '<p>一周内流水达到 MYR 10,000 即可获得 MYR 88 奖金。</p>',
    ],
    'PR Mid-autumn mooncake festival': ['中秋月饼节', '<p>在捕鱼游戏中收集月饼赢取奖品。</p>'],
  },
};

export const BANNER_TYPES = ['m_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg'] as const;
export const HOME_BANNER_GROUP = 'm_home';

const NAME_FIRST = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Mystic',
  'Royal',
  'Jade',
  'Fortune',
  'Crimson',
  'Silver',
  'Thunder',
  'Dragon',
  'Ocean',
  'Sakura',
  'Neon',
  'Ancient',
  'Fire',
  'Sweet',
  'Starlight',
  'Phoenix',
  'Panda',
  'Tiger',
] as const;
const NAME_SECOND = [
  'Treasure',
  'Fortune',
  'Empire',
  'Riches',
  'Legend',
  'Spins',
  'Gems',
  'Kingdom',
  'Temple',
  'Bonanza',
  'Quest',
  'Wilds',
  'Nights',
  'Festival',
  'Strike',
  'Rush',
  'Ways',
  'Megaways',
  'Blitz',
  'Jackpot',
  'Harvest',
  'Journey',
  'Storm',
] as const;

const FAMILY_NAMES: Record<string, readonly string[]> = {
  FISH: ['Fishing War', 'Ocean King', 'Fish Hunter', 'Deep Sea Boss', 'Golden Toad', 'Mermaid Catch'],
  LIVE: ['Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack', 'Fan Tan', 'Lightning Dice', 'Poker'],
  PVP: ['Texas Hold’em', 'Niu Niu', 'Blackjack Duel', 'Rummy', 'Teen Patti', 'Mahjong', 'Pusoy', 'Big Two'],
  SPORTS: ['Sportsbook'],
  ESPORTS: ['E-sports Arena'],
  LOTT: ['4D Lotto', 'Mega 6/45', 'Power 6/55', 'Keno', 'Northern Lottery', 'Southern Lottery'],
  ELOTT: ['1-min Lotto', '3-min Lotto', '5-min Lotto', 'Fast 3', 'Pick 10', 'Lucky 28'],
  BINGO: ['Bingo 75', 'Bingo 90', 'Speed Bingo', 'Pattern Bingo', 'Bingo Bash', 'Bingo Party'],
  COCKFIGHT: ['Sabong Live'],
};

/** A small deterministic generator (mulberry32), so the seed is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gameName(vendor: VendorSeed, index: number): string {
  const family = FAMILY_NAMES[vendor.category];
  if (family) {
    const base = family[index % family.length] ?? vendor.displayName;
    const round = Math.floor(index / family.length);
    return vendor.games === 1 ? `${vendor.displayName} ${base}` : round ? `${base} ${round + 1}` : base;
  }
  const first = NAME_FIRST[(index * 7 + vendor.vassalage.length) % NAME_FIRST.length] ?? 'Lucky';
  const second = NAME_SECOND[(index * 5 + vendor.vassalage.charCodeAt(0)) % NAME_SECOND.length] ?? 'Spins';
  return `${first} ${second}${index >= NAME_SECOND.length ? ` ${Math.floor(index / NAME_SECOND.length) + 1}` : ''}`;
}

type PromotionSeed = [
  title: string,
  content: string,
  categories: readonly string[],
  endDay: number | null,
  participation: 'apply' | 'join' | 'claim',
  demoState: 'applying' | 'rejected' | 'joined' | 'in process' | 'claim' | 'claimed' | 'issued' | null,
  extra?: { closed?: boolean; startDay?: number },
];

export interface SeedOptions {
  /** The code of the merchant to create; DEMO unless a test wants a second merchant. */
  merchant?: string;
}

/** Hashing is slow on purpose; a process that seeds many databases (the tests) hashes each demo password once. */
const demoHashes = new Map<string, string>();
function demoHash(password: string): string {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPasswordSync(password);
    demoHashes.set(password, hash);
  }
  return hash;
}

/**
 * True when the database holds no demo data yet, so a start seeds it. A database made before the platform tables
 * existed holds the merchant row only; it counts as empty too, and the seed keeps that row.
 */
export function isEmpty(db: Database): boolean {
  const row = db.prepare('SELECT (SELECT count(*) FROM member) + (SELECT count(*) FROM game) AS n').get();
  return Number(row?.n) === 0;
}

/** The demo data (docs/product.md, "Running it"), generated in code. */
export function seed(db: Database, { merchant = DEMO_MERCHANT }: SeedOptions = {}): void {
  const passwords = { demo: demoHash('Demo1234'), agent: demoHash('Agent1234') };
  transaction(db, () => {
    const run = (sql: string, ...params: (string | number | null)[]) => db.prepare(sql).run(...params);
    run(
      'INSERT OR IGNORE INTO merchant (code, name, currency) VALUES (?, ?, ?)',
      merchant,
      `${merchant} Merchant`,
      'MYR',
    );

    const switchRow = db.prepare('INSERT INTO merchant_switch (merchant_code, module_id, enabled) VALUES (?, ?, 1)');
    for (const moduleId of MODULE_SWITCHES) switchRow.run(merchant, moduleId);
    const template = db.prepare('INSERT INTO template_switch (merchant_code, name, value) VALUES (?, ?, ?)');
    for (const [name, value] of Object.entries(TEMPLATE_SWITCHES)) template.run(merchant, name, value);
    const setting = db.prepare('INSERT INTO merchant_setting (merchant_code, name, value) VALUES (?, ?, ?)');
    for (const [name, value] of Object.entries(MERCHANT_SETTINGS)) setting.run(merchant, name, value);

    const field = db.prepare(
      `INSERT INTO registration_field (merchant_code, field, enabled, required, min_length, max_length, pattern_id, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    REGISTRATION_FIELDS.forEach(([name, enabled, required, min, max, pattern], index) => {
      field.run(merchant, name, Number(enabled), Number(required), min, max, pattern, index);
    });

    seedGames(db, merchant);
    const members = seedMembers(db, merchant, passwords);
    seedContent(db, merchant, members);
    seedLotteryGames(db, merchant);
  });
}

function seedGames(db: Database, merchant: string): void {
  const category = db.prepare(
    'INSERT INTO game_category (merchant_code, code, name, list_type, sort) VALUES (?, ?, ?, ?, ?)',
  );
  GAME_CATEGORIES.forEach(([code, name, listType], index) => {
    category.run(merchant, code, name, Number(listType), index);
  });
  const vendor = db.prepare(
    `INSERT INTO vendor (merchant_code, vassalage, display_name, game_category, game_type, is_hot, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const game = db.prepare(
    `INSERT INTO game (merchant_code, vassalage, game_type, game_name, node_name, game_id, game_code, play_type,
       support_free_play, icon_url, show_icon, game_classify, is_new, min_bet, min_line, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
  );
  const hot = db.prepare('INSERT INTO hot_game (merchant_code, node_id, rank) VALUES (?, ?, ?)');
  const next = random(20261001);
  let hotRank = 0;
  VENDORS.forEach((seedVendor, vendorIndex) => {
    vendor.run(
      merchant,
      seedVendor.vassalage,
      seedVendor.displayName,
      seedVendor.category,
      seedVendor.gameType,
      Number(seedVendor.hot ?? false),
      vendorIndex,
    );
    for (let index = 0; index < seedVendor.games; index++) {
      const name = gameName(seedVendor, index);
      const gameId = `${seedVendor.vassalage}-${String(index + 1).padStart(3, '0')}`;
      const classify =
        seedVendor.classify?.[index % seedVendor.classify.length] ??
        (seedVendor.gameType === 'RNG' ? (SLOT_CLASSIFY[index % SLOT_CLASSIFY.length] ?? 'SLOT') : '');
      const isNew = next() < 0.15;
      const minBet = [0.1, 0.2, 0.5, 1, 2][Math.floor(next() * 5)] ?? 1;
      const minLine = seedVendor.gameType === 'RNG' ? ([1, 5, 9, 20, 25, 50][Math.floor(next() * 6)] ?? 1) : 0;
      const result = game.run(
        merchant,
        seedVendor.vassalage,
        seedVendor.gameType,
        name,
        name,
        gameId,
        seedVendor.games === 1 ? 'lobby' : gameId.toLowerCase(),
        index % 5 === 4 ? 'ent' : 'trad',
        Number(seedVendor.gameType === 'RNG' || seedVendor.gameType === 'FISH'),
        artUrl('game', gameId),
        classify,
        Number(isNew),
        minBet,
        minLine,
        index,
      );
      // Slots are most of what players pick: 30 of each hot slot vendor, 8 of the others, more than two pages of 60.
      const hotGames = seedVendor.category === 'RNG' ? 30 : 8;
      if (seedVendor.hot && index < hotGames) hot.run(merchant, Number(result.lastInsertRowid), hotRank++);
    }
  });
}

interface SeededMembers {
  demo: number;
  agent: number;
  agentOnly: number;
}

function seedMembers(db: Database, merchant: string, passwords: { demo: string; agent: string }): SeededMembers {
  const insert = db.prepare(
    `INSERT INTO member (merchant_code, username, password_hash, type, nickname, email, dialing_code, mobile_num,
       balance_cents, affiliate_code, upline_id, vip_level, rank_label_id, rank_completed, rank_total,
       first_time_login, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  );
  // Affiliate codes are unique across merchants; DEMO keeps the short ones the documents' examples use.
  const code = (name: string) => (merchant === DEMO_MERCHANT ? name : `${merchant}${name}`);
  const agent = Number(
    insert.run(
      merchant,
      'agent01',
      passwords.agent,
      1,
      'Agent One',
      'agent01@example.com',
      '60',
      '123456780',
      500_000,
      code('AGENT01'),
      null,
      3,
      'VIP3',
      2,
      4,
      SEED_EPOCH,
    ).lastInsertRowid,
  );
  const demo = Number(
    insert.run(
      merchant,
      'demo01',
      passwords.demo,
      0,
      'Demo Player',
      'demo01@example.com',
      '60',
      '123456789',
      123_456,
      null,
      agent,
      1,
      'VIP1',
      1,
      3,
      SEED_EPOCH,
    ).lastInsertRowid,
  );
  const agentOnly = Number(
    insert.run(
      merchant,
      'agentonly',
      passwords.agent,
      40,
      'Agent Only',
      'agentonly@example.com',
      null,
      null,
      0,
      code('AGENTONLY'),
      null,
      0,
      'VIP0',
      0,
      3,
      SEED_EPOCH,
    ).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO contract (merchant_code, kind, agent_id, member_id, terms, state, proposed_at)
     VALUES (?, 'daily', ?, ?, ?, 'proposed', ?)`,
  ).run(merchant, agent, demo, JSON.stringify({ rate: 1.5, threshold: 1000, period: 'day' }), SEED_EPOCH);

  const message = db.prepare(
    'INSERT INTO message (member_id, channel, title, body, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  message.run(demo, 'inbox', 'Welcome', 'Welcome to the demo site.', SEED_EPOCH);
  message.run(demo, 'inbox', 'Your weekly bonus', 'A bonus is waiting in the reward center.', SEED_EPOCH + DAY);
  message.run(demo, 'chat', 'Support', 'Hello! How can we help you today?', SEED_EPOCH + DAY);
  db.prepare(
    'INSERT INTO bank_card (member_id, bank_name, account_name, account_no, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(demo, 'Maybank', 'Demo Player', '514012345678', SEED_EPOCH);
  const question = db.prepare('INSERT INTO security_question (merchant_code, question) VALUES (?, ?)');
  for (const text of ['Name of your first school?', 'Your favourite food?', 'City you were born in?']) {
    question.run(merchant, text);
  }
  return { demo, agent, agentOnly };
}

function seedContent(db: Database, merchant: string, members: SeededMembers): void {
  const announcement = db.prepare(
    `INSERT INTO announcement (merchant_code, type, group_name, title, content, url, start_date, end_date, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const image = db.prepare('INSERT INTO announcement_image (announcement_id, sequence, url) VALUES (?, ?, ?)');
  const inCategory = db.prepare('INSERT INTO announcement_category (announcement_id, category) VALUES (?, ?)');
  const text = db.prepare(
    'INSERT INTO announcement_text (announcement_id, language, title, content) VALUES (?, ?, ?, ?)',
  );
  const add = (
    type: string,
    group: string,
    title: string,
    content: string,
    url: string,
    day: number,
    endDay: number | null,
    sort: number,
  ) => {
    const id = Number(
      announcement.run(
        merchant,
        type,
        group,
        title,
        content,
        url,
        SEED_EPOCH + day * DAY,
        endDay === null ? null : SEED_EPOCH + endDay * DAY,
        sort,
      ).lastInsertRowid,
    );
    for (const [language, texts] of Object.entries(ANNOUNCEMENT_TRANSLATIONS)) {
      const translated = texts[`${type} ${title}`];
      if (translated) text.run(id, language, ...translated);
    }
    return id;
  };

  [HOME_BANNER_GROUP, HOME_BANNER_GROUP, ...BANNER_TYPES].forEach((group, index) => {
    add('B', group, `Banner ${index + 1}`, '', artUrl('banner', `${group}-${index + 1}`), index, null, index);
  });

  const notices = [
    ['Welcome to the demo site', 'Enjoy <b>600+</b> games from more than 30 providers.'],
    ['Scheduled maintenance', 'Slots from PG Soft will be under maintenance on Tuesday 02:00-04:00 (GMT+8).'],
    ['New providers', 'Cockfight is here: SV388, DS88, Digmaan, WGB and WS168.'],
    ['Deposit methods', 'Online banking and e-wallets now credit within 1 minute.'],
    ['Responsible gaming', 'Set your limits in the security centre. Play for fun.'],
    ['Weekend cash back', 'Receive up to <i>1.2%</i> cash back every weekend.'],
    ['App download', 'Install our app for faster access and notifications.'],
    ['Beware of scams', 'Our staff will never ask for your password or SMS code.'],
    ['E-sports season', 'Bet on the new e-sports season with IM E-sports and TF Gaming.'],
    ['Holiday opening hours', 'Customer service runs 24/7 through the holidays.'],
  ] as const;
  notices.forEach(([title, content], index) => {
    add('PL', '', title, `<p>${content}</p>`, '', index, null, index);
  });
  add('PU', '', 'Welcome bonus', '<p style="font-size:28px">Claim a <b>100%</b> welcome bonus.</p>', '', 0, null, 0);
  add('PU', '', 'Refer a friend', '<p style="font-size:24px">Invite friends and earn rewards.</p>', '', 1, null, 1);
  add('H', '', 'Hot: champions league', '<p>Live odds on every match.</p>', '', 2, null, 0);
  add('A', '', 'Agent commission update', '<p>Commission tables for next month are published.</p>', '', 3, null, 0);
  add('A', '', 'Agent training', '<p>Join the online agent training on Friday.</p>', '', 4, null, 1);

  // Each promotion: title, content, categories, end day, how a member takes part, and demo01's part in it (none:
  // the public state). Together they show every activity state to demo01; start day 3,200 (in 2032) is coming soon.
  const promotions: PromotionSeed[] = [
    ['Daily login reward', 'Log in every day to collect points.', ['LOGIN'], null, 'claim', null],
    [
      'First deposit bonus',
      'A 100% bonus on your first deposit, up to MYR 500.',
      ['MANUAL'],
      1_500,
      'apply',
      'applying',
    ],
    ['Lucky draw', 'Every MYR 100 deposit earns one raffle ticket.', ['RAFFLE', 'TICKET'], 1_400, 'join', 'joined'],
    ['VIP upgrade bonus', 'Collect a bonus at every VIP level you reach.', ['UPGRADE_BONUS'], null, 'claim', 'claimed'],
    ['Weekly missions', 'Finish missions and claim rewards by hand.', ['MISSION_MANUAL'], 1_300, 'apply', null],
    ['Ticket tournament', 'Use your tickets in the weekly slots tournament.', ['TICKET'], 1_200, 'join', 'claim'],
    ['Refer a friend', 'Earn 10% of your friends’ first deposit.', ['REFERRAL'], null, 'apply', 'rejected'],
    ['Cash back on live casino', 'Up to 1% cash back on live casino, paid daily.', ['MANUAL'], null, 'join', 'issued'],
    [
      'Lunar New Year red packets',
      'Red packets for every player. Applications are closed.',
      ['RAFFLE'],
      null,
      'apply',
      null,
      { closed: true },
    ],
    [
      'Live casino turnover challenge',
      'Reach MYR 10,000 turnover in a week for a MYR 88 bonus.',
      ['MISSION_MANUAL'],
      null,
      'join',
      'in process',
    ],
    [
      'Mid-autumn mooncake festival',
      'Collect mooncakes in fishing games for prizes.',
      ['MISSION_MANUAL', 'TICKET'],
      null,
      'join',
      null,
      { startDay: 3_200 },
    ],
  ];
  const rule = db.prepare('INSERT INTO promotion_rule (announcement_id, participation, closed) VALUES (?, ?, ?)');
  const entry = db.prepare(
    `INSERT INTO promotion_entry (member_id, announcement_id, state, comment, created_at, updated_at)
     VALUES (?, ?, ?, '', ?, ?)`,
  );
  promotions.forEach(([title, content, categories, endDay, participation, demoState, extra], index) => {
    const startDay = extra?.startDay ?? index;
    const id = add('PR', '', title, `<p>${content}</p>`, '', startDay, endDay, index);
    image.run(id, 1, artUrl('promotion', `${id}-cover`));
    image.run(id, 2, artUrl('promotion', `${id}-detail`));
    for (const code of categories) inCategory.run(id, code);
    rule.run(id, participation, extra?.closed ? 1 : 0);
    if (demoState)
      entry.run(members.demo, id, demoState, SEED_EPOCH + (startDay + 1) * DAY, SEED_EPOCH + (startDay + 2) * DAY);
  });
  const promotionCategory = db.prepare(
    'INSERT INTO promotion_category (merchant_code, code, enabled, sort) VALUES (?, ?, 1, ?)',
  );
  PROMOTION_CATEGORIES.forEach((code, index) => {
    promotionCategory.run(merchant, code, index);
  });

  const help = db.prepare(
    'INSERT INTO help_topic (merchant_code, parent_id, tag, title, content, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const topics: [string, string, [string, string, string][]][] = [
    [
      'account',
      'Account',
      [
        ['register', 'How do I register?', '<p>Tap Register, fill in the form and accept the terms.</p>'],
        ['forgot-password', 'I forgot my password', '<p>Use Forgot password with your phone or e-mail.</p>'],
        ['security', 'Keeping your account safe', '<p>Never share your password or SMS codes.</p>'],
      ],
    ],
    [
      'deposit',
      'Deposit',
      [
        ['deposit-methods', 'Deposit methods', '<p>Online banking, e-wallets and vouchers.</p>'],
        ['deposit-time', 'How long does a deposit take?', '<p>Most deposits credit within a minute.</p>'],
      ],
    ],
    [
      'withdrawal',
      'Withdrawal',
      [
        ['withdraw-how', 'How do I withdraw?', '<p>Add a bank card, then request a withdrawal.</p>'],
        ['withdraw-limits', 'Withdrawal limits', '<p>Limits depend on your VIP level.</p>'],
      ],
    ],
    [
      'games',
      'Games',
      [
        ['free-play', 'Can I play for free?', '<p>Yes, try free play from the login screen.</p>'],
        ['fairness', 'Are the games fair?', '<p>All providers are certified by independent labs.</p>'],
      ],
    ],
  ];
  const helpText = db.prepare('INSERT INTO help_topic_text (topic_id, language, title, content) VALUES (?, ?, ?, ?)');
  const topicIds = new Map<string, number>();
  topics.forEach(([tag, title, children], index) => {
    const parent = Number(help.run(merchant, null, tag, title, `<p>${title}</p>`, index).lastInsertRowid);
    topicIds.set(tag, parent);
    children.forEach(([childTag, childTitle, content], childIndex) => {
      topicIds.set(
        childTag,
        Number(help.run(merchant, parent, childTag, childTitle, content, childIndex).lastInsertRowid),
      );
    });
  });
  for (const [language, texts] of Object.entries(HELP_TRANSLATIONS)) {
    for (const [tag, [title, content]] of Object.entries(texts)) {
      const topic = topicIds.get(tag);
      if (topic !== undefined) helpText.run(topic, language, title, content ?? `<p>${title}</p>`);
    }
  }

  const link = db.prepare('INSERT INTO download_link (merchant_code, resource_type, url) VALUES (?, ?, ?)');
  link.run(merchant, 'IOS', 'https://download.example.com/demo/ios.ipa');
  link.run(merchant, 'MOBILECONFIG', 'https://download.example.com/demo/demo.mobileconfig');
  link.run(merchant, 'Android', 'https://download.example.com/demo/demo.apk');
  link.run(merchant, 'AppDownloadIcon', '/static/app-icon.png');

  const service = db.prepare('INSERT INTO customer_service (merchant_code, title, path, sort) VALUES (?, ?, ?, ?)');
  service.run(merchant, 'Live chat', 'https://chat.example.com/demo', 0);
  service.run(merchant, 'Telegram', 'https://t.me/demo_support', 1);
  service.run(merchant, 'WhatsApp', 'https://wa.me/60123456700', 2);

  const social = db.prepare('INSERT INTO social_link (merchant_code, type, url) VALUES (?, ?, ?)');
  for (const [type, url] of [
    ['YOUTUBE', 'https://www.youtube.com/@demo'],
    ['FACEBOOK', 'https://www.facebook.com/demo'],
    ['INSTAGRAM', 'https://www.instagram.com/demo'],
    ['WHATSAPP', 'https://wa.me/60123456700'],
    ['TELEGRAM', 'https://t.me/demo'],
  ] as const) {
    social.run(merchant, type, url);
  }

  const winner = db.prepare(
    `INSERT INTO winner (merchant_code, customer_name, win_amount, game_name, icon_url, game_category, won_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const next = random(4242);
  const games = db
    .prepare("SELECT game_name, icon_url, game_type FROM game WHERE merchant_code = ? AND game_type IN ('RNG', 'FISH')")
    .all(merchant);
  for (let index = 0; index < 30; index++) {
    const game = games[Math.floor(next() * games.length)];
    if (!game) break;
    const name = `${String.fromCharCode(97 + (index % 26))}${'*'.repeat(3)}${(index * 37) % 100}`;
    winner.run(
      merchant,
      name,
      Math.round(next() * 5_000_000) / 100 + 100,
      String(game.game_name),
      String(game.icon_url),
      String(game.game_type),
      SEED_EPOCH + index * 3_600_000,
    );
  }
  // The demo player has already read the first notice, so read and unread both show.
  const firstNotice = db
    .prepare("SELECT id FROM announcement WHERE merchant_code = ? AND type = 'PL' ORDER BY id LIMIT 1")
    .get(merchant);
  if (firstNotice) {
    db.prepare('INSERT INTO announcement_read (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(
      members.demo,
      Number(firstNotice.id),
      SEED_EPOCH,
    );
  }
}

const SUN = 1;
const MON = 2;
const TUE = 4;
const WED = 8;
const THU = 16;
const FRI = 32;
const SAT = 64;
const EVERY_DAY = 127;
/** Draw times of the Vietnamese provincial lotteries, in minutes after midnight, Vietnam time. */
const NORTH_DRAW = 18 * 60 + 15;
const CENTRAL_DRAW = 17 * 60 + 15;
const SOUTH_DRAW = 16 * 60 + 15;

type LotterySeed = [code: string, region: 'none' | 'north' | 'central' | 'south', ms: string, en: string, cn: string];

/**
 * The lottery games of the result lists: Numero every 1, 3 and 5 minutes; Vietnam Numero in the northern and southern
 * prize tables; and the Vietnamese provincial lotteries on their real weekdays.
 */
function seedLotteryGames(db: Database, merchant: string): void {
  const game = db.prepare(
    `INSERT INTO lottery_game (merchant_code, list, lott_code, vassalage, region, name_ms, name_en, name_cn, interval_s,
       weekdays, draw_minute, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let sort = 0;
  const numero: [LotterySeed, number][] = [
    [['NUMERO-1', 'none', 'Numero 1 minit', 'Numero 1 minute', 'Numero 1分钟'], 60],
    [['NUMERO-3', 'none', 'Numero 3 minit', 'Numero 3 minutes', 'Numero 3分钟'], 180],
    [['NUMERO-5', 'none', 'Numero 5 minit', 'Numero 5 minutes', 'Numero 5分钟'], 300],
  ];
  for (const [[code, region, ms, en, cn], interval] of numero) {
    game.run(merchant, 'numero', code, 'TCG_SEA', region, ms, en, cn, interval, null, null, sort++);
  }
  const vietnamNumero: [LotterySeed, number][] = [
    [['VN-NUMERO-1', 'north', 'Numero Hanoi 1 minit', 'Hanoi Numero 1 minute', '河内 Numero 1分钟'], 60],
    [['VN-NUMERO-5', 'south', 'Numero Saigon 5 minit', 'Saigon Numero 5 minutes', '西贡 Numero 5分钟'], 300],
  ];
  for (const [[code, region, ms, en, cn], interval] of vietnamNumero) {
    game.run(merchant, 'vn_numero', code, 'TCG_LOTTO_VN', region, ms, en, cn, interval, null, null, sort++);
  }
  const provincial: [LotterySeed, number][] = [
    [['VN-MB', 'north', 'Utara (Hanoi)', 'Northern (Hanoi)', '北部（河内）'], EVERY_DAY],
    [['VN-HUE', 'central', 'Thua Thien Hue', 'Thua Thien Hue', '承天顺化'], MON | SUN],
    [['VN-PY', 'central', 'Phu Yen', 'Phu Yen', '富安'], MON],
    [['VN-DLK', 'central', 'Dak Lak', 'Dak Lak', '多乐'], TUE],
    [['VN-QNM', 'central', 'Quang Nam', 'Quang Nam', '广南'], TUE],
    [['VN-DNG', 'central', 'Da Nang', 'Da Nang', '岘港'], WED | SAT],
    [['VN-KH', 'central', 'Khanh Hoa', 'Khanh Hoa', '庆和'], WED | SUN],
    [['VN-BDI', 'central', 'Binh Dinh', 'Binh Dinh', '平定'], THU],
    [['VN-QT', 'central', 'Quang Tri', 'Quang Tri', '广治'], THU],
    [['VN-QB', 'central', 'Quang Binh', 'Quang Binh', '广平'], THU],
    [['VN-GL', 'central', 'Gia Lai', 'Gia Lai', '嘉莱'], FRI],
    [['VN-NT', 'central', 'Ninh Thuan', 'Ninh Thuan', '宁顺'], FRI],
    [['VN-QNG', 'central', 'Quang Ngai', 'Quang Ngai', '广义'], SAT],
    [['VN-DNO', 'central', 'Dak Nong', 'Dak Nong', '多农'], SAT],
    [['VN-KT', 'central', 'Kon Tum', 'Kon Tum', '昆嵩'], SUN],
    [['VN-HCM', 'south', 'Bandar Ho Chi Minh', 'Ho Chi Minh City', '胡志明市'], MON | SAT],
    [['VN-DT', 'south', 'Dong Thap', 'Dong Thap', '同塔'], MON],
    [['VN-CM', 'south', 'Ca Mau', 'Ca Mau', '金瓯'], MON],
    [['VN-BTR', 'south', 'Ben Tre', 'Ben Tre', '槟椥'], TUE],
    [['VN-VT', 'south', 'Vung Tau', 'Vung Tau', '头顿'], TUE],
    [['VN-BL', 'south', 'Bac Lieu', 'Bac Lieu', '薄辽'], TUE],
    [['VN-DN', 'south', 'Dong Nai', 'Dong Nai', '同奈'], WED],
    [['VN-CT', 'south', 'Can Tho', 'Can Tho', '芹苴'], WED],
    [['VN-ST', 'south', 'Soc Trang', 'Soc Trang', '朔庄'], WED],
    [['VN-TN', 'south', 'Tay Ninh', 'Tay Ninh', '西宁'], THU],
    [['VN-AG', 'south', 'An Giang', 'An Giang', '安江'], THU],
    [['VN-BTH', 'south', 'Binh Thuan', 'Binh Thuan', '平顺'], THU],
    [['VN-VL', 'south', 'Vinh Long', 'Vinh Long', '永隆'], FRI],
    [['VN-BD', 'south', 'Binh Duong', 'Binh Duong', '平阳'], FRI],
    [['VN-TV', 'south', 'Tra Vinh', 'Tra Vinh', '茶荣'], FRI],
    [['VN-LA', 'south', 'Long An', 'Long An', '隆安'], SAT],
    [['VN-BP', 'south', 'Binh Phuoc', 'Binh Phuoc', '平福'], SAT],
    [['VN-HG', 'south', 'Hau Giang', 'Hau Giang', '后江'], SAT],
    [['VN-TG', 'south', 'Tien Giang', 'Tien Giang', '前江'], SUN],
    [['VN-KG', 'south', 'Kien Giang', 'Kien Giang', '坚江'], SUN],
    [['VN-DL', 'south', 'Da Lat', 'Da Lat', '大叻'], SUN],
  ];
  for (const [[code, region, ms, en, cn], weekdays] of provincial) {
    const minute = region === 'north' ? NORTH_DRAW : region === 'central' ? CENTRAL_DRAW : SOUTH_DRAW;
    game.run(merchant, 'vn_provincial', code, 'TCG_LOTTO_VN', region, ms, en, cn, null, weekdays, minute, sort++);
  }
}
