import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BalanceDisplay, type BalanceDisplayProps } from './BalanceDisplay.tsx';

const meta = {
  title: 'Account/BalanceDisplay',
  component: BalanceDisplay,
  tags: ['autodocs'],
  args: { text: 'RM1,234.56', state: 'shown', onRefresh: fn() },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('RM1,234.56');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Masked: Story = {
  args: { text: '******', state: 'hidden' },
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status');
    await expect(output).toHaveTextContent('******');
    await expect(output).not.toHaveTextContent('1,234.56');
  },
};

export const Refreshing: Story = {
  args: { text: '******', state: 'refreshing' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('******Updating balance');
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const WithoutRefresh: Story = { args: { onRefresh: undefined } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };

/** As the app drives it: the hide choice in state, the text formatted (or masked) for it. */
function WithHideToggle(args: BalanceDisplayProps) {
  const [masked, setMasked] = useState(args.state === 'hidden');
  return (
    <BalanceDisplay
      {...args}
      text={masked ? '******' : args.text}
      state={masked ? 'hidden' : 'shown'}
      onToggleMasked={() => {
        args.onToggleMasked?.();
        setMasked((hidden) => !hidden);
      }}
    />
  );
}

export const HideToggle: Story = {
  args: { onToggleMasked: fn() },
  render: (args) => <WithHideToggle {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(args.onToggleMasked).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('******');
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('RM1,234.56');
  },
};
