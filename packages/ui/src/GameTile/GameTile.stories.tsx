import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { GameTile, type GameTileTheme } from './GameTile.tsx';
import { sampleArt } from './sampleGames.ts';

const themes: readonly GameTileTheme[] = [1, 2, 3, 4, 5, 6, 7, 8];

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  tags: ['autodocs'],
  args: {
    game: { nodeId: '1001', name: 'Fortune Tiger', vendor: 'PG', gameType: 'RNG', imageUrl: sampleArt('PG', 30) },
    theme: 1,
    favourite: false,
    onLaunch: fn(),
    onToggleFavourite: fn(),
  },
  argTypes: { theme: { control: 'select', options: themes } },
  // One tile at the size it has in a three-column grid; the theme sampler takes the page's width instead.
  decorators: [
    (Story, { parameters }) =>
      parameters.pageWidth === true ? (
        <Story />
      ) : (
        <div style={{ inlineSize: '6.5rem' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play Fortune Tiger' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(args.game);
    const favourite = canvas.getByRole('button', { name: 'Favourite Fortune Tiger' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, true);
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ args, canvas }) => {
    const favourite = canvas.getByRole('button', { name: 'Favourite Fortune Tiger' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(favourite);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, false);
  },
};

/** A guest, or a game the domain gives no toggle (LOTT, ELOTT): the app passes no handler. */
export const WithoutFavourite: Story = {
  args: {
    game: { nodeId: '2001', name: 'Lucky Numbers', vendor: 'TCG', gameType: 'LOTT', imageUrl: sampleArt('TCG', 200) },
    onToggleFavourite: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play Lucky Numbers' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
};

export const CdnFallback: Story = {
  args: {
    game: {
      nodeId: '1002',
      name: 'Ocean King',
      vendor: 'JDB',
      gameType: 'FISH',
      imageUrl: '/missing-cdn/ocean-king.png',
      fallbackImageUrl: sampleArt('JDB', 190),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^data:image/));
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const NoImage: Story = {
  args: {
    game: { nodeId: '1003', name: 'Texas Holdem', vendor: 'KM', gameType: 'PVP', imageUrl: '/missing-cdn/holdem.png' },
  },
  play: async ({ canvas, canvasElement }) => {
    // With no address left, a drawn placeholder takes the image's place instead of a broken-image icon.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Play Texas Holdem' })).toHaveTextContent('Texas Holdem');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0.5rem' }}>
      {themes.map((theme) => (
        <GameTile
          key={theme}
          {...args}
          theme={theme}
          game={{ ...args.game, nodeId: String(theme), name: `Theme ${theme}`, imageUrl: undefined }}
        />
      ))}
    </div>
  ),
  parameters: { pageWidth: true },
};

/** A long name takes two lines over the art, then ends in an ellipsis. */
export const LongName: Story = {
  args: {
    game: {
      nodeId: '1005',
      name: 'Mahjong Ways 2: Fortune of the Dragon Emperor',
      vendor: 'PG',
      gameType: 'RNG',
      imageUrl: sampleArt('PG', 300),
    },
  },
};

export const Malay: Story = { args: { favourite: true }, globals: { language: 'ms' } };

export const RightToLeft: Story = {
  args: { game: { nodeId: '1004', name: 'نمر الحظ', vendor: 'PG', gameType: 'RNG', imageUrl: sampleArt('PG', 30) } },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
