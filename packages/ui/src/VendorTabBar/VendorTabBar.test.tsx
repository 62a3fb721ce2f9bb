import { type ReactNode, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { type Vendor, VendorTabBar } from './VendorTabBar.tsx';

const vendors: Vendor[] = Array.from({ length: 12 }, (_, index) => ({
  vassalage: `V${index.toString()}`,
  displayName: `Vendor number ${index.toString()}`,
  iconUrl: 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=',
}));

function offCentre(name: string): number {
  const strip = page.getByRole('group', { name: 'Vendors' }).element();
  const tab = page.getByRole('button', { name }).element();
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  return Math.abs(tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2));
}

describe('VendorTabBar', () => {
  it('puts "all" first, handing back null for it', async () => {
    const onSelect = vi.fn();
    await render(<VendorTabBar vendors={vendors} selected="V3" onSelect={onSelect} />);
    const names = page.getByRole('group', { name: 'Vendors' }).getByRole('button').elements();
    expect(names[0]?.textContent).toBe('All');
    expect(names).toHaveLength(vendors.length + 1);
    await userEvent.click(page.getByRole('button', { name: 'All' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('presses only the selected tab and keeps its icon out of the name', async () => {
    await render(<VendorTabBar vendors={vendors} selected="V3" onSelect={() => {}} />);
    const pressed = page.getByRole('button', { pressed: true }).elements();
    expect(pressed.map((tab) => tab.textContent)).toEqual(['Vendor number 3']);
    await expect.element(page.getByRole('button', { name: 'Vendor number 3', exact: true })).toBeInTheDocument();
  });

  it('selects from the keyboard', async () => {
    const onSelect = vi.fn();
    await render(<VendorTabBar vendors={vendors} selected={null} onSelect={onSelect} />);
    page.getByRole('button', { name: 'All' }).element().focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('V0');
  });

  it('centres the selected tab right to left as well', async () => {
    await render(
      <div dir="rtl" style={{ maxInlineSize: '20rem' }}>
        <VendorTabBar vendors={vendors} selected="V6" onSelect={() => {}} />
      </div>,
    );
    await expect.poll(() => offCentre('Vendor number 6'), { timeout: 3000 }).toBeLessThan(2);
  });

  it('reads no layout inside the commit that draws it, and centres the tab before long', async () => {
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    let readsInCommit = -1;
    // A parent's layout effect runs after its children's, in the same commit.
    function Commit({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        readsInCommit = reads.mock.calls.length;
      }, []);
      return children;
    }
    await render(
      <div style={{ maxInlineSize: '20rem' }}>
        <Commit>
          <VendorTabBar vendors={vendors} selected="V6" onSelect={() => {}} />
        </Commit>
      </div>,
    );
    expect(readsInCommit).toBe(0);
    reads.mockRestore();
    await expect.poll(() => offCentre('Vendor number 6'), { timeout: 3000 }).toBeLessThan(2);
  });

  it("names the strip and the all tab in the app's language", async () => {
    const words: Record<string, string> = {
      'content:vendorTabBar.all': 'Semua',
      'content:vendorTabBar.label': 'Penyedia',
    };
    await render(
      <UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>
        <VendorTabBar vendors={vendors} selected={null} onSelect={() => {}} />
      </UiTextProvider>,
    );
    await expect
      .element(page.getByRole('group', { name: 'Penyedia' }).getByRole('button', { name: 'Semua' }))
      .toHaveAttribute('aria-pressed', 'true');
  });
});
