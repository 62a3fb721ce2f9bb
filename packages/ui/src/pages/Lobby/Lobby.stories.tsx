import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../AppShell/AppShell.tsx';
import { Avatar } from '../../Avatar/Avatar.tsx';
import { BalanceDisplay, type BalanceState } from '../../BalanceDisplay/BalanceDisplay.tsx';
import { BannerCarousel } from '../../BannerCarousel/BannerCarousel.tsx';
import { type Category, CategoryRail } from '../../CategoryRail/CategoryRail.tsx';
import { sampleCategories, sampleCategoriesMalay } from '../../CategoryRail/sampleCategories.ts';
import { Footer, type SocialLink } from '../../Footer/Footer.tsx';
import { FooterMenu } from '../../FooterMenu/FooterMenu.tsx';
import { GameGrid, type GameGridTile } from '../../GameGrid/GameGrid.tsx';
import type { GameTileGame, GameTileTheme } from '../../GameTile/GameTile.tsx';
import { sampleGames } from '../../GameTile/sampleGames.ts';
import { Header } from '../../Header/Header.tsx';
import { JackpotCounter } from '../../JackpotCounter/JackpotCounter.tsx';
import { MemberNavStrip } from '../../MemberNavStrip/MemberNavStrip.tsx';
import type { NavEntry } from '../../NavEntry/NavEntry.tsx';
import { NoticeBar, type NoticeBarItem } from '../../NoticeBar/NoticeBar.tsx';
import { visuallyHidden } from '../../theme/recipes.css.ts';
import { VendorGrid, type VendorGridItem } from '../../VendorGrid/VendorGrid.tsx';
import { sampleVendors } from '../../VendorTabBar/sampleVendors.ts';
import { VendorTabBar } from '../../VendorTabBar/VendorTabBar.tsx';
import { sampleVendorTiles } from '../../VendorTile/sampleVendorLogos.ts';
import { VipLabel } from '../../VipLabel/VipLabel.tsx';
import { type Winner, WinnersBoard } from '../../WinnersBoard/WinnersBoard.tsx';
import * as styles from './Lobby.css.ts';
import { type BannerPoster, sampleBanners } from './sampleBanners.ts';

/** The words a screen hands the kit on the home page, in one language: the server's and the app's. */
interface LobbyWords {
  notices: NoticeBarItem[];
  banners: BannerPoster[];
  strip: Record<'points' | 'cashBack' | 'rewards' | 'promotions' | 'deposit', string>;
  categories: Category[];
  providers: string;
  tabs: Record<'home' | 'deposit' | 'invite' | 'member' | 'reward', string>;
  help: [deposit: string, withdrawal: string];
}

const english: LobbyWords = {
  notices: [
    { id: 1, title: 'Weekly reload bonus: 20% every Monday' },
    { id: 2, title: 'New vendor: Dragon Gaming is live' },
    { id: 3, title: 'Server maintenance on 12/12 from 02:00 to 04:00' },
  ],
  banners: [
    {
      badge: 'New members',
      headline: '100% Welcome Bonus',
      subline: 'Up to RM 1,000 on your first deposit',
      action: 'Claim now',
    },
    {
      badge: 'Tournament',
      headline: 'Slots Weekly Race',
      subline: 'RM 50,000 in prizes every week',
      action: 'Join now',
    },
    {
      badge: 'Live casino',
      headline: 'Daily Cashback',
      subline: 'Up to 1.2% back on every live bet',
      action: 'Play live',
    },
  ],
  strip: { points: 'Points', cashBack: 'Cash back', rewards: 'Rewards', promotions: 'Promotions', deposit: 'Deposit' },
  categories: sampleCategories,
  providers: 'Game providers',
  tabs: { home: 'Home', deposit: 'Deposit', invite: 'Invite', member: 'Member', reward: 'Reward' },
  help: ['Deposit', 'Withdrawal'],
};

