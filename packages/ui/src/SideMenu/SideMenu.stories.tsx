import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu } from './SideMenu.tsx';

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    maskGuardMs: 300,
    brandName: 'Mobile Games',
    onLogin: fn(),
    onRegister: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onSignOut: fn(),
    entries: [
      { id: 'profile', label: 'Profile', icon: 'user', onSelect: fn() },
      { id: 'records', label: 'Account record', icon: 'record', href: '#records' },
      { id: 'bets', label: 'Betting record', icon: 'ticket', href: '#bets' },
      { id: 'help', label: 'Help centre', icon: 'help', href: '#help' },
    ],
    socialLinks: [
      { id: 'telegram', label: 'Telegram', href: 'https://t.me/example' },
      { id: 'facebook', label: 'Facebook', href: 'https://facebook.com/example' },
    ],
    language: { nativeName: 'English', flag: '🇬🇧', onOpen: fn() },
    onAppDownload: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ args, canvas }) => {
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(menu.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(menu.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(menu.queryByRole('status')).toBeNull();
    await userEvent.click(menu.getByRole('button', { name: /Language/ }));
    await expect(args.language.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(menu.getByRole('button', { name: 'Download the app' }));
    await expect(args.onAppDownload).toHaveBeenCalledTimes(1);
  },
};

export const Member: Story = {
  args: {
    member: { name: 'demo01', balance: { text: 'RM1,234.56', state: 'shown', onRefresh: fn() } },
  },
  play: async ({ args, canvas }) => {
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('status')).toHaveTextContent('RM1,234.56');
    await expect(menu.queryByText(/^VIP/)).toBeNull();
    await expect(menu.queryByRole('button', { name: 'VIP benefits' })).toBeNull();
    await userEvent.click(menu.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    await userEvent.click(menu.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await userEvent.click(menu.getByRole('button', { name: 'Profile' }));
    await expect(args.entries[0]?.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(menu.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const MemberWithVip: Story = {
  args: {
    member: { name: 'Ana', vipLevel: 3, balance: { text: 'RM88.00', state: 'shown' } },
    onVipBenefits: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('VIP 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'VIP benefits' }));
    await expect(args.onVipBenefits).toHaveBeenCalledTimes(1);
  },
};

export const MemberBalanceMasked: Story = {
  args: { member: { name: 'demo01', balance: { text: '******', state: 'hidden' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toHaveTextContent('1,234.56');
  },
};

export const InsideTheApp: Story = {
  args: { onAppDownload: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download the app' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: {
    member: { name: 'demo01', balance: { text: 'RM1,234.56', state: 'shown' } },
    language: { nativeName: 'العربية', flag: '🇸🇦', onOpen: fn() },
  },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = {
  args: { member: { name: 'demo01', vipLevel: 'Gold', balance: { text: 'RM5.00', state: 'shown' } } },
  globals: { brand: 'emerald' },
};

export const Chinese: Story = {
  args: {
    member: { name: 'demo01', balance: { text: 'RM1,234.56', state: 'shown' } },
    entries: [{ id: 'help', label: '帮助中心', icon: 'help', href: '#help' }],
    language: { nativeName: '简体中文', flag: '🇨🇳', onOpen: fn() },
  },
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('dialog', { name: '菜单' }));
    await expect(menu.getByRole('button', { name: '存款' })).toBeVisible();
    await expect(menu.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};
