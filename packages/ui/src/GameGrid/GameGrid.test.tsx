import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { GameTileGame } from '../GameTile/GameTile.tsx';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { GameGrid } from './GameGrid.tsx';

const games: GameTileGame[] = [
  { nodeId: 'n1', name: 'Koi Gate', vendor: 'PG', gameType: 'RNG' },
  { nodeId: 'n2', name: 'Dragon Tiger', vendor: 'EVO', gameType: 'LIVE' },
  { nodeId: 'n3', name: 'Mega 4D', vendor: 'GW', gameType: 'LOTT' },
];

function grid(props: Partial<Parameters<typeof GameGrid>[0]> = {}) {
  return <GameGrid games={games} page={1} totalPages={1} onLaunch={() => {}} onLoadMore={() => {}} {...props} />;
}

describe('GameGrid', () => {
  it('shows More while the page loaded is before the last page, and not on the last one', async () => {
    const screen = await render(grid({ page: 2, totalPages: 3 }));
    await expect.element(page.getByRole('button', { name: 'More' })).toBeVisible();
    await screen.rerender(grid({ page: 3, totalPages: 3 }));
    await expect.element(page.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await screen.rerender(grid({ page: 1, totalPages: 0 }));
    await expect.element(page.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('hands the launched game back, and favourites flip to the opposite of their current state', async () => {
    const onLaunch = vi.fn();
    const onToggleFavourite = vi.fn();
    await render(grid({ onLaunch, onToggleFavourite, favouriteIds: new Set(['n2']) }));
    await userEvent.click(page.getByRole('button', { name: 'Play Dragon Tiger' }));
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(games[1]);
    await userEvent.click(page.getByRole('button', { name: 'Favourite Koi Gate' }));
    expect(onToggleFavourite).toHaveBeenLastCalledWith(games[0], true);
    await userEvent.click(page.getByRole('button', { name: 'Favourite Dragon Tiger' }));
    expect(onToggleFavourite).toHaveBeenLastCalledWith(games[1], false);
    // Lottery games cannot be favourites.
    await expect.element(page.getByRole('button', { name: 'Favourite Mega 4D' })).not.toBeInTheDocument();
  });

  it('names its list after the caller and loads more from the keyboard', async () => {
    const onLoadMore = vi.fn();
    await render(grid({ label: 'Slots', page: 1, totalPages: 2, onLoadMore }));
    const list = page.getByRole('list', { name: 'Slots' });
    expect(list.getByRole('listitem').elements()).toHaveLength(3);
    page.getByRole('button', { name: 'More' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('falls back to loading more when a later page failed and no retry is given', async () => {
    const onLoadMore = vi.fn();
    await render(grid({ status: 'error', page: 1, totalPages: 2, onLoadMore }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('More games could not be loaded.');
    await userEvent.click(page.getByRole('button', { name: 'More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button on a failed first page when the app gives no retry', async () => {
    await render(grid({ games: [], status: 'error' }));
    await expect.element(page.getByText('Games could not be loaded')).toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('lays tiles out three to a row unless asked for four, placeholders included', async () => {
    const tracks = (element: Element) => getComputedStyle(element).gridTemplateColumns.split(' ').length;
    const screen = await render(grid());
    expect(tracks(page.getByRole('list', { name: 'Games' }).element())).toBe(3);
    await screen.rerender(grid({ columns: 4 }));
    expect(tracks(page.getByRole('list', { name: 'Games' }).element())).toBe(4);
    await screen.rerender(grid({ games: [], status: 'loading', columns: 4 }));
    const placeholders = page.getByRole('status');
    await expect.element(placeholders).toHaveAttribute('aria-busy', 'true');
    expect(tracks(placeholders.element())).toBe(4);
  });

  it("shows the caller's empty state instead of the default", async () => {
    await render(grid({ games: [], empty: <p>No favourites yet</p> }));
    await expect.element(page.getByText('No favourites yet')).toBeVisible();
    await expect.element(page.getByText('No data')).not.toBeInTheDocument();
  });

  it("announces loading in the app's language", async () => {
    await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'content:gameGrid.loading' ? '加载游戏中' : defaultValue)}>
        {grid({ games: [], status: 'loading' })}
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('加载游戏中');
  });
});
