import type { CSSProperties, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppDownloadPage } from '../AppDownloadPage/AppDownloadPage.tsx';
import { AppDownloadPopup } from '../AppDownloadPopup/AppDownloadPopup.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { ConnectionBanner } from '../ConnectionBanner/ConnectionBanner.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { GameTile } from '../GameTile/GameTile.tsx';
import { Header } from '../Header/Header.tsx';
import { SideMenu } from '../SideMenu/SideMenu.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';
import { darkTheme } from './themes.css.ts';
import { vars } from './vars.css.ts';

/**
 * A brand is its tokens and nothing else: give a subtree other values and every colour and mark the kit draws
 * there follows. Each case sets a token to a value no brand uses and reads the computed style back.
 */
function Brand({ tokens, children }: { tokens: [variable: string, value: string][]; children: ReactNode }) {
  const style = Object.fromEntries(tokens.map(([variable, value]) => [variable.slice(4, -1), value]));
  return (
    <div className={darkTheme} style={style as CSSProperties}>
      {children}
    </div>
  );
}

const logo = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="red"/></svg>',
)}")`;

describe('brand tokens', () => {
  it('colours the unread badge with the brand’s text-on-danger', async () => {
    const { container } = await render(
      <Brand tokens={[[vars.color.onDanger, 'rgb(1, 2, 3)']]}>
        <Badge text="7" />
      </Brand>,
    );
    expect(getComputedStyle(container.querySelector('span') as Element).color).toBe('rgb(1, 2, 3)');
  });

  it.each([
    ['slow', vars.color.onWarning],
    ['offline', vars.color.onDanger],
  ] as const)('colours the %s connection banner with the brand’s text for its fill', async (state, token) => {
    const { container } = await render(
      <Brand tokens={[[token, 'rgb(4, 5, 6)']]}>
        <ConnectionBanner state={state} />
      </Brand>,
    );
    expect(getComputedStyle(container.querySelector('[role="status"]') as Element).color).toBe('rgb(4, 5, 6)');
  });

  it('writes a danger button in the brand’s text-on-danger, not its text-on-primary', async () => {
    const { container } = await render(
      <Brand
        tokens={[
          [vars.color.onDanger, 'rgb(7, 8, 9)'],
          [vars.color.onPrimary, 'rgb(250, 250, 250)'],
        ]}
      >
        <Button variant="danger">Delete</Button>
      </Brand>,
    );
    expect(getComputedStyle(container.querySelector('button') as Element).color).toBe('rgb(7, 8, 9)');
  });

  it('tints game tiles from the brand’s palette', async () => {
    const tile = (primary: string) => (
      <Brand tokens={[[vars.color.primary, primary]]}>
        <GameTile
          game={{ nodeId: '1', name: 'Fortune Tiger', vendor: 'PG', gameType: 'RNG' }}
          theme={1}
          onLaunch={() => {}}
        />
      </Brand>
    );
    const screen = await render(tile('rgb(255, 0, 0)'));
    const background = () =>
      getComputedStyle(screen.container.querySelector('button')?.parentElement as Element).backgroundImage;
    const red = background();
    await screen.rerender(tile('rgb(0, 0, 255)'));
    expect(background()).not.toBe(red);
  });

  const markers: [string, ReactNode][] = [
    ['header', <Header key="header" brandName="Ruby Palace" onLogoClick={() => {}} />],
    ['footer', <Footer key="footer" brandName="Ruby Palace" minimumAge={18} copyrightYear={2024} />],
    [
      'side menu',
      <SideMenu
        key="menu"
        open
        onClose={() => {}}
        maskGuardMs={300}
        brandName="Ruby Palace"
        entries={[]}
        language={{ nativeName: 'English', flag: '', onOpen: () => {} }}
      />,
    ],
    ['status page', <StatusPage key="status" kind="maintenance" brandName="Ruby Palace" />],
    [
      'app download pop-up without an app icon',
      <AppDownloadPopup
        key="app"
        open
        onClose={() => {}}
        platforms={['android']}
        onDownload={() => {}}
        brandName="Ruby Palace"
        minimumIosVersion="12.4"
        maskGuardMs={300}
      />,
    ],
    [
      'app download page without an app icon',
      <AppDownloadPage
        key="page"
        brandName="Ruby Palace"
        platform="android"
        onPlatformChange={() => {}}
        downloads={['android']}
        onDownload={() => {}}
        minimumIosVersion="12.4"
      />,
    ],
  ];

  it.each(markers)('shows the brand’s own logo mark in the %s', async (_where, component) => {
    await render(<Brand tokens={[[vars.brand.logo, logo]]}>{component}</Brand>);
    const marks = [...document.querySelectorAll('span')].filter(
      (element) => getComputedStyle(element).backgroundImage === logo,
    );
    expect(marks.length).toBeGreaterThan(0);
    expect(marks[0]?.getBoundingClientRect().width).toBeGreaterThan(0);
  });
});
