import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BalanceDisplay } from './BalanceDisplay.tsx';

describe('BalanceDisplay', () => {
  it('shows the text the app formatted, untouched, in tabular figures', async () => {
    const screen = await render(<BalanceDisplay text="RM1,234.56" state="shown" />);
    const figure = page.getByRole('status');
    await expect.element(figure).toHaveTextContent('RM1,234.56');
    // Digits of equal width: the figure does not jitter as it changes.
    expect(getComputedStyle(figure.element()).fontVariantNumeric).toBe('tabular-nums');
    await screen.rerender(<BalanceDisplay text="RM 1,234.56" state="shown" />);
    await expect.element(figure).toHaveTextContent('RM 1,234.56');
  });

  it('while hidden, shows the mask it is given and tells screen readers the balance is hidden', async () => {
    const onToggleMasked = vi.fn();
    await render(<BalanceDisplay text="******" state="hidden" onToggleMasked={onToggleMasked} />);
    const figure = page.getByRole('status');
    await expect.element(figure).toHaveTextContent('******Balance hidden');
    await expect.element(figure).not.toHaveAttribute('aria-busy');
    await userEvent.click(page.getByRole('button', { name: 'Show balance' }));
    expect(onToggleMasked).toHaveBeenCalledTimes(1);
  });

  it('while refreshing, says the balance is updating and refuses both buttons', async () => {
    const onRefresh = vi.fn();
    const onToggleMasked = vi.fn();
    await render(
      <BalanceDisplay text="******" state="refreshing" onRefresh={onRefresh} onToggleMasked={onToggleMasked} />,
    );
    const figure = page.getByRole('status');
    await expect.element(figure).toHaveTextContent('******Updating balance');
    await expect.element(figure).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Show balance' })).toBeDisabled();
  });

  it('offers to hide a shown balance and to refresh it', async () => {
    const onRefresh = vi.fn();
    const onToggleMasked = vi.fn();
    await render(
      <BalanceDisplay text="RM1,234.56" state="shown" onRefresh={onRefresh} onToggleMasked={onToggleMasked} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Hide balance' }));
    await userEvent.click(page.getByRole('button', { name: 'Refresh balance' }));
    expect(onToggleMasked).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
