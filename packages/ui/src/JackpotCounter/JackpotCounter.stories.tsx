import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { JackpotCounter, useJackpot } from './JackpotCounter.tsx';
import { JACKPOT_RULES } from './jackpot.ts';

const meta = {
  title: 'Games/JackpotCounter',
  component: JackpotCounter,
  tags: ['autodocs'],
  args: { value: 1_254_321_987, currencySymbol: 'RM', fractionDigits: 0 },
  argTypes: { fractionDigits: { control: 'inline-radio', options: [0, 1, 2] } },
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

export const Home: Story = {
  args: { value: 24_567_890.4, fractionDigits: JACKPOT_RULES.home.fractionDigits },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM 24,567,890.4')).toBeInTheDocument();
  },
};

/** The live figure: drawn from the grand rule and growing every 3, 4 or 5 seconds. */
export const Live: Story = {
  render: function Render(args) {
    const value = useJackpot('grand');
    return <JackpotCounter {...args} value={value} />;
  },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-value]');
    const value = Number(figure?.getAttribute('data-value')?.replaceAll(',', ''));
    await expect(value).toBeGreaterThanOrEqual(1.2e9);
    await expect(value).toBeLessThanOrEqual(1.3e9);
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"] span[style]');
    await expect(column?.style.transitionDuration).toBe('0ms');
  },
};

export const RightToLeft: Story = { args: { label: 'الجائزة الكبرى' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