const malay: LobbyWords = {
  notices: [
    { id: 1, title: 'Bonus tambah nilai mingguan: 20% setiap Isnin' },
    { id: 2, title: 'Penyedia baharu: Dragon Gaming kini dibuka' },
    { id: 3, title: 'Penyelenggaraan pelayan pada 12/12 dari 02:00 hingga 04:00' },
  ],
  banners: [
    {
      badge: 'Ahli baharu',
      headline: 'Bonus Alu-aluan 100%',
      subline: 'Sehingga RM 1,000 untuk deposit pertama',
      action: 'Tuntut',
    },
    { badge: 'Kejohanan', headline: 'Perlumbaan Slot', subline: 'Hadiah RM 50,000 setiap minggu', action: 'Sertai' },
    {
      badge: 'Kasino langsung',
      headline: 'Rebat Harian',
      subline: 'Sehingga 1.2% bagi setiap pertaruhan',
      action: 'Main',
    },
  ],
  strip: { points: 'Mata', cashBack: 'Rebat tunai', rewards: 'Ganjaran', promotions: 'Promosi', deposit: 'Deposit' },
  categories: sampleCategoriesMalay,
  providers: 'Penyedia permainan',
  tabs: { home: 'Utama', deposit: 'Deposit', invite: 'Jemput', member: 'Pusat Ahli', reward: 'Ganjaran' },
  help: ['Deposit', 'Pengeluaran'],
};

const arabic: LobbyWords = {
  notices: [
    { id: 1, title: 'مكافأة إعادة الشحن الأسبوعية: 20% كل يوم اثنين' },
    { id: 2, title: 'مزوّد جديد: Dragon Gaming متاح الآن' },
    { id: 3, title: 'صيانة الخادم يوم الجمعة' },
  ],
  banners: [
    {
      badge: 'أعضاء جدد',
      headline: 'مكافأة ترحيبية 100%',
      subline: 'حتى 1,000 رينغيت على إيداعك الأول',
      action: 'اطلبها الآن',
    },
    {
      badge: 'بطولة',
      headline: 'سباق السلوتس الأسبوعي',
      subline: 'جوائز بقيمة 50,000 رينغيت كل أسبوع',
      action: 'انضم الآن',
    },
    {
      badge: 'كازينو مباشر',
      headline: 'استرداد نقدي يومي',
      subline: 'حتى 1.2% على كل رهان مباشر',
      action: 'العب الآن',
    },
  ],
  strip: { points: 'النقاط', cashBack: 'استرداد نقدي', rewards: 'المكافآت', promotions: 'العروض', deposit: 'إيداع' },
  categories: [
    { id: 'HOT', label: 'الأكثر رواجًا', icon: 'hot' },
    { id: 'RECENT', label: 'الأخيرة', icon: 'recent' },
    { id: 'RNG', label: 'سلوتس', icon: 'slots' },
    { id: 'FISH', label: 'صيد السمك', icon: 'fishing' },
    { id: 'LIVE', label: 'كازينو مباشر', icon: 'live' },
    { id: 'PVP', label: 'ألعاب الورق', icon: 'cards' },
    { id: 'SPORTS', label: 'رياضة', icon: 'sports' },
    { id: 'LOTT', label: 'يانصيب', icon: 'lottery' },
  ],
  providers: 'مزوّدو الألعاب',
  tabs: { home: 'الرئيسية', deposit: 'إيداع', invite: 'دعوة', member: 'حسابي', reward: 'مكافأة' },
  help: ['الإيداع', 'السحب'],
};

/** The member as the header and the wallet show them: the balance as the app formats it. */
interface LobbyMember {
  name: string;
  vipLevel: number;
  balance: string;
}

interface LobbyProps {
  brandName: string;
  words: LobbyWords;
  /** Logged in when given. */
  member?: LobbyMember;
  /** Banners drawn with their words at the right, as for a right-to-left market. */
  rightToLeftArt?: boolean;
  onLaunch: (game: GameTileGame) => void;
  onNavigate: (where: string) => void;
}

