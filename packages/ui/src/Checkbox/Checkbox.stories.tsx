import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { checked: true, onCheckedChange: fn(), children: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange?.(next);
      }}
    />
  );
}

export const RememberMe: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const DisclaimerWithLink: Story = {
  args: {
    checked: false,
    children: (
      <>
        I am over 18 years old and accept the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /over 18 years old/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { checked: false, children: 'I am over 21 years old', error: 'Please confirm you are 21 years old' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am over 21 years old' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please confirm you are 21 years old');
  },
};

export const RightToLeft: Story = { args: { children: 'تذكرني' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
