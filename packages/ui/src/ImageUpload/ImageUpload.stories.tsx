import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageUpload, type ImageUploadProps } from './ImageUpload.tsx';

/** A small PNG drawn here, like a phone screenshot of a deposit slip: no file from the network. */
function samplePhoto(name: string, hue: number): File {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = `hsl(${hue} 55% 32%)`;
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = `hsl(${hue} 30% 92%)`;
    context.fillRect(28, 22, 104, 124);
    context.fillStyle = `hsl(${hue} 55% 40%)`;
    context.fillRect(40, 36, 80, 14);
    context.fillStyle = 'hsl(0 0% 70%)';
    for (const y of [64, 80, 96, 112]) context.fillRect(40, y, y === 112 ? 48 : 80, 6);
  }
  const base64 = canvas.toDataURL('image/png').split(',')[1] ?? '';
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const photos = () => [
  samplePhoto('deposit-slip.png', 210),
  samplePhoto('game-history.png', 150),
  samplePhoto('bonus-page.png', 30),
];

const meta = {
  title: 'Forms/ImageUpload',
  component: ImageUpload,
  tags: ['autodocs'],
  // The domain's limits, which the screen passes: ACTIVITY_IMAGE_MAX_COUNT, _MAX_BYTES and _TYPES.
  args: {
    label: 'Screenshots',
    files: [],
    onChange: fn(),
    maxCount: 3,
    maxBytes: 5 * 1024 * 1024,
    accept: ['image/png', 'image/jpeg'],
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ initial, ...args }: ImageUploadProps & { initial: number }) {
  const [files, setFiles] = useState(() => photos().slice(0, initial));
  return (
    <ImageUpload
      {...args}
      files={files}
      onChange={(next) => {
        setFiles(next.slice(0, args.maxCount));
        args.onChange(next);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <Controlled {...args} initial={0} />,
  play: async ({ args, canvas }) => {
    const add = canvas.getByLabelText('Add image');
    await expect(add).toHaveAccessibleDescription('PNG, JPG, up to 5 MB each');
    await userEvent.upload(add, samplePhoto('receipt.png', 280));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
  },
};

export const TwoPicked: Story = {
  render: (args) => <Controlled {...args} initial={2} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove deposit-slip.png' }));
    await expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'game-history.png' })]);
    await expect(canvas.getByLabelText('Add image')).toHaveFocus();
  },
};

/** All three taken: no add tile until one is removed. */
export const Full: Story = {
  render: (args) => <Controlled {...args} initial={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Add image')).toBeNull();
    await expect(canvas.getByText('3 of 3')).toBeVisible();
  },
};

/** The screen refused a file (the domain said why) and passes the message. */
export const Refused: Story = {
  args: { error: 'bonus-page.jpg is larger than 5 MB' },
  render: (args) => <Controlled {...args} initial={1} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Add image')).toHaveAccessibleDescription(
      'PNG, JPG, up to 5 MB each bonus-page.jpg is larger than 5 MB',
    );
  },
};

export const Disabled: Story = { args: { disabled: true }, render: (args) => <Controlled {...args} initial={1} /> };

export const Malay: Story = {
  args: { label: 'Tangkapan skrin', error: 'Hanya imej PNG atau JPG diterima' },
  globals: { language: 'ms' },
  render: (args) => <Controlled {...args} initial={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tambah imej')).toBeVisible();
  },
};

/** Tiles run from the right; each remove button sits in its tile's top-left (end) corner. */
export const RightToLeft: Story = {
  args: { label: 'لقطات الشاشة' },
  globals: { direction: 'rtl' },
  render: (args) => <Controlled {...args} initial={2} />,
};

export const SecondBrand: Story = {
  globals: { brand: 'emerald' },
  render: (args) => <Controlled {...args} initial={1} />,
};
