import { createI18n } from '@wl/i18n/setup';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { MemberMenu, type MemberMenuProps } from './MemberMenu.tsx';

const base: MemberMenuProps = {
  name: 'demo01',
  balance: { text: 'RM1,234.50', state: 'shown' },
  entries: [
    { id: 'records', label: 'Account record', icon: 'record', href: '#records' },
    { id: 'rewards', label: 'Reward center', icon: 'gift', href: '#rewards', badge: '99+' },
  ],
};

describe('MemberMenu', () => {
  it('names the player once: the avatar beside the name stays silent', async () => {
    const screen = await render(<MemberMenu {...base} />);
    const region = page.getByRole('region', { name: 'Member centre' });
    await expect.element(region).toBeVisible();
    await expect.element(page.getByText('demo01')).toBeVisible();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    expect(screen.container.textContent?.match(/demo01/g)).toHaveLength(1);
  });

  it('shows the balance it is given, and the mask when the player hides it', async () => {
    const screen = await render(<MemberMenu {...base} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('RM1,234.50');
    await screen.rerender(<MemberMenu {...base} balance={{ text: '******', state: 'hidden' }} />);
    await expect.element(page.getByRole('status')).not.toMatchTextContent(/1,234/);
    await expect.element(page.getByRole('status')).toMatchTextContent(/Balance hidden/);
  });

  it('passes the hide-balance toggle and refresh through to the player', async () => {
    const onToggleMasked = vi.fn();
    const onRefresh = vi.fn();
    await render(<MemberMenu {...base} balance={{ ...base.balance, onToggleMasked, onRefresh }} />);
    await userEvent.click(page.getByRole('button', { name: 'Hide balance' }));
    await userEvent.click(page.getByRole('button', { name: 'Refresh balance' }));
    expect(onToggleMasked).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows the VIP rank only when the app passes one, rank 0 included', async () => {
    const screen = await render(<MemberMenu {...base} />);
    await expect.element(page.getByText(/^VIP/)).not.toBeInTheDocument();
    await screen.rerender(<MemberMenu {...base} vipLevel={0} />);
    await expect.element(page.getByText('VIP 0')).toBeVisible();
  });

  it('lists exactly the entries it is given, with their unread badges', async () => {
    await render(<MemberMenu {...base} />);
    const items = page.getByRole('listitem').elements();
    expect(items.map((item) => item.textContent)).toEqual(['Account record', 'Reward center99+99+ unread']);
    await expect.element(page.getByRole('link', { name: 'Reward center 99+ unread' })).toBeVisible();
  });

  it('is labelled in Malay from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=ms' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <MemberMenu {...base} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('region', { name: 'Pusat ahli' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Reward center 99+ belum dibaca' })).toBeVisible();
  });
});
