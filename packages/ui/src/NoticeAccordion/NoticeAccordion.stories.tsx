import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NoticeAccordion } from './NoticeAccordion.tsx';

const notices = [
  {
    id: 11,
    title: 'Server maintenance',
    content: '<p>All games pause from <strong>02:00 to 04:00</strong>.</p>',
    date: '2024/12/01',
    dateTime: '2024-12-01',
    read: false,
  },
  {
    id: 12,
    title: 'New vendor live',
    content: '<p>Dragon Gaming joins the lobby with 40 slots.</p><img src="x" onerror="window.__pwned=true" alt="">',
    date: '2024/11/20',
    dateTime: '2024-11-20',
    read: true,
  },
  {
    id: 13,
    title: 'Holiday deposit bonus',
    content: '<p>10% extra on every deposit.</p>',
    date: '2024/11/30',
    dateTime: '2024-11-30',
  },
];

const meta = {
  title: 'Content/NoticeAccordion',
  component: NoticeAccordion,
  tags: ['autodocs'],
  args: { notices, onOpen: fn() },
} satisfies Meta<typeof NoticeAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('2024/12/01')).toBeVisible();
    await expect(canvas.getByText('2024/11/20')).toBeVisible();
    await expect(canvas.getByText('Unread')).toBeVisible();
    await userEvent.click(canvas.getByText('New vendor live'));
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledWith(notices[1]));
    await expect(canvas.getByText(/Dragon Gaming joins/)).toBeVisible();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    // One notice open at a time.
    await userEvent.click(canvas.getByText('Server maintenance'));
    await waitFor(() => expect(canvas.getByText(/Dragon Gaming joins/)).not.toBeVisible());
    await expect(canvas.getByText(/All games pause/)).toBeVisible();
  },
};

export const OpenedFromNoticeBar: Story = {
  args: { openIndex: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10% extra on every deposit.')).toBeVisible();
    await expect(canvas.getByText(/All games pause/)).not.toBeVisible();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcement')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    notices: [{ id: 1, title: 'صيانة الخادم', content: '<p>تتوقف الألعاب مؤقتا.</p>', date: '2024/12/01' }],
  },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
