import { createI18n } from '@wl/i18n/setup';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { NavEntry } from '../NavEntry/NavEntry.tsx';
import { darkTheme } from '../theme/index.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { FooterMenu } from './FooterMenu.tsx';

function entries(unread: string, onInvite = vi.fn()): NavEntry[] {
  return [
    { id: 'home', label: 'Home', icon: 'home', href: '#home' },
    { id: 'deposit', label: 'Deposit', icon: 'deposit', href: '#deposit' },
    { id: 'invite', label: 'Invite', icon: 'invite', onSelect: onInvite },
    { id: 'member', label: 'Member Center', icon: 'user', href: '#member', badge: unread },
    { id: 'reward', label: 'Reward', icon: 'gift', href: '#reward' },
  ];
}

describe('FooterMenu', () => {
  it('shows the unread badge as the app words it, and nothing when it is empty', async () => {
    const screen = await render(<FooterMenu entries={entries('99')} />);
    await expect.element(page.getByRole('link', { name: 'Member Center 99 unread' })).toBeVisible();
    await screen.rerender(<FooterMenu entries={entries('99+')} />);
    await expect.element(page.getByRole('link', { name: 'Member Center 99+ unread' })).toMatchTextContent(/99\+/);
    await screen.rerender(<FooterMenu entries={entries('')} />);
    await expect
      .element(page.getByRole('link', { name: 'Member Center', exact: true }))
      .toHaveTextContent('Member Center');
  });

  it('marks only the page on screen, and none when the page is not in the menu', async () => {
    const screen = await render(<FooterMenu entries={entries('')} currentId="deposit" />);
    await expect.element(page.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(page.getByRole('navigation').element().querySelectorAll('[aria-current]')).toHaveLength(1);
    await screen.rerender(<FooterMenu entries={entries('')} />);
    expect(page.getByRole('navigation').element().querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it("lets the app's router take a link over", async () => {
    const onSelect = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const before = window.location.hash;
    await render(
      <FooterMenu entries={[{ id: 'home', label: 'Home', icon: 'home', href: '#routed-home', onSelect }]} />,
    );
    await userEvent.click(page.getByRole('link', { name: 'Home' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe(before);
  });

  it('is walked by the keyboard in order, and the invite entry opens from Enter', async () => {
    const onInvite = vi.fn();
    await render(<FooterMenu entries={entries('3', onInvite)} currentId="home" />);
    const names = ['Home', 'Deposit', 'Invite'];
    for (const name of names) {
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe(name);
    }
    await userEvent.keyboard('{Enter}');
    expect(onInvite).toHaveBeenCalledTimes(1);
  });

  it('runs from the right edge in a right-to-left page', async () => {
    await render(
      <div dir="rtl">
        <FooterMenu entries={entries('')} />
      </div>,
    );
    const home = page.getByRole('link', { name: 'Home' }).element().getBoundingClientRect();
    const reward = page.getByRole('link', { name: 'Reward' }).element().getBoundingClientRect();
    expect(home.left).toBeGreaterThan(reward.left);
  });

  it('names itself and its badge in Chinese from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=cn' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <FooterMenu entries={[{ id: 'member', label: '会员中心', href: '#member', badge: '99+' }]} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '会员中心 99+ 条未读' })).toBeVisible();
  });

  it('shows a long label whole on two lines on a 360 px phone, icons in a row and the bar 57 px tall', async () => {
    await render(
      <div className={darkTheme} style={{ inlineSize: '360px' }}>
        <FooterMenu entries={entries('')} />
      </div>,
    );
    const member = page.getByRole('link', { name: 'Member Center' }).element();
    const label = member.querySelector('span') as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    // Two lines, nothing cut: the text needs no more room than the label has.
    expect(label.getBoundingClientRect().height).toBeGreaterThan(lineHeight);
    expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight);
    expect(label.scrollHeight).toBeLessThanOrEqual(label.clientHeight);
    expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    const icons = page
      .getByRole('listitem')
      .elements()
      .map((item) => item.querySelector('svg')?.getBoundingClientRect().top);
    expect(new Set(icons).size).toBe(1);
    // 3.5rem of tabs and the 1 px border: the app's placeholder bar has the same height.
    expect(page.getByRole('navigation').element().getBoundingClientRect().height).toBe(57);
  });
});
