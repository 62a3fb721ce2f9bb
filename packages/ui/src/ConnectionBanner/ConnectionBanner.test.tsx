import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[role="status"]');
  if (!region) throw new Error('no live region');
  return region;
}

describe('ConnectionBanner', () => {
  it('keeps one live region through every change, so each new state is announced', async () => {
    const screen = await render(<ConnectionBanner state="online" />);
    // Empty while online, so a role query cannot see it yet: hold the node itself.
    const region = liveRegion(screen.container);
    expect(region.textContent).toBe('');
    await screen.rerender(<ConnectionBanner state="slow" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Slow connection. Loading may take longer.');
    expect(page.getByRole('status').element()).toBe(region);
    await screen.rerender(<ConnectionBanner state="offline" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('No internet connection.');
    expect(page.getByRole('status').element()).toBe(region);
    await screen.rerender(<ConnectionBanner state="online" />);
    expect(liveRegion(screen.container)).toBe(region);
    expect(region.textContent).toBe('');
  });

  it('takes no room while online and shows a strip otherwise', async () => {
    const screen = await render(
      <div>
        <ConnectionBanner state="online" />
      </div>,
    );
    const wrapper = screen.container.firstElementChild;
    expect(wrapper?.getBoundingClientRect().height).toBe(0);
    await screen.rerender(
      <div>
        <ConnectionBanner state="offline" />
      </div>,
    );
    await expect.element(page.getByRole('status')).toBeVisible();
    expect(wrapper?.getBoundingClientRect().height).toBeGreaterThan(0);
  });

  it('speaks the app language', async () => {
    const words: Record<string, string> = {
      'ui:connectionBanner.offline': 'Tiada sambungan internet.',
      'ui:connectionBanner.slow': 'Sambungan perlahan.',
    };
    const translate = (key: string, { defaultValue }: { defaultValue: string }) => words[key] ?? defaultValue;
    const screen = await render(
      <UiTextProvider t={translate}>
        <ConnectionBanner state="offline" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Tiada sambungan internet.');
    await screen.rerender(
      <UiTextProvider t={translate}>
        <ConnectionBanner state="slow" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Sambungan perlahan.');
  });

  it("writes on its fill in the theme's matching text colour", async () => {
    const screen = await render(
      <div className={darkTheme}>
        <ConnectionBanner state="slow" />
      </div>,
    );
    const banner = () => getComputedStyle(page.getByRole('status').element());
    // The dark theme's warning #fbbf24 with onWarning #1a1300, danger #f87171 with onDanger #1a0000.
    expect([banner().backgroundColor, banner().color]).toEqual(['rgb(251, 191, 36)', 'rgb(26, 19, 0)']);
    await screen.rerender(
      <div className={darkTheme}>
        <ConnectionBanner state="offline" />
      </div>,
    );
    expect([banner().backgroundColor, banner().color]).toEqual(['rgb(248, 113, 113)', 'rgb(26, 0, 0)']);
  });
});
