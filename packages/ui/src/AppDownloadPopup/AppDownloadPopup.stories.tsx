import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { AppDownloadPopup } from './AppDownloadPopup.tsx';

const meta = {
  title: 'Overlays/AppDownloadPopup',
  component: AppDownloadPopup,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    onDownload: fn(),
    platforms: ['ios', 'android'],
    brandName: 'Mobile Games',
    iconUrl: sampleImage('MG', 40),
    // The documents' figures: iOS 12.4 recommended, the mask waits 300 ms.
    minimumIosVersion: '12.4',
    maskGuardMs: 300,
  },
} satisfies Meta<typeof AppDownloadPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothPlatforms: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Get the Mobile Games app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download for iOS' }));
    await expect(args.onDownload).toHaveBeenCalledWith('ios');
    await userEvent.click(canvas.getByRole('button', { name: 'Download for Android' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith('android');
    await expect(canvas.getByText('iOS 12.4 or later recommended.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Android: Story = {
  args: { platforms: ['android'], iconUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download for iOS' })).toBeNull();
    await expect(canvas.queryByText(/iOS 12.4/)).toBeNull();
  },
};

export const Ios: Story = { args: { platforms: ['ios'] } };

export const NoLinks: Story = {
  args: { platforms: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The app is not available for download yet.')).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { brandName: 'Emerald Club' }, globals: { brand: 'emerald' } };
