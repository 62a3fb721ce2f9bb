import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@wl/i18n/languages';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';

const meta = {
  title: 'Settings/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { languages: LANGUAGES, value: 'MS', onValueChange: fn() },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: LanguagePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguagePicker
      {...args}
      value={value}
      onValueChange={(code) => {
        setValue(code);
        args.onValueChange(code);
      }}
    />
  );
}

export const AllLanguages: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Language' });
    await expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(31);
    await expect(canvas.getByRole('radio', { name: 'Bahasa Melayu' })).toBeChecked();
    await userEvent.click(canvas.getByText('English'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('EN');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Bahasa Melayu' })).not.toBeChecked();
  },
};

export const CurrentIsTicked: Story = {
  args: { value: 'CN' },
  play: async ({ canvasElement }) => {
    // Exactly one tick, on the current language.
    const ticked = [...canvasElement.querySelectorAll('label')].filter((label) => label.querySelector('svg'));
    await expect(ticked).toHaveLength(1);
    await expect(ticked[0]).toHaveTextContent('简体中文');
  },
};

export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Bahasa Melayu'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PT');
  },
};

export const RightToLeft: Story = { args: { value: 'AR' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
