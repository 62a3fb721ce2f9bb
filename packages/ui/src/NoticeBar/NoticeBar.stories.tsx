import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { NoticeBar } from './NoticeBar.tsx';

const notices = [
  { id: 1, title: 'Server maintenance on 12/12 from 02:00 to 04:00' },
  { id: 2, title: 'New vendor: Dragon Gaming is live' },
  { id: 3, title: 'Weekly reload bonus: 20% every Monday' },
];

const meta = {
  title: 'Content/NoticeBar',
  component: NoticeBar,
  tags: ['autodocs'],
  args: { notices, onOpen: fn(), showAppDownload: false, onAppDownload: fn() },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ args, canvas }) => {
    const second = canvas.getByRole('button', { name: 'New vendor: Dragon Gaming is live' });
    await expect(canvas.getByRole('button', { name: 'Server maintenance on 12/12 from 02:00 to 04:00' })).toBeVisible();
    await userEvent.click(second);
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    const track = canvas.getByRole('list');
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expect(getComputedStyle(track).transform).toMatch(/^matrix/);
    await expect(canvas.queryByRole('button', { name: 'Download the app' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcement')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const WithAppDownload: Story = {
  args: { showAppDownload: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the app' }));
    await expect(args.onAppDownload).toHaveBeenCalledTimes(1);
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas }) => {
    const track = canvas.getByRole('list');
    await expect(getComputedStyle(track).animationName).toBe('none');
    await expect(getComputedStyle(track).transform).toBe('none');
  },
};

export const RightToLeft: Story = {
  args: { notices: [{ id: 1, title: 'صيانة الخادم يوم الجمعة' }] },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };

export const Malay: Story = {
  args: { notices: [], showAppDownload: true },
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tiada pengumuman')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat turun aplikasi' })).toBeVisible();
  },
};
