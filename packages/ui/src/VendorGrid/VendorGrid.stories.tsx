import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleVendorTiles } from '../VendorTile/sampleVendorLogos.ts';
import { VendorGrid, type VendorGridItem, vendorGridColumns, vendorGridStatuses } from './VendorGrid.tsx';

const vendors: VendorGridItem[] = sampleVendorTiles().map((vendor, index) => ({
  vendor: index === 4 ? { ...vendor, logoUrl: undefined } : vendor,
  badge: index === 1 ? 'new' : index === 6 ? 'maintenance' : undefined,
}));

const meta = {
  title: 'Games/VendorGrid',
  component: VendorGrid,
  tags: ['autodocs'],
  args: { vendors, onSelect: fn(), onRetry: fn(), status: 'idle', columns: 3 },
  argTypes: {
    status: { control: 'inline-radio', options: vendorGridStatuses },
    columns: { control: 'inline-radio', options: vendorGridColumns },
  },
} satisfies Meta<typeof VendorGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(list.children).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Evolution' }));
    await expect(args.onSelect).toHaveBeenCalledWith(vendors[3]?.vendor);
  },
};

export const TwoColumns: Story = { args: { columns: 2, vendors: vendors.slice(0, 6) } };

export const Loading: Story = {
  args: { vendors: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vendors');
  },
};

export const LoadError: Story = {
  args: { vendors: [], status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { vendors: [] } };

export const Malay: Story = { globals: { language: 'ms' } };

export const RightToLeft: Story = { args: { vendors: vendors.slice(0, 6) }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { globals: { brand: 'emerald' } };
