import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Username', value: '', onValueChange: fn(), autoComplete: 'username' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextField
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
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'demo01');
    await expect(input).toHaveValue('demo01');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('demo01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = { args: { hint: '4 to 16 letters or digits' } };

export const ErrorState: Story = {
  args: { value: 'ab', error: 'Account format is incorrect' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Account format is incorrect');
  },
};

export const SuccessState: Story = {
  args: { value: 'demo01', success: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  },
};

export const SuccessWithMessage: Story = {
  args: { label: 'Invitation code', value: 'AB12', success: 'Invitation code accepted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Invitation code' })).toHaveAccessibleDescription(
      'Invitation code accepted',
    );
  },
};

export const Disabled: Story = { args: { value: 'demo01', disabled: true, label: 'Current username' } };

export const RightToLeft: Story = {
  args: { label: 'اسم المستخدم', value: '', error: 'تنسيق الحساب غير صحيح' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { value: 'demo01', success: true }, globals: { brand: 'emerald' } };
