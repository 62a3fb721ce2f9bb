import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RouteFailure } from './RouteFailure.tsx';

const meta = {
  title: 'Pages/RouteFailure',
  component: RouteFailure,
  tags: ['autodocs'],
  args: { onRetry: fn(), homeHref: '/m/home', onHome: fn((event) => event.preventDefault()), offline: false },
} satisfies Meta<typeof RouteFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page did not load' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
  },
};

/** The browser says there is no connection: the page says so, and Try again is still there. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(canvas.getByText('Check your mobile data or Wi-Fi, then try again.')).toBeVisible();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithReference: Story = {
  args: { reference: 'response.malformed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: response.malformed')).toBeVisible();
  },
};

export const Malay: Story = { globals: { language: 'ms' } };

export const OfflineMalay: Story = { args: { offline: true }, globals: { language: 'ms' } };

export const RightToLeft: Story = { args: { reference: 'network.timeout' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
