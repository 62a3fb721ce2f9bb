import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleLogo } from './sampleVendorLogos.ts';
import { VendorTile, vendorTileBadges } from './VendorTile.tsx';

const meta = {
  title: 'Games/VendorTile',
  component: VendorTile,
  tags: ['autodocs'],
  args: { vendor: { vassalage: 'PG', displayName: 'PG Soft', logoUrl: sampleLogo('PG', 30) }, onSelect: fn() },
  argTypes: { badge: { control: 'inline-radio', options: [undefined, ...vendorTileBadges] } },
  // One tile at its size in a three-column grid on a phone.
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '6.75rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PG Soft' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.vendor);
  },
};

export const New: Story = {
  args: { badge: 'new' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PG Soft New' })).toBeVisible();
  },
};

/** Closed for now: still there and announced, but choosing it does nothing. */
export const Maintenance: Story = {
  args: { badge: 'maintenance' },
  play: async ({ args, canvas }) => {
    const tile = canvas.getByRole('button', { name: 'PG Soft Maintenance' });
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tile);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** No logo at all: the vendor's initials, in one of the brand's colours picked by its code. */
export const Monogram: Story = {
  args: { vendor: { vassalage: 'EVO', displayName: 'Evolution' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Evolution' })).toHaveTextContent('EVEvolution');
  },
};

export const BrokenLogo: Story = {
  args: { vendor: { vassalage: 'KM', displayName: 'Kingmaker', logoUrl: '/missing-cdn/km.svg' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const Malay: Story = { args: { badge: 'maintenance' }, globals: { language: 'ms' } };

export const RightToLeft: Story = {
  args: { badge: 'new', vendor: { vassalage: 'PG', displayName: 'بي جي سوفت', logoUrl: sampleLogo('PG', 30) } },
  globals: { direction: 'rtl' },
};

export const SecondBrand: Story = { args: { badge: 'new' }, globals: { brand: 'emerald' } };
