import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { NavEntry } from '../NavEntry/NavEntry.tsx';
import { FooterMenu } from './FooterMenu.tsx';

function entries(unread: string): NavEntry[] {
  return [
    { id: 'home', label: 'Home', icon: 'home', href: '#home' },
    { id: 'deposit', label: 'Deposit', icon: 'deposit', href: '#deposit' },
    { id: 'invite', label: 'Invite', icon: 'invite', onSelect: fn() },
    { id: 'member', label: 'Member Center', icon: 'user', href: '#member', badge: unread },
    { id: 'reward', label: 'Reward', icon: 'gift', href: '#reward' },
  ];
}

const meta = {
  title: 'Navigation/FooterMenu',
  component: FooterMenu,
  tags: ['autodocs'],
  args: { entries: entries(''), currentId: 'home' },
} satisfies Meta<typeof FooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoUnread: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Member Center' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(args.entries[2]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Unread: Story = {
  args: { entries: entries('12'), currentId: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Member Center 12 unread' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UnreadCapped: Story = {
  args: { entries: entries('99+') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Member Center 99+ unread' })).toHaveTextContent('99+');
  },
};

export const RightToLeft: Story = { args: { entries: entries('5') }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { entries: entries('5') }, globals: { brand: 'emerald' } };
