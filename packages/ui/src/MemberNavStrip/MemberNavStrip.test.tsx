import { createI18n } from '@wl/i18n/setup';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { NavEntry } from '../NavEntry/NavEntry.tsx';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { MemberNavStrip } from './MemberNavStrip.tsx';

function entries(onSelect = vi.fn()): NavEntry[] {
  return [
    { id: 'points', label: 'Points', icon: 'points', onSelect },
    { id: 'cashback', label: 'Cash back', icon: 'cashback', onSelect },
    { id: 'rewards', label: 'Rewards', icon: 'gift', onSelect },
    { id: 'promotions', label: 'Promotions', icon: 'promotion', href: '#promotions' },
    { id: 'deposit', label: 'Deposit', icon: 'deposit', onSelect },
  ];
}

describe('MemberNavStrip', () => {
  it('keeps the order the app gives', async () => {
    await render(<MemberNavStrip entries={entries()} />);
    const items = page.getByRole('navigation', { name: 'Member shortcuts' }).getByRole('listitem').elements();
    expect(items.map((item) => item.textContent)).toEqual(['Points', 'Cash back', 'Rewards', 'Promotions', 'Deposit']);
  });

  it("hands each shortcut's press to the app with its event, so a guest can be sent to login", async () => {
    const pressed: EventTarget[] = [];
    const onSelect = vi.fn((event: { currentTarget: EventTarget }) => {
      pressed.push(event.currentTarget);
    });
    await render(<MemberNavStrip entries={entries(onSelect)} />);
    await userEvent.click(page.getByRole('button', { name: 'Deposit' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual([page.getByRole('button', { name: 'Deposit' }).element()]);
  });

  it('works from the keyboard', async () => {
    const onSelect = vi.fn();
    await render(<MemberNavStrip entries={entries(onSelect)} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Points' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Cash back' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('shows the unread badge the app words on a shortcut', async () => {
    await render(
      <MemberNavStrip entries={[{ id: 'rewards', label: 'Rewards', icon: 'gift', href: '#rewards', badge: '99+' }]} />,
    );
    await expect.element(page.getByRole('link', { name: 'Rewards 99+ unread' })).toBeVisible();
  });

  it('runs from the right edge in a right-to-left page', async () => {
    await render(
      <div dir="rtl">
        <MemberNavStrip entries={entries()} />
      </div>,
    );
    const points = page.getByRole('button', { name: 'Points' }).element().getBoundingClientRect();
    const deposit = page.getByRole('button', { name: 'Deposit' }).element().getBoundingClientRect();
    expect(points.left).toBeGreaterThan(deposit.left);
  });

  it('is labelled in Chinese from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=cn' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <MemberNavStrip entries={entries()} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('navigation', { name: '会员快捷入口' })).toBeVisible();
  });
});
