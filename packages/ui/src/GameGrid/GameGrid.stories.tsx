import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import type { GameTileTheme } from '../GameTile/GameTile.tsx';
import { sampleGames } from '../GameTile/sampleGames.ts';
import { GameGrid, type GameGridTile, gameGridColumns, gameGridStatuses } from './GameGrid.tsx';

const PAGE_SIZE = 18;

/** Sample tiles as an app would hand them over: a theme each, the favourites marked, every toggle offered. */
function sampleTiles(count: number, offset = 0, favourites: readonly string[] = []): GameGridTile[] {
  return sampleGames(count, offset).map((game, index) => ({
    game,
    theme: (((index + offset) % 8) + 1) as GameTileTheme,
    favourite: favourites.includes(game.nodeId),
    favouriteToggle: true,
  }));
}

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  args: {
    tiles: sampleTiles(PAGE_SIZE, 0, ['1001']),
    page: 1,
    totalPages: 3,
    status: 'idle',
    onLaunch: fn(),
    onToggleFavourite: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: gameGridStatuses },
    columns: { control: 'inline-radio', options: gameGridColumns },
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Games' }).children).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByRole('button', { name: 'Favourite Gates of Olympus' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

/** Load more appends the next page and the button goes once the last page is in. */
export const LoadMore: Story = {
  render: function Render(args) {
    const [tiles, setTiles] = useState<GameGridTile[]>(sampleTiles(PAGE_SIZE));
    const [page, setPage] = useState(1);
    return (
      <GameGrid
        {...args}
        tiles={tiles}
        page={page}
        totalPages={2}
        onLoadMore={() => {
          setTiles((current) => [...current, ...sampleTiles(5, current.length)]);
          setPage((current) => current + 1);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Games' }).children).toHaveLength(PAGE_SIZE + 5));
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { tiles: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { status: 'loading' },
  play: async ({ args, canvas }) => {
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { tiles: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No games here yet');
  },
};

export const LoadError: Story = {
  args: { tiles: [], status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Games could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorOnLoadMore: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('More games could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Guest: Story = {
  args: {
    tiles: sampleTiles(PAGE_SIZE).map((tile) => ({ ...tile, favouriteToggle: false })),
    onToggleFavourite: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).toBeNull();
  },
};

/** A player's favourites with none yet: the screen's own empty state with its picture. */
export const NoFavourites: Story = {
  args: { tiles: [], totalPages: 0, empty: <EmptyState illustration="favourites" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No favourites yet');
  },
};

export const Malay: Story = { args: { status: 'error' }, globals: { language: 'ms' } };

export const FourColumns: Story = { args: { columns: 4 } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '更多' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始游戏 Fortune Tiger' })).toBeVisible();
  },
};
