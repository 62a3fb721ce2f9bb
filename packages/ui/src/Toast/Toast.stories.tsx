import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Toast, toastKinds } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: { kind: 'short', message: 'Sent successfully', onDismiss: fn() },
  argTypes: { kind: { control: 'inline-radio', options: toastKinds } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { kind: 'loading', message: 'Please wait…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = { args: { kind: 'success', message: 'Change saved' } };

export const Copied: Story = { args: { kind: 'copy', message: 'Copy successful' } };

export const Short: Story = {};

export const Long: Story = {
  args: { kind: 'long', message: 'Password reset successful. Please log in again.' },
};

/** A real wait with a short time: the toast asks to go by itself. */
export const DismissesItself: Story = {
  args: { kind: 'success', duration: 300, message: 'Registered successfully, ready for login' },
  play: async ({ args }) => {
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 1000 });
  },
};

export const RightToLeft: Story = { args: { message: 'تم الإرسال بنجاح' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { kind: 'success' }, globals: { brand: 'emerald' } };
