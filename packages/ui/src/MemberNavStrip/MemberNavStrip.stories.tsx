import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MemberNavStrip } from './MemberNavStrip.tsx';

const meta = {
  title: 'Navigation/MemberNavStrip',
  component: MemberNavStrip,
  tags: ['autodocs'],
  args: {
    entries: [
      { id: 'points', label: 'Points', icon: 'points', onSelect: fn() },
      { id: 'cashback', label: 'Cash back', icon: 'cashback', onSelect: fn() },
      { id: 'rewards', label: 'Rewards', icon: 'gift', onSelect: fn() },
      { id: 'promotions', label: 'Promotions', icon: 'promotion', href: '#promotions' },
      { id: 'deposit', label: 'Deposit', icon: 'deposit', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof MemberNavStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSwitchesOn: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Member shortcuts' });
    await expect(nav.querySelectorAll('li')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Rewards' }));
    await expect(args.entries[2]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '#promotions');
  },
};

export const PointsAndCashBackOff: Story = {
  args: {
    entries: [
      { id: 'rewards', label: 'Rewards', icon: 'gift' },
      { id: 'promotions', label: 'Promotions', icon: 'promotion', href: '#promotions' },
      { id: 'deposit', label: 'Deposit', icon: 'deposit' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Points' })).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
