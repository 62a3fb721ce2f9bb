import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmDialog, confirmTones } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Are you sure you want to log out?',
    onConfirm: fn(),
    onCancel: fn(),
    maskGuardMs: 300,
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  args: { tone: 'danger', confirmLabel: 'Log out' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alertdialog', { name: 'Are you sure you want to log out?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Notice: Story = {
  args: { title: 'New and old password cannot be the same', onCancel: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithMessage: Story = {
  args: {
    title: 'Free play',
    message: 'Please login an actual account to use this function',
    confirmLabel: 'Register now',
  },
};

export const Busy: Story = {
  args: { busy: true, confirmLabel: 'Log out', tone: 'danger' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { title: 'هل أنت متأكد أنك تريد تسجيل الخروج؟', confirmLabel: 'خروج', cancelLabel: 'إلغاء' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
