import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type HelpItem, HelpTabs } from './HelpTabs.tsx';

const topics: HelpItem[] = [
  {
    title: 'Deposit',
    tag: 'deposit',
    content: '<p>Deposits arrive fast.</p><img src="x" onerror="window.__helpHacked = true">',
    children: [
      { title: 'Bank transfer', tag: 'deposit-bank', content: '' },
      { title: 'E-wallet', tag: 'deposit-wallet', content: '' },
    ],
  },
  { title: 'Withdrawal', tag: 'withdrawal', content: '<p>Withdrawals need turnover.</p>' },
  { title: 'Account', tag: 'account', content: '<p>Keep your password safe.</p>' },
];

describe('HelpTabs', () => {
  it("shows a panel, the first topic's, for a tag the list does not have", async () => {
    await render(<HelpTabs topics={topics} selectedTag="nope" onSelect={() => {}} onOpenItem={() => {}} />);
    await expect.element(page.getByRole('tablist', { name: 'Help topics' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel').getByText('Deposits arrive fast.')).toBeVisible();
  });

  it('moves between topics with the arrow keys, and opens a sub-topic with Enter', async () => {
    const onSelect = vi.fn();
    const onOpenItem = vi.fn();
    await render(<HelpTabs topics={topics} selectedTag="deposit" onSelect={onSelect} onOpenItem={onOpenItem} />);
    page.getByRole('tab', { name: 'Deposit' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('withdrawal');
    page.getByRole('button', { name: 'Bank transfer' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenItem).toHaveBeenCalledExactlyOnceWith('deposit-bank');
  });

  it('reverses the arrow keys right to left', async () => {
    const onSelect = vi.fn();
    await render(
      <div dir="rtl">
        <HelpTabs topics={topics} selectedTag="withdrawal" onSelect={onSelect} onOpenItem={() => {}} />
      </div>,
    );
    page.getByRole('tab', { name: 'Withdrawal' }).element().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('account');
  });

  it('shows the server HTML without running what it carries', async () => {
    await render(<HelpTabs topics={topics} selectedTag="deposit" onSelect={() => {}} onOpenItem={() => {}} />);
    await expect.element(page.getByRole('tabpanel').getByText('Deposits arrive fast.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __helpHacked?: boolean }).__helpHacked).toBeUndefined();
    expect(page.getByRole('tabpanel').element().querySelector('[onerror]')).toBeNull();
  });
});
