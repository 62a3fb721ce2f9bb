import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { VendorIconStrip, vendorIconStripLayouts } from './VendorIconStrip.tsx';

const grey = (code: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 28"><rect width="80" height="28" rx="4" fill="#777"/><text x="40" y="19" font-size="13" text-anchor="middle" fill="#eee" font-family="sans-serif">${code}</text></svg>`,
  )}`;

const vendors = ['PG', 'PP', 'JDB', 'EVO', 'SV3', 'DS88', 'BGS'].map((code) => ({
  vassalage: code,
  displayName: `${code} Gaming`,
}));

const meta = {
  title: 'Games/VendorIconStrip',
  component: VendorIconStrip,
  tags: ['autodocs'],
  args: { vendors, logoUrl: (code) => `/missing-cdn/vendors/${code}_grey.png` },
  argTypes: { layout: { control: 'inline-radio', options: vendorIconStripLayouts } },
} satisfies Meta<typeof VendorIconStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logo that cannot load gives way to the vendor's name. */
export const MissingLogos: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('PG Gaming')).toBeVisible());
    await expect(canvas.getByRole('list', { name: 'Game vendors' }).children).toHaveLength(vendors.length);
  },
};

export const GreyLogos: Story = {
  args: { logoUrl: grey },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'DS88 Gaming' });
    await expect(logo).toHaveAttribute('loading', 'lazy');
    await expect(getComputedStyle(logo).filter).toBe('grayscale(1)');
  },
};

export const Wrapped: Story = { args: { layout: 'wrap', logoUrl: grey } };

export const RightToLeft: Story = { args: { logoUrl: grey }, globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { logoUrl: grey }, globals: { brand: 'emerald' } };
