import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { type DialCode, DialCodePicker, dialCodePickerVariants } from './DialCodePicker.tsx';

const options: DialCode[] = [
  { code: '+60', country: 'Malaysia', flag: '🇲🇾' },
  { code: '+65', country: 'Singapore', flag: '🇸🇬' },
  { code: '+66', country: 'Thailand', flag: '🇹🇭' },
  { code: '+84', country: 'Vietnam', flag: '🇻🇳' },
];

const meta = {
  title: 'Forms/DialCodePicker',
  component: DialCodePicker,
  tags: ['autodocs'],
  args: { options, value: '+60', onValueChange: fn(), variant: 'standalone' },
  argTypes: { variant: { control: 'inline-radio', options: dialCodePickerVariants } },
} satisfies Meta<typeof DialCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(select).toHaveValue('+60');
    await userEvent.selectOptions(select, '+66');
    await expect(args.onValueChange).toHaveBeenCalledWith('+66');
  },
};

/** Inside the mobile-number field, as on the login and registration forms. */
export const InMobileField: Story = {
  args: { variant: 'inline' },
  render: function Render(args) {
    const [code, setCode] = useState(args.value);
    const [mobile, setMobile] = useState('');
    return (
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        maxLength={20}
        value={mobile}
        onValueChange={setMobile}
        leading={<DialCodePicker {...args} value={code} onValueChange={setCode} />}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), '+65');
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('+65');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '123456789');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('123456789');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
