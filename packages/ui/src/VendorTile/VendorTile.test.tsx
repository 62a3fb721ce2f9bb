import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { monogramOf, VendorTile, type VendorTileVendor } from './VendorTile.tsx';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="teal"/></svg>',
)}`;
const pg: VendorTileVendor = { vassalage: 'PG', displayName: 'PG Soft', logoUrl: logo };

describe('VendorTile', () => {
  it('hands back the vendor chosen, by mouse or keyboard', async () => {
    const onSelect = vi.fn();
    await render(<VendorTile vendor={pg} onSelect={onSelect} />);
    await userEvent.click(page.getByRole('button', { name: 'PG Soft' }));
    page.getByRole('button', { name: 'PG Soft' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect.mock.calls).toEqual([[pg], [pg]]);
  });

  it('reads its badge after the name', async () => {
    const screen = await render(<VendorTile vendor={pg} badge="new" onSelect={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'PG Soft New' })).toBeVisible();
    await screen.rerender(<VendorTile vendor={pg} badge="maintenance" onSelect={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'PG Soft Maintenance' })).toBeVisible();
  });

  it('stays reachable under maintenance but does nothing when chosen', async () => {
    const onSelect = vi.fn();
    await render(<VendorTile vendor={pg} badge="maintenance" onSelect={onSelect} />);
    const tile = page.getByRole('button', { name: 'PG Soft Maintenance' });
    await expect.element(tile).toHaveAttribute('aria-disabled', 'true');
    // A tap still reaches it (a person cannot tell aria-disabled from enabled by touch).
    (tile.element() as HTMLButtonElement).click();
    tile.element().focus();
    await expect.element(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('draws the initials when the logo fails, and when there is none', async () => {
    const screen = await render(<VendorTile vendor={{ ...pg, logoUrl: '/missing-cdn/pg.svg' }} onSelect={() => {}} />);
    await expect.poll(() => screen.container.querySelector('img')).toBeNull();
    await expect.element(page.getByRole('button', { name: 'PG Soft' })).toHaveTextContent('PSPG Soft');
    await screen.rerender(<VendorTile vendor={{ vassalage: 'EVO', displayName: 'Evolution' }} onSelect={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Evolution' })).toHaveTextContent('EVEvolution');
  });

  it('tries a new logo address again after an earlier one failed', async () => {
    const screen = await render(<VendorTile vendor={{ ...pg, logoUrl: '/missing-cdn/pg.svg' }} onSelect={() => {}} />);
    await expect.poll(() => screen.container.querySelector('img')).toBeNull();
    await screen.rerender(<VendorTile vendor={pg} onSelect={() => {}} />);
    expect(screen.container.querySelector('img')?.getAttribute('src')).toBe(logo);
  });

  it("words its badges in the app's language", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue }) => (key === 'content:vendorTile.maintenance' ? 'Penyelenggaraan' : defaultValue)}
      >
        <VendorTile vendor={pg} badge="maintenance" onSelect={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'PG Soft Penyelenggaraan' })).toBeVisible();
  });
});

describe('monogramOf', () => {
  it('takes the first letters of two words, or the first two of one', () => {
    expect(monogramOf('PG Soft')).toBe('PS');
    expect(monogramOf('evolution')).toBe('EV');
    expect(monogramOf('  Pragmatic   Play Live ')).toBe('PP');
    expect(monogramOf('皇冠体育')).toBe('皇冠');
  });
});
