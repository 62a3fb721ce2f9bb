import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField.tsx';

// Two tiny PNGs stand in for the gateway's images: a refresh must swap one for the other.
const first = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const second = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: { value: '', image: first, maxLength: 6, onValueChange: fn(), onRefresh: fn() },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a login form holds it: the answer in state, a new image on refresh. */
function Form(args: CaptchaFieldProps) {
  const [value, setValue] = useState(args.value);
  const [image, setImage] = useState(args.image);
  return (
    <CaptchaField
      {...args}
      value={value}
      image={image}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
      onRefresh={() => {
        setImage((current) => (current === first ? second : first));
        args.onRefresh();
      }}
    />
  );
}

export const Shown: Story = {
  render: (args) => <Form {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.type(input, '4821');
    await expect(input).toHaveValue('4821');
    const before = canvasElement.querySelector('img')?.getAttribute('src');
    await expect(before).toBe(`data:image/png;base64,${first}`);
    await userEvent.click(canvas.getByRole('button', { name: 'New captcha image' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${second}`);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'New captcha image' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const DataUrlImage: Story = { args: { image: `data:image/png;base64,${second}` } };

export const ErrorState: Story = {
  args: { value: '12', error: 'Enter captcha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription('Enter captcha');
  },
};

export const RightToLeft: Story = { args: { label: 'رمز التحقق' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
