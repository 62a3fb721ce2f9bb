import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { PopupCarousel } from './PopupCarousel.tsx';

const items = [
  {
    id: 1,
    title: 'Welcome to the club',
    // As the domain hands it over: the server's 20px already turned into legacy rem worth 100 px each.
    html: '<p style="font-size: calc(0.2 * 100px)">Claim a <strong>100% welcome bonus</strong> on your first deposit.</p>',
  },
  { id: 2, title: 'Maintenance tonight', html: '<p>PG slots are under maintenance from 02:00 to 04:00.</p>' },
  { id: 3, title: 'Refer a friend', html: '<p>Invite friends and earn 1% of their turnover.</p>' },
];

const meta = {
  title: 'Content/PopupCarousel',
  component: PopupCarousel,
  tags: ['autodocs'],
  // The documents' figures: a swipe must pass 60 px, a slide takes 400 ms, the mask waits 300 ms.
  args: { open: true, items, onClose: fn(), swipePx: 60, slideMs: 400, maskGuardMs: 300 },
} satisfies Meta<typeof PopupCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function swipe(target: Element, dx: number) {
  fireEvent.pointerDown(target, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
  fireEvent.pointerMove(target, { pointerId: 2, pointerType: 'touch', clientX: 200 + dx / 2, clientY: 100 });
  fireEvent.pointerMove(target, { pointerId: 2, pointerType: 'touch', clientX: 200 + dx, clientY: 100 });
  fireEvent.pointerUp(target, { pointerId: 2, pointerType: 'touch', clientX: 200 + dx, clientY: 100 });
}

export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Welcome to the club' });
    await expect(dialog).toBeVisible();
    // The kit keeps the sizes as the app gives them and converts nothing: 20px on the server is 20 px here.
    await expect(canvas.getByText(/Claim a/)).toHaveAttribute('style', 'font-size: calc(0.2 * 100px)');
    await expect(getComputedStyle(canvas.getByText(/Claim a/)).fontSize).toBe('20px');
    const track = canvas.getByText(/Claim a/).closest('[role="group"]')?.parentElement;
    await expect(track?.style.transitionDuration).toBe('400ms');
  },
};

export const SwipeOverSixtyPixels: Story = {
  play: async ({ canvas }) => {
    const viewport = canvas.getByText(/Claim a/).closest('[role="group"]')?.parentElement?.parentElement;
    if (!viewport) throw new globalThis.Error('no viewport');
    swipe(viewport, -60);
    await expect(canvas.getByRole('dialog', { name: 'Welcome to the club' })).toBeVisible();
    swipe(viewport, -61);
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Maintenance tonight' })).toBeVisible());
    swipe(viewport, 80);
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Welcome to the club' })).toBeVisible());
    // The first slide is the first: there is nothing before it.
    swipe(viewport, 80);
    await expect(canvas.getByRole('dialog', { name: 'Welcome to the club' })).toBeVisible();
  },
};

export const Dots: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3' }));
    await expect(canvas.getByRole('dialog', { name: 'Refer a friend' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const SinglePopup: Story = {
  args: { items: items.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Maintenance tonight' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Show slide/ })).toBeNull();
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2' }));
    const track = canvas.getByText(/PG slots/).closest('[role="group"]')?.parentElement;
    await expect(track?.style.transitionDuration).toBe('0ms');
  },
};

export const RightToLeft: Story = {
  args: { items: [{ id: 1, title: 'مرحبا', html: '<p>مكافأة ترحيبية ١٠٠٪</p>' }, ...items.slice(1)] },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const viewport = canvas.getByText(/مكافأة/).closest('[role="group"]')?.parentElement?.parentElement;
    if (!viewport) throw new globalThis.Error('no viewport');
    // Right to left, the next slide comes from the left.
    swipe(viewport, 70);
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Maintenance tonight' })).toBeVisible());
  },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
