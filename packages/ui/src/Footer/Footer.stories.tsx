import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const vendors = ['PG', 'PP', 'JDB', 'EVO', 'SV3', 'BGS'].map((code) => ({
  vassalage: code,
  displayName: `${code} Gaming`,
}));

const grey = (code: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 28"><rect width="80" height="28" rx="4" fill="#777"/><text x="40" y="19" font-size="13" text-anchor="middle" fill="#eee" font-family="sans-serif">${code}</text></svg>`,
  )}`;

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    brandName: 'Mobile Games',
    socialLinks: [
      { type: 'FACEBOOK', href: 'https://facebook.example/club' },
      { type: 'TELEGRAM', href: 'https://t.example/club' },
    ],
    vendors,
    vendorLogoUrl: grey,
    helpLinks: [
      { title: 'Deposit', href: '/m/help?i=0' },
      { title: 'Withdrawal', href: '/m/help?i=1' },
    ],
    // The documents' figures: players 18 or older, copyright 2024.
    minimumAge: 18,
    copyrightYear: 2024,
  },
  argTypes: { minimumAge: { control: 'inline-radio', options: [18, 21] } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const socials = within(canvas.getByRole('list', { name: 'Follow us' }));
    await expect(socials.getAllByRole('link').map((link) => link.textContent)).toEqual(['Facebook', 'Telegram']);
    await expect(socials.getByRole('link', { name: 'Telegram' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Withdrawal' })).toHaveAttribute('href', '/m/help?i=1');
    await expect(canvas.getByRole('img', { name: 'SV3 Gaming' })).toBeVisible();
    await expect(canvas.getByText('© 2024 Mobile Games. All rights reserved.')).toBeVisible();
    await expect(canvas.getByText(/Players must be 18 or older/)).toBeVisible();
  },
};

export const NoSocialsNoHelp: Story = {
  args: { socialLinks: [], helpLinks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Help' })).toBeNull();
  },
};

export const AllSocials: Story = {
  args: {
    socialLinks: [
      { type: 'YOUTUBE', href: 'https://youtube.example/club' },
      { type: 'FACEBOOK', href: 'https://facebook.example/club' },
      { type: 'INSTAGRAM', href: 'https://instagram.example/club' },
      { type: 'WHATSAPP', href: 'https://wa.example/60123456789' },
      { type: 'TELEGRAM', href: 'https://t.example/club' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Follow us' })).getAllByRole('link')).toHaveLength(5);
  },
};

export const VendorNames: Story = {
  args: { vendorLogoUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BGS Gaming')).toBeVisible();
  },
};

export const AgeTwentyOne: Story = {
  args: { minimumAge: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Players must be 21 or older/)).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const SecondBrand: Story = { args: { brandName: 'Emerald Club' }, globals: { brand: 'emerald' } };

export const Malay: Story = {
  globals: { language: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2024 Mobile Games. Hak cipta terpelihara.')).toBeVisible();
  },
};
