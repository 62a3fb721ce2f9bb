import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { Footer, type FooterProps } from './Footer.tsx';

/** The documents' figures: players 18 or older, copyright 2024. */
function footer(props: Partial<FooterProps> = {}) {
  return <Footer brandName="Ace" minimumAge={18} copyrightYear={2024} {...props} />;
}

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the social links it is given, in that order, each opening in a new tab', async () => {
    await render(
      footer({
        socialLinks: [
          { type: 'TELEGRAM', href: 'https://t.me/ace' },
          { type: 'YOUTUBE', href: 'https://youtube.com/@ace' },
        ],
      }),
    );
    const socials = page.getByRole('list', { name: 'Follow us' });
    const links = socials.getByRole('link').elements();
    expect(links.map((link) => link.textContent)).toEqual(['Telegram', 'YouTube']);
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
    await expect
      .element(socials.getByRole('link', { name: 'YouTube' }))
      .toHaveAttribute('href', 'https://youtube.com/@ace');
  });

  it('is laid out and painted only as it nears the screen, its links still there for assistive technology', async () => {
    await render(
      <>
        <div style={{ blockSize: '300vh' }} />
        {footer({ socialLinks: [{ type: 'TELEGRAM', href: 'https://t.me/ace' }] })}
      </>,
    );
    const link = page.getByRole('link', { name: 'Telegram' });
    await expect.element(link).toBeInTheDocument();
    // Two frames: the browser decides what is near the screen in its rendering step.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(link.element().checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    link.element().scrollIntoView();
    await expect.poll(() => link.element().checkVisibility({ contentVisibilityAuto: true })).toBe(true);
  });

  it('writes the copyright year it is given, whatever the clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    const screen = await render(footer({ copyrightYear: 2024 }));
    await expect.element(page.getByText('© 2024 Ace. All rights reserved.')).toBeVisible();
    await screen.rerender(footer({ copyrightYear: 2027 }));
    await expect.element(page.getByText('© 2027 Ace. All rights reserved.')).toBeVisible();
  });

  it('shows no social list when the app gives no links', async () => {
    await render(footer({ socialLinks: [] }));
    await expect.element(page.getByText('© 2024 Ace. All rights reserved.')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('shows the brand name when there is no logo, and the logo instead of it when there is', async () => {
    const screen = await render(footer());
    await expect.element(page.getByText('Ace', { exact: true })).toBeVisible();
    await screen.rerender(footer({ logo: <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Ace" /> }));
    await expect.element(page.getByRole('img', { name: 'Ace' })).toBeVisible();
    await expect.element(page.getByText('Ace', { exact: true })).not.toBeInTheDocument();
  });

  it('lists vendors as grey logos when an address is given, under a named section', async () => {
    await render(
      footer({
        vendors: [
          { vassalage: 'PG', displayName: 'PG Soft' },
          { vassalage: 'JILI', displayName: 'JILI Games' },
        ],
        vendorLogoUrl: (code) => `/cdn/logos/${code}_grey.png`,
      }),
    );
    const section = page.getByRole('region', { name: 'Game vendors' });
    await expect.element(section).toBeInTheDocument();
    const logos = section.getByRole('img').elements();
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      '/cdn/logos/PG_grey.png',
      '/cdn/logos/JILI_grey.png',
    ]);
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['PG Soft', 'JILI Games']);
  });

  it('leaves out the vendor section when there are no vendors, and keeps the responsible-gaming line', async () => {
    await render(footer({ minimumAge: 21 }));
    await expect.element(page.getByRole('region', { name: 'Game vendors' })).not.toBeInTheDocument();
    await expect.element(page.getByText(/Play responsibly.* Players must be 21 or older\.$/)).toBeVisible();
  });

  it("translates its landmarks and lines with the app's translator", async () => {
    const words: Record<string, string> = {
      'content:footer.socials': 'Ikuti kami',
      'content:footer.help': 'Bantuan',
      'content:footer.copyright': '© {{year}} {{brand}}. Hak cipta terpelihara.',
    };
    await render(
      <UiTextProvider
        t={(key, { defaultValue, ...values }) =>
          (words[key] ?? defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
        }
      >
        {footer({
          socialLinks: [{ type: 'FACEBOOK', href: 'https://facebook.com/ace' }],
          helpLinks: [{ title: 'Deposit', href: '/m/help?i=0' }],
        })}
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('list', { name: 'Ikuti kami' })).toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: 'Bantuan' }).getByRole('link', { name: 'Deposit' }))
      .toHaveAttribute('href', '/m/help?i=0');
    await expect.element(page.getByText('© 2024 Ace. Hak cipta terpelihara.')).toBeVisible();
  });
});
