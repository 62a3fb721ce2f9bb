import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, type SelectProps } from './Select.tsx';

const banks = [
  { value: 'MBB', label: 'Maybank' },
  { value: 'CIMB', label: 'CIMB Bank' },
  { value: 'PBB', label: 'Public Bank' },
  { value: 'RHB', label: 'RHB Bank' },
  { value: 'HLB', label: 'Hong Leong Bank' },
  { value: 'AMB', label: 'AmBank', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Bank', options: banks, value: '', onValueChange: fn(), required: true },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

export const Placeholder: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveDisplayValue('Select an option');
    await userEvent.selectOptions(select, 'CIMB');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('CIMB');
    await expect(select).toHaveDisplayValue('CIMB Bank');
  },
};

export const Chosen: Story = { args: { value: 'HLB', hint: 'The account your withdrawals are paid into' } };

export const CustomPlaceholder: Story = { args: { placeholder: 'Choose your bank' } };

export const ErrorState: Story = {
  args: { error: 'Please choose a bank' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose a bank');
  },
};

export const Disabled: Story = { args: { value: 'MBB', disabled: true } };

export const Malay: Story = {
  args: { label: 'Bank', hint: 'Akaun untuk menerima pengeluaran anda' },
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toHaveDisplayValue('Pilih satu pilihan');
  },
};

/** The chevron sits at the end edge, on the left, and the text starts on the right. */
export const RightToLeft: Story = {
  args: {
    label: 'البنك',
    options: [
      { value: 'MBB', label: 'ماي بنك' },
      { value: 'CIMB', label: 'بنك سي آي إم بي' },
    ],
    value: 'CIMB',
    error: 'يرجى اختيار بنك',
  },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { value: 'PBB' }, globals: { brand: 'emerald' } };
