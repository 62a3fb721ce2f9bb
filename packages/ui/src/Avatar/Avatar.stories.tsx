import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar.tsx';

// A 1×1 PNG keeps the story offline.
const face =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const meta = {
  title: 'Account/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Demo Player', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Demo Player' })).toHaveTextContent('DP');
  },
};

export const WithImage: Story = {
  args: { src: face, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Demo Player' }).tagName).toBe('IMG');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('DP')).toBeInTheDocument();
  },
};

export const SecondBrand: Story = { args: { name: 'demo01' }, globals: { brand: 'emerald' } };
