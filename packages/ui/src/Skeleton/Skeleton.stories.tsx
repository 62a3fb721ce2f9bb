import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Circle: Story = { args: { shape: 'circle' } };

export const GameGridLoading: Story = {
  render: () => (
    <SkeletonGroup label="Loading games">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.5rem' }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="tile" />
        ))}
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Loading games');
  },
};

export const MemberCardLoading: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <div style={{ flex: 1, display: 'grid', gap: '0.5rem' }}>
          <Skeleton inlineSize="60%" />
          <Skeleton inlineSize="40%" />
        </div>
      </div>
      <Skeleton shape="block" />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ReducedMotionStopsTheSheen: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('span[aria-hidden="true"]');
    if (!shape) throw new Error('no skeleton');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = getComputedStyle(shape, '::after').animationName;
    await expect(animation === 'none').toBe(reduced);
  },
};

export const SecondBrand: Story = { args: { shape: 'block' }, globals: { brand: 'emerald' } };
