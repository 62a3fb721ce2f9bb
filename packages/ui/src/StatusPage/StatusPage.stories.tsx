import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusPage, statusPageKinds } from './StatusPage.tsx';

const meta = {
  title: 'Pages/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  args: { kind: 'maintenance', brandName: 'Mobile Games', onRetry: fn() },
  argTypes: { kind: { control: 'inline-radio', options: statusPageKinds } },
  parameters: { ownsMain: true },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The platform is under maintenance' })).toBeVisible();
    await expect(canvas.getByText('System upgrading, please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const IpRestriction: Story = {
  args: { kind: 'restricted', ip: '203.0.113.7', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(canvas.getByText('Your IP address: 203.0.113.7')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OperatorMessage: Story = {
  args: { message: 'Scheduled upgrade until 04:00 (GMT+8).' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled upgrade until 04:00 (GMT+8).')).toBeVisible();
  },
};

export const WithSupportLink: Story = {
  args: { kind: 'restricted', action: <a href="#support">Customer service</a> },
};

export const Malay: Story = { args: { kind: 'restricted', ip: '203.0.113.7' }, globals: { language: 'ms' } };

export const RightToLeft: Story = { args: { kind: 'restricted', ip: '203.0.113.7' }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