// The documents' figures, written here as the app passes them from the domain.
const BANNER_AUTOPLAY_MS = 4000;
const BANNER_SLIDE_MS = 600;
const BANNER_SWIPE_PX = 60;
const PAGE_TRANSITION_MS = 300;
const SWIPE_BACK_PX = 100;
const MINIMUM_AGE = 18;
const COPYRIGHT_YEAR = 2024;

/** Hot games come 60 a page; the story shows a short first page, so the rest of the lobby is in view. */
const HOT_SHOWN = 12;

/** A theme per tile as the app picks it (stable per game), and the favourite toggle on all but the lotteries. */
function tilesOf(games: readonly GameTileGame[], favourites: readonly string[]): GameGridTile[] {
  return games.map((game) => ({
    game,
    theme: ((Number(game.nodeId) % 8) + 1) as GameTileTheme,
    favourite: favourites.includes(game.nodeId),
    favouriteToggle: game.gameType !== 'LOTT' && game.gameType !== 'ELOTT',
  }));
}

const winAmounts = [
  'RM 98,000.00',
  'RM 63,428.50',
  'RM 41,250.00',
  'RM 28,905.75',
  'RM 17,640.00',
  'RM 12,380.20',
  'RM 9,875.00',
  'RM 6,420.60',
  'RM 4,310.00',
  'RM 2,985.40',
];

/** The board's ten biggest wins, masked and paired two to a row as the domain hands them over. */
const winnerRows: Winner[][] = (() => {
  const winners = sampleGames(winAmounts.length, 2).map((game, index) => ({
    customerName: `${['pl', 'ah', 'mk', 'zu', 'ja'][index % 5]}***${String((index * 37 + 14) % 100).padStart(2, '0')}`,
    gameName: game.name,
    amount: winAmounts[index] ?? '',
    ...(game.imageUrl ? { iconUrl: game.imageUrl } : {}),
  }));
  return Array.from({ length: winners.length / 2 }, (_, row) => winners.slice(row * 2, row * 2 + 2));
})();

const vendorTiles: VendorGridItem[] = sampleVendorTiles().map((vendor, index) => ({
  vendor,
  ...(index === 1 ? { badge: 'new' as const } : {}),
}));

/** The footer lists the same vendors, their logos greyed by the footer itself. */
const footerVendors = sampleVendorTiles().slice(0, 8);
const vendorLogo = (code: string) => footerVendors.find((vendor) => vendor.vassalage === code)?.logoUrl ?? '';

/** The vendor selector over a family's games, as the game list has it. */
const tabVendors = sampleVendors(8);

const socialLinks: SocialLink[] = [
  { type: 'FACEBOOK', href: 'https://facebook.example/club' },
  { type: 'INSTAGRAM', href: 'https://instagram.example/club' },
  { type: 'TELEGRAM', href: 'https://t.example/club' },
  { type: 'WHATSAPP', href: 'https://wa.example/60123456789' },
];

