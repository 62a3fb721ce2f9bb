import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { VendorIconStrip } from './VendorIconStrip.tsx';

const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=';
const vendors = [
  { vassalage: 'PG', displayName: 'PG Soft' },
  { vassalage: 'JILI', displayName: 'JILI Games' },
];

describe('VendorIconStrip', () => {
  it('asks for each vendor’s logo by code and names it by the vendor', async () => {
    const logoUrl = vi.fn((_code: string) => pixel);
    await render(<VendorIconStrip vendors={vendors} logoUrl={logoUrl} />);
    const strip = page.getByRole('list', { name: 'Game vendors' });
    await expect.element(strip.getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    await expect.element(strip.getByRole('img', { name: 'JILI Games' })).toBeInTheDocument();
    expect(logoUrl.mock.calls.map(([code]) => code)).toEqual(expect.arrayContaining(['PG', 'JILI']));
  });

  it('shows the name only for the vendor whose logo fails', async () => {
    await render(
      <VendorIconStrip vendors={vendors} logoUrl={(code) => (code === 'PG' ? pixel : '/missing/JILI_grey.png')} />,
    );
    await expect.element(page.getByText('JILI Games')).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'JILI Games' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
  });

  it("names the strip in the app's language", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue }) => (key === 'content:vendorIconStrip.label' ? '游戏厂商' : defaultValue)}
      >
        <VendorIconStrip vendors={vendors} logoUrl={() => pixel} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('list', { name: '游戏厂商' })).toBeInTheDocument();
  });

  it('takes the keyboard focus when it scrolls, so arrow keys can move it, and not when it wraps', async () => {
    const { rerender } = await render(
      <>
        <button type="button">Before</button>
        <VendorIconStrip vendors={vendors} logoUrl={() => pixel} />
      </>,
    );
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(page.getByRole('list', { name: 'Game vendors' }).element());
    await rerender(
      <>
        <button type="button">Before</button>
        <VendorIconStrip vendors={vendors} logoUrl={() => pixel} layout="wrap" />
      </>,
    );
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    expect(document.activeElement).not.toBe(page.getByRole('list', { name: 'Game vendors' }).element());
  });
});
