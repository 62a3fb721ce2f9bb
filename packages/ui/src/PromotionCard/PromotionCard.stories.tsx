import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { PromotionCard, PromotionCardSkeleton, promotionStates } from './PromotionCard.tsx';

const promotion = {
  id: 7,
  title: 'Weekend reload 30%',
  coverUrl: sampleImage('30%', 330),
  startDate: '2024-12-06',
  endDate: '2024-12-08',
};

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  tags: ['autodocs'],
  args: { promotion, onOpen: fn(), onAction: fn() },
  argTypes: { state: { control: 'select', options: [undefined, ...promotionStates] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dated: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('2024-12-06 to 2024-12-08')).toBeVisible();
    await expect(canvasElement.querySelector('#promotion-7')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Weekend reload 30%/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(promotion);
  },
};

export const LongTerm: Story = {
  args: { promotion: { ...promotion, id: 8, title: 'VIP weekly cashback', endDate: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From 2024-12-06, long-term')).toBeVisible();
  },
};

export const Join: Story = {
  args: { state: 'join' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onAction).toHaveBeenCalledWith(promotion, 'join');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Claiming: Story = {
  args: { state: 'claim', acting: true },
  play: async ({ args, canvas }) => {
    const claim = canvas.getByRole('button', { name: 'Claim' });
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Every state that only reports: no button, just where the player stands. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {promotionStates
        .filter((state) => state !== 'join' && state !== 'claim')
        .map((state) => (
          <PromotionCard key={state} {...args} promotion={{ ...promotion, id: state }} state={state} />
        ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Applying', 'In process', 'Joined', 'Issued', 'Claimed', 'Rejected', 'Closed', 'Coming soon']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: /Join|Claim/ })).toBeNull();
  },
};

export const WithoutCover: Story = { args: { promotion: { ...promotion, coverUrl: undefined } } };

/** A cover the server never cut to 16:7 is cropped to the frame; the card keeps its height. */
export const SquareCover: Story = {
  args: {
    promotion: { ...promotion, coverUrl: sampleImage('1:1', 200) },
    state: 'join',
  },
};

export const Loading: Story = {
  render: () => <PromotionCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Room for the join button or the state, for a list whose cards will have one. */
export const LoadingWithState: Story = { render: () => <PromotionCardSkeleton withState /> };

export const RightToLeft: Story = {
  args: { promotion: { ...promotion, title: 'مكافأة نهاية الأسبوع ٣٠٪' } },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
