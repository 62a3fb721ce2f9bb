import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { JackpotCounter } from './JackpotCounter.tsx';

const meta = {
  title: 'Games/JackpotCounter',
  component: JackpotCounter,
  tags: ['autodocs'],
  args: { value: 'RM 1,254,321,987' },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnOffsets = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] span[style]')].map(
    (column) => column.style.transform,
  );

export const Grand: Story = {
  play: async ({ canvas, canvasElement }) => {
    // One accessible reading of the figure; the rolling columns are hidden from assistive technology.
    await expect(canvas.getByText('RM 1,254,321,987')).toBeInTheDocument();
    await expect(columnOffsets(canvasElement)[0]).toBe('translateY(-10%)');
    await expect(columnOffsets(canvasElement).at(-1)).toBe('translateY(-70%)');
  },
};

/** The home page's figure, one decimal and the symbol written against the digits, as the app formats it. */
export const Home: Story = {
  args: { value: 'RM24,567,890.4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM24,567,890.4')).toBeInTheDocument();
  },
};

const growing = ['RM 1,250,000,000', 'RM 1,250,030,000', 'RM 1,250,060,000', 'RM 1,250,090,000'];

/** A figure the app grows (here by 30,000 every 4000 ms): the digits roll to each new value. */
export const Growing: Story = {
  render: function Render(args) {
    const [step, setStep] = useState(0);
    useEffect(() => {
      const timer = setInterval(() => setStep((current) => (current + 1) % growing.length), 4000);
      return () => clearInterval(timer);
    }, []);
    return <JackpotCounter {...args} value={growing[step] ?? args.value} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM 1,250,000,000')).toBeInTheDocument();
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"] span[style]');
    await expect(column?.style.transitionDuration).toBe('0ms');
    // No band of light crosses the card: only the figure is hidden from assistive technology.
    await expect(canvasElement.querySelectorAll('p > [aria-hidden="true"]')).toHaveLength(1);
  },
};

/** On a wider screen the figure grows with its card. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '40rem', maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

export const Malay: Story = { args: { value: 'RM24,567,890.4' }, globals: { language: 'ms' } };

export const RightToLeft: Story = { args: { label: 'الجائزة الكبرى' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