/** The games of a category's panel: HOT and RECENT lists, a family's games, or its vendors when it has none here. */
function CategoryPanel({
  category,
  member,
  onLaunch,
  onNavigate,
}: {
  category: string;
  member: boolean;
  onLaunch: LobbyProps['onLaunch'];
  onNavigate: LobbyProps['onNavigate'];
}) {
  const [page, setPage] = useState(1);
  const [vendor, setVendor] = useState<string | null>(null);
  const [favourites, setFavourites] = useState<readonly string[]>(member ? ['1001', '1007'] : []);
  const list = category !== 'HOT' && category !== 'RECENT';
  const games =
    category === 'HOT'
      ? sampleGames(HOT_SHOWN * page)
      : category === 'RECENT'
        ? sampleGames(6, 7)
        : sampleGames(36).filter((game) => game.gameType === category && (vendor === null || game.vendor === vendor));
  const vendors = tabVendors.filter((item) =>
    sampleGames(36).some((game) => game.gameType === category && game.vendor === item.vassalage),
  );
  if (list && vendors.length === 0) {
    return (
      <VendorGrid vendors={vendorTiles.slice(0, 6)} onSelect={(item) => onNavigate(`/m/provider?${item.vassalage}`)} />
    );
  }
  const grid = (
    <GameGrid
      tiles={tilesOf(games, favourites)}
      page={category === 'HOT' ? page : 1}
      totalPages={category === 'HOT' ? 5 : 1}
      onLaunch={onLaunch}
      onToggleFavourite={(game, favourite) => {
        if (!member) return onNavigate('/m/login');
        setFavourites((list) => (favourite ? [...list, game.nodeId] : list.filter((id) => id !== game.nodeId)));
      }}
      onLoadMore={() => setPage((current) => current + 1)}
    />
  );
  return list ? (
    <div className={styles.section}>
      <VendorTabBar vendors={vendors} selected={vendor} onSelect={setVendor} />
      {grid}
    </div>
  ) : (
    grid
  );
}

/**
 * The player site's home as a phone shows it: header, notices, banners, member shortcuts, jackpot, the category
 * rail over its games, the vendors, the winners board, the footer and the bottom tab bar.
 */
function Lobby({ brandName, words, member, rightToLeftArt = false, onLaunch, onNavigate }: LobbyProps) {
  const [category, setCategory] = useState('HOT');
  const [balanceState, setBalanceState] = useState<BalanceState>('shown');
  const go = (where: string) => () => onNavigate(where);
  const tab = (id: keyof LobbyWords['tabs'], icon: NavEntry['icon'], href?: string): NavEntry => ({
    id,
    label: words.tabs[id],
    icon,
    ...(href ? { href: `#${href}` } : {}),
    onSelect: (event) => {
      event.preventDefault();
      onNavigate(href ?? id);
    },
  });
  const shortcut = (id: keyof LobbyWords['strip'], icon: NavEntry['icon'], to: string): NavEntry => ({
    id,
    label: words.strip[id],
    icon,
    // A visitor goes to log in from every shortcut but promotions.
    onSelect: go(member || id === 'promotions' ? to : '/m/login'),
  });
  return (
    <AppShell
      pageKey="home"
      direction="none"
      transitionMs={PAGE_TRANSITION_MS}
      swipeBackPx={SWIPE_BACK_PX}
      header={
        <Header
          brandName={brandName}
          onLogoClick={() => setCategory('HOT')}
          onMenu={go('menu')}
          {...(member
            ? { member: { name: member.name }, onMember: go('/m/member/home'), onLogout: go('logout') }
            : { onLogin: go('/m/login'), onRegister: go('/m/register') })}
        />
      }
      // The tab bar sticks to the foot of the screen; held in a box of its own it stays at the end of the page, so
      // the checks and the screenshot see every game tile uncovered at 360 x 800.
      footer={
        <div>
          <FooterMenu
            currentId="home"
            entries={[
              tab('home', 'home', '/m/home'),
              tab('deposit', 'deposit', member ? '/m/deposit' : '/m/login'),
              tab('invite', 'invite'),
              tab('member', 'user', member ? '/m/member/home' : '/m/login'),
              tab('reward', 'gift', member ? '/m/reward' : '/m/login'),
            ]}
          />
        </div>
      }
    >
      <div className={styles.page}>
        <h1 className={visuallyHidden}>{brandName}</h1>
        {member ? (
          <div className={styles.wallet}>
            <div className={styles.who}>
              <Avatar name={member.name} size="small" decorative />
              <div className={styles.whoText}>
                <span className={styles.name}>{member.name}</span>
                <VipLabel level={member.vipLevel} />
              </div>
            </div>
            <BalanceDisplay
              text={balanceState === 'shown' ? member.balance : '******'}
              state={balanceState}
              onToggleMasked={() => setBalanceState((state) => (state === 'shown' ? 'hidden' : 'shown'))}
              onRefresh={go('refresh balance')}
            />
          </div>
        ) : null}
        <NoticeBar
          notices={words.notices}
          onOpen={(index) => onNavigate(`/m/notice?${index}`)}
          showAppDownload
          onAppDownload={go('app download')}
        />
        <div className={styles.top}>
          <BannerCarousel
            banners={sampleBanners(words.banners, rightToLeftArt)}
            autoplayMs={BANNER_AUTOPLAY_MS}
            speedMs={BANNER_SLIDE_MS}
            swipePx={BANNER_SWIPE_PX}
            loop
            onSelect={(banner) => onNavigate(`/m/activity?id=${banner.id}`)}
          />
          <MemberNavStrip
            entries={[
              shortcut('points', 'points', '/m/points'),
              shortcut('cashBack', 'cashback', '/m/rebate'),
              shortcut('rewards', 'gift', '/m/reward'),
              shortcut('promotions', 'promotion', '/m/activity'),
              shortcut('deposit', 'deposit', '/m/deposit'),
            ]}
          />
          <JackpotCounter value="RM24,567,890.4" />
        </div>
        <CategoryRail categories={words.categories} selected={category} onSelect={setCategory}>
          <CategoryPanel
            key={category}
            category={category}
            member={member !== undefined}
            onLaunch={onLaunch}
            onNavigate={onNavigate}
          />
        </CategoryRail>
        <section className={styles.section} aria-labelledby="lobby-providers">
          <h2 id="lobby-providers" className={styles.heading}>
            {words.providers}
          </h2>
          <VendorGrid vendors={vendorTiles} onSelect={(vendor) => onNavigate(`/m/provider?${vendor.vassalage}`)} />
        </section>
        <WinnersBoard rows={winnerRows} scrolls />
        <div className={styles.footer}>
          <Footer
            brandName={brandName}
            socialLinks={socialLinks}
            vendors={footerVendors}
            vendorLogoUrl={vendorLogo}
            helpLinks={[
              { title: words.help[0], href: '/m/help?i=0' },
              { title: words.help[1], href: '/m/help?i=1' },
            ]}
            minimumAge={MINIMUM_AGE}
            copyrightYear={COPYRIGHT_YEAR}
          />
        </div>
      </div>
    </AppShell>
  );
}

