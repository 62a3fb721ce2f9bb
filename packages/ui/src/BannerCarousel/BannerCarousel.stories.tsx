import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { preferReducedMotion } from './reducedMotionStub.ts';

const banners = [
  { id: 1, imageUrl: sampleImage('Welcome', 20), alt: 'Welcome bonus 100%' },
  { id: 2, imageUrl: sampleImage('Slots', 140), alt: 'Slots weekly tournament' },
  { id: 3, imageUrl: sampleImage('Live', 260), alt: 'Live casino cashback' },
];

const meta = {
  title: 'Content/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  // The documents' figures: a new banner every 4000 ms, a 600 ms slide, swiped past 60 px, looping with more than one.
  args: { banners, autoplayMs: 4000, speedMs: 600, swipePx: 60, loop: true, onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])');

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    const track = canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement;
    await expect(track?.style.transitionDuration).toBe('600ms');
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3' }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3');
    await expect(canvas.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Live casino cashback' }));
    await expect(args.onSelect).toHaveBeenCalledWith(banners[2]);
  },
};

export const Swipe: Story = {
  play: async ({ args, canvasElement }) => {
    const viewport = canvasElement.querySelector('[aria-roledescription="slide"]')?.parentElement?.parentElement;
    if (!viewport) throw new globalThis.Error('no viewport');
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'touch', clientX: from, clientY: 50 });
      fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'touch', clientX: (from + to) / 2, clientY: 50 });
      fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 50 });
      fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 50 });
    };
    // Not far enough: the banner springs back.
    drag(300, 300 - 60);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    drag(300, 300 - 61);
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
    // Looping: back from the first banner is the last one.
    drag(100, 100 + 80);
    drag(100, 100 + 80);
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const PauseAndResume: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the slide show' }));
    await expect(canvas.getByRole('button', { name: 'Start the slide show' })).toBeVisible();
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1), loop: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Show slide/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Stop the slide show' })).toBeNull();
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Stop the slide show' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2' }));
    const track = canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement;
    await expect(track?.style.transitionDuration).toBe('0ms');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3');
  },
};

export const NotClickable: Story = { args: { onSelect: undefined } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2' }));
    const slide = currentSlide(canvasElement);
    const viewport = canvasElement.querySelector('section > div');
    await waitFor(() =>
      expect(
        Math.abs((slide?.getBoundingClientRect().left ?? 0) - (viewport?.getBoundingClientRect().left ?? 1)),
      ).toBeLessThan(1),
    );
  },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
