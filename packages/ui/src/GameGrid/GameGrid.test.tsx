import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { GameGrid, type GameGridTile } from './GameGrid.tsx';

const tiles: GameGridTile[] = [
  {
    game: { nodeId: 'n1', name: 'Koi Gate', vendor: 'PG', gameType: 'RNG' },
    theme: 1,
    favourite: false,
    favouriteToggle: true,
  },
  {
    game: { nodeId: 'n2', name: 'Dragon Tiger', vendor: 'EVO', gameType: 'LIVE' },
    theme: 4,
    favourite: true,
    favouriteToggle: true,
  },
  {
    game: { nodeId: 'n3', name: 'Mega 4D', vendor: 'GW', gameType: 'LOTT' },
    theme: 1,
    favourite: false,
    favouriteToggle: false,
  },
];

function grid(props: Partial<Parameters<typeof GameGrid>[0]> = {}) {
  return <GameGrid tiles={tiles} page={1} totalPages={1} onLaunch={() => {}} onLoadMore={() => {}} {...props} />;
}

describe('GameGrid', () => {
  // The tile backgrounds blend into the theme's surface colour, so they need a theme to be drawn.
  beforeEach(() => {
    document.documentElement.classList.add(darkTheme);
  });
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
  });

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
    await render(grid({ onLaunch, onToggleFavourite }));
    await userEvent.click(page.getByRole('button', { name: 'Play Dragon Tiger' }));
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(tiles[1]?.game);
    await userEvent.click(page.getByRole('button', { name: 'Favourite Koi Gate' }));
    expect(onToggleFavourite).toHaveBeenLastCalledWith(tiles[0]?.game, true);
    await userEvent.click(page.getByRole('button', { name: 'Favourite Dragon Tiger' }));
    expect(onToggleFavourite).toHaveBeenLastCalledWith(tiles[1]?.game, false);
  });

  it('offers the favourite toggle only on the tiles the app says have one', async () => {
    await render(
      grid({
        onToggleFavourite: () => {},
        tiles: tiles.map((tile) => ({ ...tile, favouriteToggle: tile.game.nodeId === 'n3' })),
      }),
    );
    await expect.element(page.getByRole('button', { name: 'Favourite Mega 4D' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Favourite Koi Gate' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Favourite Dragon Tiger' })).not.toBeInTheDocument();
  });

  it('paints each tile with the theme the app gave it', async () => {
    await render(grid());
    const background = (name: string) =>
      getComputedStyle(page.getByRole('button', { name: `Play ${name}` }).element().parentElement ?? document.body)
        .backgroundImage;
    expect(background('Mega 4D')).toBe(background('Koi Gate'));
    expect(background('Dragon Tiger')).not.toBe(background('Koi Gate'));
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
    await render(grid({ tiles: [], status: 'error' }));
    await expect.element(page.getByText('Games could not be loaded')).toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('lays tiles out three to a row unless asked for four, placeholders included', async () => {
    const tracks = (element: Element) => getComputedStyle(element).gridTemplateColumns.split(' ').length;
    const screen = await render(grid());
    expect(tracks(page.getByRole('list', { name: 'Games' }).element())).toBe(3);
    await screen.rerender(grid({ columns: 4 }));
    expect(tracks(page.getByRole('list', { name: 'Games' }).element())).toBe(4);
    await screen.rerender(grid({ tiles: [], status: 'loading', columns: 4 }));
    const placeholders = page.getByRole('status');
    await expect.element(placeholders).toHaveAttribute('aria-busy', 'true');
    expect(tracks(placeholders.element())).toBe(4);
  });

  it('asks first for the art of the rows the caller says are on the first screen, and only theirs', async () => {
    const art = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')}`;
    const many = Array.from({ length: 9 }, (_, index) => ({
      game: { nodeId: `g${index}`, name: `Game ${index}`, vendor: 'PG', gameType: 'RNG', imageUrl: art },
      theme: 1 as const,
      favourite: false,
      favouriteToggle: false,
    }));
    const { container } = await render(grid({ tiles: many, firstScreenRows: 2 }));
    await expect.poll(() => container.querySelectorAll('img').length).toBe(9);
    const firstAsked = [...container.querySelectorAll('img')].map((image) => image.fetchPriority === 'high');
    expect(firstAsked).toEqual([true, true, true, true, true, true, false, false, false]);
  });

  it("shows the caller's empty state instead of the default", async () => {
    await render(grid({ tiles: [], empty: <p>No favourites yet</p> }));
    await expect.element(page.getByText('No favourites yet')).toBeVisible();
    await expect.element(page.getByText('No games here yet')).not.toBeInTheDocument();
  });

  it("announces loading in the app's language", async () => {
    await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'content:gameGrid.loading' ? '加载游戏中' : defaultValue)}>
        {grid({ tiles: [], status: 'loading' })}
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('加载游戏中');
  });
});
