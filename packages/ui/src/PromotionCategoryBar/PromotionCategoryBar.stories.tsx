import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PromotionCategoryBar, promotionCategories } from './PromotionCategoryBar.tsx';

const meta = {
  title: 'Promotions/PromotionCategoryBar',
  component: PromotionCategoryBar,
  tags: ['autodocs'],
  args: { selected: 'ALL', onSelect: fn() },
  argTypes: { selected: { control: 'select', options: promotionCategories } },
} satisfies Meta<typeof PromotionCategoryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {
  play: async ({ args, canvas }) => {
    for (const name of ['All', 'Newbie', 'Limited', 'Special', 'Daily', 'High rebate', 'VIP']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'High rebate' }));
    await expect(args.onSelect).toHaveBeenCalledWith('HIGH_REBATE');
  },
};

export const Selecting: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <PromotionCategoryBar {...args} selected={selected} onSelect={setSelected} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daily' }));
    await expect(canvas.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ServerCategories: Story = {
  args: { categories: ['ALL', 'VIP', 'RAFFLE'], labels: { RAFFLE: 'Lucky draw' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lucky draw' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Newbie' })).toBeNull();
  },
};

export const RightToLeft: Story = { args: { selected: 'VIP' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { selected: 'NEWBIE' }, globals: { brand: 'emerald' } };
