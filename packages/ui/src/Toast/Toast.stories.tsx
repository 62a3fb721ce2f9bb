import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Toast, toastKinds } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: { kind: 'short', message: 'Sent successfully', durationMs: 3000, onDismiss: fn() },
  argTypes: { kind: { control: 'inline-radio', options: toastKinds } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { kind: 'loading', message: 'Please wait…', durationMs: 10_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = { args: { kind: 'success', message: 'Change saved', durationMs: 1000 } };

export const Copied: Story = { args: { kind: 'copy', message: 'Copy successful', durationMs: 2000 } };

export const Short: Story = {};

export const Long: Story = {
  args: { kind: 'long', message: 'Password reset successful. Please log in again.', durationMs: 8000 },
};

/** A real wait with a short time: the toast asks to go by itself. */
export const DismissesItself: Story = {
  args: { kind: 'success', durationMs: 300, message: 'Registered successfully, ready for login' },
  play: async ({ args }) => {
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 1000 });
  },
};

export const RightToLeft: Story = { args: { message: 'تم الإرسال بنجاح' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { kind: 'success', durationMs: 1000 }, globals: { brand: 'emerald' } };
