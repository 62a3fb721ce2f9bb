import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { backPlacements, Header } from './Header.tsx';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    brandName: 'Mobile Games',
    onLogoClick: fn(),
    onBack: fn(),
    onMenu: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onMember: fn(),
    onLogout: fn(),
  },
  argTypes: { back: { control: 'inline-radio', options: backPlacements } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile Games home' }));
    await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onMenu).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const Member: Story = {
  args: { member: { name: 'demo01' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'demo01' }));
    await expect(args.onMember).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

export const WithTitleAndBackText: Story = {
  args: { title: 'Login', back: 'left-text', onMenu: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithBackIcon: Story = {
  args: { title: 'Promotions', back: 'right-icon', member: { name: 'demo01' }, onMenu: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The widest guest header: menu, title and back text, in Malay. The title gets a row of its own. */
export const MalayGuestWithTitle: Story = {
  args: { title: 'Promosi', back: 'left-text' },
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promosi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log masuk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { title: 'العروض', back: 'left-text' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { brandName: 'Emerald Club' }, globals: { brand: 'emerald' } };
