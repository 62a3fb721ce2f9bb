import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioGroupProps, radioGroupVariants } from './RadioGroup.tsx';

const phone = { value: 'phone', label: 'Mobile number', description: 'We send a code to +60 12***6789' };
const email = { value: 'email', label: 'E-mail', description: 'We send a link to d***1@example.com' };
const recovery = [phone, email];

const contracts = [
  { value: 'daily', label: 'Daily wage', description: 'A share of each day’s valid turnover' },
  { value: 'hourly', label: 'Hourly wage', description: 'A share of each hour’s valid turnover' },
  { value: 'dividend', label: 'Dividend', description: 'A share of the net loss over the period' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: 'Recover your password by', options: recovery, value: 'phone', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: radioGroupVariants } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RadioGroup
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

export const Rows: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Recover your password by' })).toBeVisible();
    const phone = canvas.getByRole('radio', { name: 'Mobile number' });
    await expect(phone).toBeChecked();
    await userEvent.click(canvas.getByText('E-mail'));
    await expect(canvas.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('email');
  },
};

export const Cards: Story = {
  args: { legend: 'Contract type', options: contracts, value: 'daily', variant: 'cards' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily wage' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hourly wage' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('hourly');
  },
};

export const NothingChosen: Story = {
  args: {
    value: '',
    options: [
      { value: 'username', label: 'Username' },
      { value: 'mobile', label: 'Mobile' },
    ],
  },
};

export const ErrorState: Story = {
  args: { legend: 'Contract type', options: contracts, value: '', variant: 'cards', error: 'Please choose a contract' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Contract type' })).toHaveAccessibleDescription(
      'Please choose a contract',
    );
  },
};

export const WithUnavailableOption: Story = {
  args: {
    options: [phone, { ...email, disabled: true, description: 'No e-mail address on this account' }],
    hint: 'Choose where we send your reset code',
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Malay: Story = {
  args: {
    legend: 'Pulihkan kata laluan melalui',
    options: [
      { value: 'phone', label: 'Nombor telefon bimbit', description: 'Kami hantar kod ke +60 12***6789' },
      { value: 'email', label: 'E-mel', description: 'Kami hantar pautan ke d***1@example.com' },
    ],
    error: 'Sila pilih kaedah pemulihan',
    value: '',
  },
  globals: { language: 'ms' },
};

export const RightToLeft: Story = {
  args: {
    legend: 'نوع العقد',
    options: [
      { value: 'daily', label: 'أجر يومي', description: 'حصة من حجم الرهان اليومي' },
      { value: 'dividend', label: 'أرباح', description: 'حصة من صافي الخسارة' },
    ],
    value: 'daily',
    variant: 'cards',
  },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { variant: 'cards' }, globals: { brand: 'emerald' } };
