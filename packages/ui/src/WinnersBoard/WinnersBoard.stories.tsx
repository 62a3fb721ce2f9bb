import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { WinnersBoard, winnersBoardStatuses } from './WinnersBoard.tsx';

const winners = Array.from({ length: 20 }, (_, index) => ({
  customerName: `pl***${(index * 7) % 10}${index}`,
  winAmount: 98_000 - index * 4_321.5,
  gameName: ['Fortune Tiger', 'Gates of Olympus', 'Ocean King', 'Sweet Bonanza'][index % 4] ?? 'Slots',
  iconUrl: sampleImage('W', index * 30),
}));

const meta = {
  title: 'Games/WinnersBoard',
  component: WinnersBoard,
  tags: ['autodocs'],
  args: { winners, currencySymbol: 'RM', status: 'idle' },
  argTypes: { status: { control: 'inline-radio', options: winnersBoardStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnersBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Latest winners' });
    // Of the 20 fetched, the first 10 show, in 5 rows of two.
    const list = within(board).getByRole('list');
    await expect(list.children).toHaveLength(5);
    for (const row of list.children) await expect(row.children).toHaveLength(2);
    await expect(within(list).getByText('RM 98,000.00')).toBeInTheDocument();
    await expect(within(list).queryByText('RM 54,785.00')).toBeNull();
    const track = list.parentElement;
    await expect(track && getComputedStyle(track).animationName).not.toBe('none');
  },
};

export const ThreeRowsStayStill: Story = {
  args: { winners: winners.slice(0, 6) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.children).toHaveLength(3);
    await expect(getComputedStyle(list.parentElement ?? list).animationName).toBe('none');
  },
};

export const OddNumber: Story = {
  args: { winners: winners.slice(0, 3) },
  play: async ({ canvas }) => {
    const rows = canvas.getByRole('list').children;
    await expect(rows).toHaveLength(2);
    await expect(rows[1]?.children).toHaveLength(1);
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list.parentElement ?? list).animationName).toBe('none');
    await expect(getComputedStyle(list.parentElement?.parentElement ?? list).overflowY).toBe('auto');
  },
};

export const Loading: Story = {
  args: { winners: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading winners');
  },
};

export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No data');
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
