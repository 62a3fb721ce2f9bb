import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VipLabel } from './VipLabel.tsx';

const meta = {
  title: 'Account/VipLabel',
  component: VipLabel,
  tags: ['autodocs'],
  args: { level: 3 },
} satisfies Meta<typeof VipLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP 3')).toBeVisible();
  },
};

export const Named: Story = { args: { level: 'Gold' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
