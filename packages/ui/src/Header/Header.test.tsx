import { createI18n } from '@wl/i18n/setup';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { Header } from './Header.tsx';

const logo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('Header', () => {
  it('names the logo after the brand, also when it is an image', async () => {
    const onLogoClick = vi.fn();
    await render(<Header brandName="Emerald Club" logoSrc={logo} onLogoClick={onLogoClick} />);
    const home = page.getByRole('button', { name: 'Emerald Club home' });
    await expect.element(home).toBeVisible();
    expect(home.element().querySelector('img')?.getAttribute('alt')).toBe('');
    await userEvent.click(home);
    expect(onLogoClick).toHaveBeenCalledTimes(1);
  });

  it('has no heading and no back button on home', async () => {
    await render(<Header brandName="Mobile Games" onLogoClick={() => {}} />);
    await expect.element(page.getByRole('heading')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the member instead of log in and register, and back again on logout', async () => {
    const props = { brandName: 'Mobile Games', onLogoClick: () => {} };
    const screen = await render(<Header {...props} member={{ name: 'demo01' }} />);
    await expect.element(page.getByRole('button', { name: 'demo01' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await screen.rerender(<Header {...props} />);
    await expect.element(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'demo01' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('leaves out log in and register for a visitor where the page asks (the agent build)', async () => {
    await render(<Header brandName="Mobile Games" onLogoClick={() => {}} accessButtons={false} />);
    await expect.element(page.getByRole('button', { name: 'Mobile Games home' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('goes back from the keyboard, the back text being the first stop of the title row', async () => {
    const onBack = vi.fn();
    await render(
      <Header
        brandName="Mobile Games"
        onLogoClick={() => {}}
        member={{ name: 'demo01' }}
        title="Login"
        back="left-text"
        onBack={onBack}
      />,
    );
    // The brand row comes first, in reading order: logo, member, log out; then the title row.
    for (const name of ['Mobile Games home', 'demo01', 'Log out', 'Back']) {
      await userEvent.tab();
      await expect.element(page.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it.each(['ltr', 'rtl'])(
    'holds a guest header with menu, title and back on a 360 px phone in Malay (%s)',
    async (direction) => {
      const i18n = await createI18n({ search: '?lng=ms' });
      await render(
        <div dir={direction} className={darkTheme} style={{ inlineSize: '360px' }}>
          <UiTextProvider t={(key, options) => i18n.t(key, options)}>
            <Header
              brandName="Mobile Games"
              onLogoClick={() => {}}
              onMenu={() => {}}
              title="Promosi"
              back="left-text"
              onBack={() => {}}
            />
          </UiTextProvider>
        </div>,
      );
      const box = (name: string) => page.getByRole('button', { name, exact: true }).element().getBoundingClientRect();
      const title = page.getByRole('heading', { level: 1, name: 'Promosi' }).element();
      // The whole title shows: nothing squeezes it, nothing cuts it.
      expect(title.getBoundingClientRect().width).toBeGreaterThan(0);
      expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
      // One line each, 44 px tall, and apart: the logo is under neither button.
      for (const name of ['Log masuk', 'Daftar']) {
        expect(box(name).height).toBe(44);
        expect(box(name).width).toBeGreaterThanOrEqual(44);
      }
      const [start, end] = direction === 'ltr' ? ['right', 'left'] : ['left', 'right'];
      const logo = box('Laman utama Mobile Games');
      const login = box('Log masuk');
      if (direction === 'ltr') expect(logo[start as 'right']).toBeLessThanOrEqual(login[end as 'left']);
      else expect(logo[start as 'left']).toBeGreaterThanOrEqual(login[end as 'right']);
    },
  );

  it('puts the back text at the start edge and the back arrow at the end, mirrored in right-to-left', async () => {
    const onBack = vi.fn();
    const props = { brandName: 'Mobile Games', onLogoClick: () => {}, onMenu: () => {}, title: 'العروض', onBack };
    const screen = await render(
      <div dir="rtl" style={{ inlineSize: '375px' }}>
        <Header {...props} back="left-text" />
      </div>,
    );
    const middle = () => {
      const box = page.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
      return box.left + box.width / 2;
    };
    const back = () => page.getByRole('button', { name: 'Back' }).element().getBoundingClientRect();
    expect(back().left).toBeGreaterThan(middle());
    await screen.rerender(
      <div dir="rtl" style={{ inlineSize: '375px' }}>
        <Header {...props} back="right-icon" />
      </div>,
    );
    expect(back().right).toBeLessThan(middle());
    const arrow = page.getByRole('button', { name: 'Back' }).element().querySelector('svg');
    expect(arrow && getComputedStyle(arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('speaks Malay from the product catalogue, with the brand in the logo name', async () => {
    const i18n = await createI18n({ search: '?lng=ms' });
    const screen = await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <Header brandName="Mobile Games" onLogoClick={() => {}} onMenu={() => {}} back="right-icon" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Laman utama Mobile Games' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Log masuk' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Daftar' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
    await screen.rerender(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <Header brandName="Mobile Games" onLogoClick={() => {}} member={{ name: 'demo01' }} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Log keluar' })).toBeVisible();
  });
});