const meta = {
  title: 'Pages/Lobby',
  component: Lobby,
  parameters: { ownsMain: true },
  args: { brandName: 'Mobile Games', words: english, onLaunch: fn(), onNavigate: fn() },
} satisfies Meta<typeof Lobby>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoMember: LobbyMember = { name: 'demo01', vipLevel: 3, balance: 'RM1,234.56' };

export const Guest: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Fortune Tiger' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(expect.objectContaining({ name: 'Fortune Tiger' }));
    // A visitor's heart leads to log in.
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Gates of Olympus' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/login');
    await userEvent.click(canvas.getByRole('tab', { name: 'Fishing' }));
    const panel = within(canvas.getByRole('tabpanel', { name: 'Fishing' }));
    await expect(panel.getByRole('button', { name: 'Play Ocean King' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Play Fortune Tiger' })).toBeNull();
  },
};

export const Member: Story = {
  args: { member: demoMember },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'demo01' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('RM1,234.56');
    await expect(canvas.getByRole('button', { name: 'Favourite Gates of Olympus' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByRole('status')).not.toHaveTextContent('RM1,234.56');
  },
};

export const Malay: Story = {
  args: { brandName: 'Permainan Mudah Alih', words: malay, member: demoMember },
  globals: { language: 'ms' },
};

export const RightToLeft: Story = {
  args: { words: arabic, rightToLeftArt: true },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = {
  args: { brandName: 'Emerald Club', member: demoMember },
  globals: { brand: 'emerald' },
};
