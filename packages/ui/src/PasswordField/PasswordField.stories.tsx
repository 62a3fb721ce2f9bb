import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', value: '', onValueChange: fn() },
  argTypes: { autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: PasswordFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PasswordField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

export const Hidden: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    // Spaces and case are the player's: nothing is trimmed or changed.
    await userEvent.type(input, ' Demo 1234 ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(' Demo 1234 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(' Demo 1234 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Pasted: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.paste('Pasted#Secret1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Pasted#Secret1');
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password' },
};

export const ErrorState: Story = {
  args: { label: 'Confirm password', value: 'Demo1234', error: 'Confirmation password not matched' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Confirmation password not matched');
  },
};

export const SuccessState: Story = { args: { value: 'Demo1234', success: true } };

export const RightToLeft: Story = { args: { label: 'كلمة المرور' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };

export const Malay: Story = {
  args: { label: 'Kata laluan' },
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tunjukkan kata laluan' }));
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kata laluan' })).toBeVisible();
  },
};
