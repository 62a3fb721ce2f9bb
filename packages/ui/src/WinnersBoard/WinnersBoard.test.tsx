import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { pairUp, type Winner, WinnersBoard } from './WinnersBoard.tsx';

function winners(count: number): Winner[] {
  return Array.from({ length: count }, (_, index) => ({
    customerName: `pl***${index.toString()}`,
    winAmount: 10_000 - index * 100.5,
    gameName: 'Koi Gate',
  }));
}

/** The list screen readers get: the one not hidden. */
function rows() {
  return page.getByRole('region', { name: 'Latest winners' }).getByRole('list').element().children;
}

function moving(): boolean {
  const list = page.getByRole('region', { name: 'Latest winners' }).getByRole('list').element();
  return getComputedStyle(list.parentElement ?? list).animationName !== 'none';
}

describe('WinnersBoard', () => {
  it('shows the first ten winners in pairs, largest first, each with the amount to two decimals', async () => {
    await render(<WinnersBoard winners={winners(13)} currencySymbol="RM" />);
    const list = rows();
    expect(list).toHaveLength(5);
    expect(list[0]?.textContent).toBe('pl***0Koi GateRM 10,000.00pl***1Koi GateRM 9,899.50');
    expect(list[4]?.textContent).toContain('pl***9');
    await expect.element(page.getByText('pl***10', { exact: true })).not.toBeInTheDocument();
  });

  it('stays still at three rows and starts scrolling at the fourth', async () => {
    const screen = await render(<WinnersBoard winners={winners(6)} currencySymbol="RM" />);
    expect(rows()).toHaveLength(3);
    expect(moving()).toBe(false);
    await screen.rerender(<WinnersBoard winners={winners(7)} currencySymbol="RM" />);
    await expect.poll(() => rows().length).toBe(4);
    expect(moving()).toBe(true);
  });

  it('gives screen readers the winners once while the loop shows them twice', async () => {
    await render(<WinnersBoard winners={winners(8)} currencySymbol="RM" />);
    const board = page.getByRole('region', { name: 'Latest winners' });
    expect(board.getByRole('list').elements()).toHaveLength(1);
    expect(board.element().querySelectorAll('ul')).toHaveLength(2);
    expect(board.element().querySelector('ul[aria-hidden="true"]')?.textContent).toBe(
      board.getByRole('list').element().textContent,
    );
  });

  it('keeps showing the winners it has while a refresh loads', async () => {
    await render(<WinnersBoard winners={winners(2)} currencySymbol="$" status="loading" />);
    await expect.element(page.getByText('$ 10,000.00')).toBeVisible();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('pairs an odd count with a single last', () => {
    expect(pairUp([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(pairUp([])).toEqual([]);
  });

  it("titles the board in the app's language", async () => {
    await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'content:winnersBoard.title' ? '最新赢家' : defaultValue)}>
        <WinnersBoard winners={winners(2)} currencySymbol="RM" />
      </UiTextProvider>,
    );
    await expect
      .element(page.getByRole('region', { name: '最新赢家' }).getByRole('heading', { name: '最新赢家' }))
      .toBeVisible();
  });
});
