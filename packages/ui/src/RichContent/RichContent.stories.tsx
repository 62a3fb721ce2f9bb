import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichContent } from './RichContent.tsx';

const meta = {
  title: 'Content/RichContent',
  component: RichContent,
  tags: ['autodocs'],
  args: {
    html: '<h3>Weekly reload bonus</h3><p>Deposit <strong>MYR 100</strong> or more and get <em>20%</em> extra.</p><ul><li>Slots only</li><li>Turnover x5</li></ul><p><a href="https://example.com/terms">Terms</a></p>',
  },
} satisfies Meta<typeof RichContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekly reload bonus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileHtml: Story = {
  args: {
    html: '<p>Safe text</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned = true">Click</a>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('Click')).not.toHaveAttribute('href');
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** Inline sizes pass through untouched: pop-up HTML reaches the kit already converted by the domain. */
export const InlineSizesKept: Story = {
  args: { html: '<p style="font-size: 28px; padding: 20px">Welcome bonus</p>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome bonus')).toHaveStyle({ fontSize: '28px', padding: '20px' });
  },
};

export const RightToLeft: Story = {
  args: { html: '<p>مرحبا بكم في <strong>العرض الأسبوعي</strong></p>' },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
