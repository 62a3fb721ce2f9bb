import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleContracts } from '../ContractCard/sampleContracts.ts';
import { ContractReviewDialog, contractDecisions } from './ContractReviewDialog.tsx';

const meta = {
  title: 'Agent/ContractReviewDialog',
  component: ContractReviewDialog,
  tags: ['autodocs'],
  args: { open: true, contract: sampleContracts.dailyWage, onDecide: fn(), onClose: fn(), maskGuardMs: 300 },
  argTypes: { pending: { control: 'inline-radio', options: [undefined, ...contractDecisions] } },
} satisfies Meta<typeof ContractReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailyWage: Story = {
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Daily wage contract' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onDecide).toHaveBeenCalledWith('accept', sampleContracts.dailyWage);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenLastCalledWith('reject', sampleContracts.dailyWage);
  },
};

export const HourlyWage: Story = {
  args: { contract: { ...sampleContracts.hourlyWage, status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Hourly wage contract' })).toBeVisible();
  },
};

export const Dividend: Story = {
  args: { contract: { ...sampleContracts.dividend, status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Dividend contract' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '20%' })).toBeVisible();
  },
};

export const Accepting: Story = {
  args: { pending: 'accept' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/does not have permission/);
  },
};

export const Later: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: '日工资契约' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '接受' })).toBeVisible();
  },
};
