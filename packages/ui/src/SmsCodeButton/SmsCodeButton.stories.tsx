import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton.tsx';

const meta = {
  title: 'Forms/SmsCodeButton',
  component: SmsCodeButton,
  tags: ['autodocs'],
  args: { remainingSeconds: 0, onSend: fn() },
  argTypes: { remainingSeconds: { control: { type: 'number', min: 0, max: 60 } } },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Countdown: Story = {
  args: { remainingSeconds: 60 },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '60 s until you can send a new code' });
    await expect(button).toHaveTextContent('60 s');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const InvalidNumber: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeDisabled();
  },
};

/** Driven as the app drives it: a tick every 500 ms re-reads the time left to the expiry. */
function Ticking(args: SmsCodeButtonProps) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const remaining = expiresAt === null ? 0 : Math.max(0, (expiresAt - now) / 1000);
  return (
    <TextField
      label="Verification code"
      value=""
      inputMode="numeric"
      trailing={
        <SmsCodeButton
          {...args}
          remainingSeconds={remaining}
          onSend={() => {
            args.onSend();
            // One reading of the clock: two would differ on a busy machine and round 2.001 s up to 3.
            const sentAt = Date.now();
            setNow(sentAt);
            setExpiresAt(sentAt + 2000);
          }}
        />
      }
    />
  );
}

export const CountsDownAndReenables: Story = {
  render: (args) => <Ticking {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '2 s until you can send a new code' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled(), { timeout: 3000 });
  },
};

export const RightToLeft: Story = { args: { remainingSeconds: 42 }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
