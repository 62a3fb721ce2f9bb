import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { sampleImage } from '../GameTile/sampleGames.ts';
import { DetailLayout, DetailLayoutSkeleton } from './DetailLayout.tsx';

const noticeHtml = `
<p>Dear members, the platform will be upgraded on <strong>2024-12-10</strong> from 02:00 to 04:00 (GMT+8).</p>
<p>During this time, deposits and game launches are paused. Balances are not affected.</p>
<ul><li>Live casino reopens first.</li><li>Slots follow within 15 minutes.</li></ul>
<p>Questions? <a href="#support">Contact customer service</a>.</p>`;

const promotionHtml = `
<p>Top up at least RM 50.00 on Saturday or Sunday and receive a <strong>30% bonus</strong>, up to RM 300.00.</p>
<table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>RM 50.00</td><td>RM 15.00</td></tr>
<tr><td>RM 1,000.00</td><td>RM 300.00</td></tr></table>
<p>Turnover of 10 times the bonus is required before withdrawal.</p>`;

const meta = {
  title: 'Pages/DetailLayout',
  component: DetailLayout,
  tags: ['autodocs'],
  args: {
    title: 'Scheduled maintenance on 10 December',
    meta: '2024-12-06',
    section: 'Notice',
    onBack: fn(),
    html: noticeHtml,
  },
  // A page: full width under the app's header, in the app's <main>.
  parameters: { ownsMain: true },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DetailLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scheduled maintenance on 10 December' })).toBeVisible();
    await expect(canvas.getByText('2024-12-06')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const HelpArticle: Story = {
  args: {
    title: 'How do I withdraw?',
    meta: undefined,
    section: 'Help',
    html: '<ol><li>Open the member centre.</li><li>Choose Withdraw and enter the amount.</li><li>Confirm with your payment password.</li></ol><p>Withdrawals reach your bank within 24 hours.</p>',
  },
};

/** A promotion: its 16:7 cover, its period and the Apply button kept at the bottom of the screen. */
export const Promotion: Story = {
  args: {
    title: 'Weekend reload 30%',
    meta: '2024-12-06 to 2024-12-08',
    section: 'Promotion',
    coverUrl: sampleImage('30%', 330),
    html: promotionHtml,
    actions: (
      <Button block size="large" onClick={fn()}>
        Apply
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
    // The cover repeats the title: decorative.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** The longest title on a 360 px phone: it wraps, it is never squeezed. */
export const LongTitle: Story = {
  args: {
    title: 'Pengumuman penting: penyelenggaraan berjadual sistem pembayaran dan pengeluaran untuk semua ahli berdaftar',
    meta: '2024-12-06',
    section: 'Notis',
  },
};

export const WithoutBack: Story = { args: { onBack: undefined, section: undefined } };

export const Loading: Story = {
  render: () => <DetailLayoutSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingPromotion: Story = { render: () => <DetailLayoutSkeleton cover actions /> };

export const Malay: Story = {
  args: { ...Promotion.args, title: 'Tambah nilai hujung minggu 30%', section: 'Promosi' },
  globals: { language: 'ms' },
};

export const RightToLeft: Story = {
  args: { ...Promotion.args, title: 'مكافأة نهاية الأسبوع ٣٠٪', section: 'عرض', meta: '2024-12-06' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: Promotion.args, globals: { brand: 'emerald' } };
