import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MemberMenu } from './MemberMenu.tsx';

const meta = {
  title: 'Navigation/MemberMenu',
  component: MemberMenu,
  tags: ['autodocs'],
  args: {
    name: 'demo01',
    balance: { text: 'RM1,234.56', state: 'shown', onRefresh: fn() },
    entries: [
      { id: 'records', label: 'Account record', icon: 'record', onSelect: fn() },
      { id: 'bets', label: 'Betting record', icon: 'ticket', href: '#bets' },
      { id: 'security', label: 'Security centre', icon: 'lock', href: '#security' },
      { id: 'rewards', label: 'Reward center', icon: 'gift', href: '#rewards', badge: '3' },
    ],
  },
} satisfies Meta<typeof MemberMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Member centre' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('RM1,234.56');
    await userEvent.click(canvas.getByRole('button', { name: 'Account record' }));
    await expect(args.entries[0]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: /Reward center.*3 unread/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Agency centre' })).toBeNull();
  },
};

export const AgentWithVip: Story = {
  args: {
    name: 'agent01',
    vipLevel: 5,
    entries: [
      { id: 'agency', label: 'Agency centre', icon: 'invite', href: '#agency' },
      { id: 'records', label: 'Account record', icon: 'record', href: '#records' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Agency centre' })).toBeVisible();
    await expect(canvas.getByText('VIP 5')).toBeVisible();
  },
};

export const BalanceMasked: Story = {
  args: { balance: { text: '******', state: 'hidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('******');
  },
};

export const Empty: Story = { args: { entries: [] } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
