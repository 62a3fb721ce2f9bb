import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { type Winner, WinnersBoard, winnersBoardStatuses } from './WinnersBoard.tsx';

const amounts = [
  'RM 98,000.00',
  'RM 93,678.50',
  'RM 89,357.00',
  'RM 85,035.50',
  'RM 80,714.00',
  'RM 76,392.50',
  'RM 72,071.00',
  'RM 67,749.50',
  'RM 63,428.00',
  'RM 59,106.50',
];

const winners: Winner[] = amounts.map((amount, index) => ({
  customerName: `pl***${(index * 7) % 10}${index}`,
  gameName: ['Fortune Tiger', 'Gates of Olympus', 'Ocean King', 'Sweet Bonanza'][index % 4] ?? 'Slots',
  amount,
  iconUrl: sampleImage('W', index * 30),
}));

/** Two to a row, as the domain pairs the board's ten biggest wins. */
function rowsOf(list: readonly Winner[]): Winner[][] {
  return Array.from({ length: Math.ceil(list.length / 2) }, (_, row) => list.slice(row * 2, row * 2 + 2));
}

const meta = {
  title: 'Games/WinnersBoard',
  component: WinnersBoard,
  tags: ['autodocs'],
  args: { rows: rowsOf(winners), scrolls: true, status: 'idle' },
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
    // Ten winners in five rows of two, each amount as the app wrote it.
    const list = within(board).getByRole('list');
    await expect(list.children).toHaveLength(5);
    for (const row of list.children) await expect(row.children).toHaveLength(2);
    await expect(within(list).getByText('RM 98,000.00')).toBeInTheDocument();
    const track = list.parentElement;
    await expect(track && getComputedStyle(track).animationName).not.toBe('none');
  },
};

export const ThreeRowsStayStill: Story = {
  args: { rows: rowsOf(winners.slice(0, 6)), scrolls: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.children).toHaveLength(3);
    await expect(getComputedStyle(list.parentElement ?? list).animationName).toBe('none');
  },
};

export const OddNumber: Story = {
  args: { rows: rowsOf(winners.slice(0, 3)), scrolls: false },
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
  args: { rows: [], scrolls: false, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading winners');
  },
};

export const Empty: Story = {
  args: { rows: [], scrolls: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No big wins yet. Yours could be the first.');
  },
};

export const Malay: Story = {
  args: { rows: rowsOf(winners.slice(0, 6)), scrolls: false },
  globals: { language: 'ms' },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
