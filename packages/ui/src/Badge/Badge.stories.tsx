import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { text: '7' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 unread')).toBeInTheDocument();
  },
};

export const Capped: Story = {
  args: { text: '99+' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('99+ unread')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main')?.textContent).toBe('');
  },
};
