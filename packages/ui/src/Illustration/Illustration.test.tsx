import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emeraldTheme } from '../theme/brands/emerald/index.ts';
import { darkTheme } from '../theme/themes.css.ts';
import { Illustration } from './Illustration.tsx';

describe('Illustration', () => {
  it('is decorative unless given a text alternative', async () => {
    const screen = await render(<Illustration kind="offline" />);
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await screen.rerender(<Illustration kind="offline" label="No connection" />);
    await expect.element(page.getByRole('img', { name: 'No connection' })).toBeVisible();
  });

  it('draws a different picture for every state', async () => {
    const kinds = [
      'empty',
      'search',
      'favourites',
      'notices',
      'error',
      'offline',
      'maintenance',
      'restricted',
    ] as const;
    const screen = await render(
      <div>
        {kinds.map((kind) => (
          <Illustration key={kind} kind={kind} />
        ))}
      </div>,
    );
    // The glow's id differs from one drawing to the next; the shapes are what must differ.
    const drawings = [...screen.container.querySelectorAll('svg')].map((svg) =>
      svg.innerHTML.replace(/glow[\w-]+/g, 'glow'),
    );
    expect(drawings).toHaveLength(8);
    expect(new Set(drawings).size).toBe(8);
  });

  it("paints in the theme's colours: another brand, other colours", async () => {
    const screen = await render(
      <>
        <div className={darkTheme} data-testid="dark">
          <Illustration kind="maintenance" />
        </div>
        <div className={emeraldTheme} data-testid="emerald">
          <Illustration kind="maintenance" />
        </div>
      </>,
    );
    const fills = (testId: string) =>
      [...(screen.container.querySelector(`[data-testid="${testId}"]`)?.querySelectorAll('path') ?? [])].map(
        (path) => getComputedStyle(path).fill,
      );
    const dark = fills('dark');
    const emerald = fills('emerald');
    // The big gear is the brand's primary colour: #f5b82e in the dark theme, #34d399 in the second brand.
    expect(dark[0]).toBe('rgb(245, 184, 46)');
    expect(emerald[0]).toBe('rgb(52, 211, 153)');
  });

  it('keeps two drawings on one page apart: each glow has its own id', async () => {
    const screen = await render(
      <>
        <Illustration kind="empty" />
        <Illustration kind="error" />
      </>,
    );
    const ids = [...screen.container.querySelectorAll('radialGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    for (const circle of screen.container.querySelectorAll('circle[fill^="url"]')) {
      const id = /url\(#(.+)\)/.exec(circle.getAttribute('fill') ?? '')?.[1] ?? '';
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});
