import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BalanceDisplay, type BalanceDisplayProps } from './BalanceDisplay.tsx';

const meta = {
  title: 'Account/BalanceDisplay',
  component: BalanceDisplay,
  tags: ['autodocs'],
  args: { amount: 1234.56, currencySymbol: 'RM', onRefresh: fn() },
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
  args: { masked: true },
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status');
    await expect(output).toHaveTextContent('******');
    await expect(output).not.toHaveTextContent('1,234.56');
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('******Updating balance');
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const WithoutRefresh: Story = { args: { onRefresh: undefined } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };

function WithHideToggle(args: BalanceDisplayProps) {
  const [masked, setMasked] = useState(args.masked ?? false);
  return (
    <BalanceDisplay
      {...args}
      masked={masked}
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
