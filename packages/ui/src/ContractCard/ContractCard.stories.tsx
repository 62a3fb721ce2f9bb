import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContractCard } from './ContractCard.tsx';
import { sampleContracts } from './sampleContracts.ts';

const meta = {
  title: 'Agent/ContractCard',
  component: ContractCard,
  tags: ['autodocs'],
  args: { contract: sampleContracts.dailyWage },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailyWage: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Daily wage contract' }));
    await expect(card.getByText('Awaiting your review')).toBeVisible();
    await expect(card.getByText(/^Proposed by agent01 on/)).toHaveTextContent('Proposed by agent01 on 2024-12-02');
    const rows = card.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[3]).toHaveTextContent('≥ RM 200,000.00≥ 20RM 3,000.00');
    await expect(card.getByRole('columnheader', { name: 'Daily wage' })).toBeVisible();
  },
};

export const HourlyWage: Story = {
  args: { contract: sampleContracts.hourlyWage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Hourly valid bet' })).toBeVisible();
    // No tier asks for active members: the column is left out.
    await expect(canvas.queryByRole('columnheader', { name: 'Active members' })).toBeNull();
    await expect(canvas.getByText('Accepted')).toBeVisible();
  },
};

export const Dividend: Story = {
  args: { contract: sampleContracts.dividend },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Dividend rate' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '35%' })).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
