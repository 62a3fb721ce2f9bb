import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  // The domain's limit for an activity application comment; the screen passes ACTIVITY_COMMENT_MAX_LENGTH.
  args: { label: 'Comment', value: '', maxLength: 140, onValueChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: TextAreaProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextArea
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

export const ActivityComment: Story = {
  args: { placeholder: 'Tell us your game ID and the day you played' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(input).toHaveAccessibleDescription('Up to 140 characters');
    await userEvent.type(input, 'Played on Sunday');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Played on Sunday');
    await expect(canvas.getByText('16/140')).toBeVisible();
  },
};

export const Written: Story = {
  args: { value: 'Member ID demo01, deposited RM 200 on 6 December for the weekend reload.' },
};

/** Past the limit the text stays, so the player can shorten it; the counter says by how much. */
export const OverTheLimit: Story = {
  args: {
    value:
      'I deposited RM 200 on Saturday evening and played slots all weekend, but the reload bonus never arrived in my wallet. Could you check it please?',
  },
  play: async ({ canvas }) => {
    // Shown under the box, and in the live region that screen readers hear.
    await expect(canvas.getAllByText('Characters over the limit: 4')).toHaveLength(2);
  },
};

export const ErrorState: Story = {
  args: { value: '', error: 'Please enter a comment' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Up to 140 characters Please enter a comment');
  },
};

/** Feedback counts words, which the domain checks: no counter, a hint instead. */
export const Feedback: Story = {
  args: { label: 'Your feedback', maxLength: undefined, hint: 'Tell us what we can do better', rows: 6 },
  render: (args) => <Controlled {...args} />,
};

export const Disabled: Story = { args: { value: 'Sent on 6 December', disabled: true } };

export const Malay: Story = {
  args: { label: 'Komen', value: 'ID ahli demo01, deposit RM 200 pada 6 Disember.' },
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Komen' })).toHaveAccessibleDescription('Maksimum 140 aksara');
  },
};

export const RightToLeft: Story = {
  args: { label: 'تعليق', value: 'لقد أودعت ٢٠٠ رينغيت يوم السبت', error: 'يرجى التحقق من التعليق' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { value: 'Member ID demo01' }, globals: { brand: 'emerald' } };
