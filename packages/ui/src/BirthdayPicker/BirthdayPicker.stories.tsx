import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker.tsx';

const meta = {
  title: 'Forms/BirthdayPicker',
  component: BirthdayPicker,
  tags: ['autodocs'],
  args: { value: '', onValueChange: fn(), min: '1900-01-01', max: '2026-12-31' },
} satisfies Meta<typeof BirthdayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: BirthdayPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <BirthdayPicker
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Birthday');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '1900-01-01');
    await expect(input).toHaveAttribute('max', '2026-12-31');
    await userEvent.type(input, '1990-05-17');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-05-17');
  },
};

export const Filled: Story = { args: { value: '1990-05-17', success: true } };

export const ErrorState: Story = {
  args: { value: '1899-12-31', error: 'Choose a date from 1900 onwards' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Birthday');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect((input as HTMLInputElement).validity.rangeUnderflow).toBe(true);
  },
};

export const RightToLeft: Story = { args: { label: 'تاريخ الميلاد' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
