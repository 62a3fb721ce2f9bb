import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionBanner, connectionStates } from './ConnectionBanner.tsx';

const meta = {
  title: 'Feedback/ConnectionBanner',
  component: ConnectionBanner,
  tags: ['autodocs'],
  args: { state: 'slow' },
  argTypes: { state: { control: 'inline-radio', options: connectionStates } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Slow connection. Loading may take longer.');
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No internet connection.');
  },
};

export const Online: Story = {
  args: { state: 'online' },
  play: async ({ canvas }) => {
    // Still mounted and empty, so going offline later is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Malay: Story = { globals: { language: 'ms' } };

export const RightToLeft: Story = { args: { state: 'offline' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
