import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { VendorGrid, type VendorGridItem } from './VendorGrid.tsx';

const vendors: VendorGridItem[] = [
  { vendor: { vassalage: 'PG', displayName: 'PG Soft' } },
  { vendor: { vassalage: 'EVO', displayName: 'Evolution' }, badge: 'new' },
  { vendor: { vassalage: 'SV3', displayName: 'SV388' }, badge: 'maintenance' },
  { vendor: { vassalage: 'KM', displayName: 'Kingmaker' } },
];

const tracks = (element: Element) => getComputedStyle(element).gridTemplateColumns.split(' ').length;

/** A phone's column: 360 px less the page's 16 px on each side. */
function Phone({ children }: { children: React.ReactNode }) {
  return <div style={{ inlineSize: '328px' }}>{children}</div>;
}

describe('VendorGrid', () => {
  it('lists every vendor in order and hands back the one chosen', async () => {
    const onSelect = vi.fn();
    await render(<VendorGrid vendors={vendors} onSelect={onSelect} label="Live casino" />);
    const list = page.getByRole('list', { name: 'Live casino' });
    const names = ['PG Soft', 'Evolution New', 'SV388 Maintenance', 'Kingmaker'];
    expect(list.getByRole('button').elements()).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      await expect.element(list.getByRole('button').nth(index)).toHaveAccessibleName(name);
    }
    await userEvent.click(page.getByRole('button', { name: 'Evolution New' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(vendors[1]?.vendor);
  });

  it('lays a phone out three or two to a row, and a wider screen with more', async () => {
    const screen = await render(
      <Phone>
        <VendorGrid vendors={vendors} onSelect={() => {}} />
      </Phone>,
    );
    expect(tracks(page.getByRole('list').element())).toBe(3);
    await screen.rerender(
      <Phone>
        <VendorGrid vendors={vendors} onSelect={() => {}} columns={2} />
      </Phone>,
    );
    expect(tracks(page.getByRole('list').element())).toBe(2);
    await screen.rerender(
      <div style={{ inlineSize: '720px' }}>
        <VendorGrid vendors={vendors} onSelect={() => {}} />
      </div>,
    );
    expect(tracks(page.getByRole('list').element())).toBeGreaterThan(3);
  });

  it('keeps every tile a 44 px target inside a 360 px phone', async () => {
    await render(
      <Phone>
        <VendorGrid vendors={vendors} onSelect={() => {}} />
      </Phone>,
    );
    for (const tile of page.getByRole('button').elements()) {
      const box = tile.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(328);
    }
  });

  it('shows tile-shaped placeholders in one busy region while the first list loads', async () => {
    const { container } = await render(<VendorGrid vendors={[]} onSelect={() => {}} status="loading" columns={2} />);
    const region = page.getByRole('status');
    await expect.element(region).toHaveAttribute('aria-busy', 'true');
    await expect.element(region).toHaveTextContent('Loading vendors');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBe(8);
    await expect.element(page.getByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the vendors it has while they reload', async () => {
    await render(<VendorGrid vendors={vendors} onSelect={() => {}} status="loading" />);
    await expect.element(page.getByRole('button', { name: 'PG Soft' })).toBeVisible();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded, and says so without one', async () => {
    const onRetry = vi.fn();
    const screen = await render(<VendorGrid vendors={[]} onSelect={() => {}} status="error" onRetry={onRetry} />);
    await expect.element(page.getByText('Vendors could not be loaded')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await screen.rerender(<VendorGrid vendors={[]} onSelect={() => {}} status="error" />);
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it("shows an empty state, or the screen's own", async () => {
    const screen = await render(<VendorGrid vendors={[]} onSelect={() => {}} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Nothing here yet');
    await screen.rerender(<VendorGrid vendors={[]} onSelect={() => {}} empty={<p>No vendors in this family</p>} />);
    await expect.element(page.getByText('No vendors in this family')).toBeVisible();
  });

  it("announces loading in the app's language", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue }) => (key === 'content:vendorGrid.loading' ? '加载供应商中' : defaultValue)}
      >
        <VendorGrid vendors={[]} onSelect={() => {}} status="loading" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('加载供应商中');
  });
});
