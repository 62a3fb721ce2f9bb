import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AppPlatform } from '../AppDownloadPopup/AppDownloadPopup.tsx';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { AppDownloadPage, type AppDownloadPageProps } from './AppDownloadPage.tsx';

function Controlled(args: AppDownloadPageProps) {
  const [platform, setPlatform] = useState<AppPlatform>(args.platform);
  return (
    <AppDownloadPage
      {...args}
      platform={platform}
      onPlatformChange={(next) => {
        setPlatform(next);
        args.onPlatformChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/AppDownloadPage',
  component: AppDownloadPage,
  tags: ['autodocs'],
  args: {
    brandName: 'Mobile Games',
    platform: 'android',
    onPlatformChange: fn(),
    downloads: ['android', 'ios'],
    onDownload: fn(),
    // The documents' figure: iOS 12.4 or later recommended.
    minimumIosVersion: '12.4',
  },
  render: (args) => <Controlled {...args} />,
  parameters: { ownsMain: true },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AppDownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get the Mobile Games app' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Download for Android' }));
    await expect(args.onDownload).toHaveBeenCalledWith('android');
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Download the app',
      'Allow the install',
      'Install and open',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'iOS' }));
    await expect(args.onPlatformChange).toHaveBeenCalledWith('ios');
    await expect(canvas.getByText('iOS 12.4 or later recommended.')).toBeVisible();
  },
};

/** An iPhone: its guide first, Safari's Share and Add to Home Screen, and the recommended version. */
export const Ios: Story = {
  args: { platform: 'ios', platforms: ['ios', 'android'], iconUrl: sampleImage('MG', 40) },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['iOS', 'Android']);
    await expect(canvas.getByRole('heading', { name: 'Tap Share' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Add to Home Screen' })).toBeVisible();
  },
};

/** Inside the installed app there is nothing to download: the guide alone. */
export const GuideOnly: Story = {
  args: { downloads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Download for/ })).toBeNull();
  },
};

export const Malay: Story = { globals: { language: 'ms' } };

export const MalayIos: Story = { args: { platform: 'ios' }, globals: { language: 'ms' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { brandName: 'Emerald Club' }, globals: { brand: 'emerald' } };
