import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Icon, iconNames } from './Icon.tsx';

function svgOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no icon drawn');
  return svg;
}

describe('Icon', () => {
  it('draws every named icon, hidden from screen readers and out of the tab order', async () => {
    const screen = await render(
      <div>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </div>,
    );
    const svgs = [...screen.container.querySelectorAll('svg')];
    expect(svgs).toHaveLength(iconNames.length);
    for (const svg of svgs) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });

  it('takes the colour of the text around it', async () => {
    const screen = await render(
      <span style={{ color: 'rgb(1, 2, 3)' }}>
        <Icon name="home" />
      </span>,
    );
    expect(getComputedStyle(svgOf(screen.container)).stroke).toBe('rgb(1, 2, 3)');
  });

  it('gets larger with each size', async () => {
    const widths = [];
    for (const size of ['small', 'medium', 'large'] as const) {
      const screen = await render(<Icon name="home" size={size} />);
      widths.push(svgOf(screen.container).getBoundingClientRect().width);
      await screen.unmount();
    }
    expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  });

  it('mirrors the back and forward arrows in a right-to-left page, and nothing else unless asked', async () => {
    const screen = await render(
      <div dir="rtl">
        <Icon name="back" />
        <Icon name="home" />
        <Icon name="chevronDown" directional />
        <Icon name="chevronForward" />
      </div>,
    );
    const [back, home, chevron, forward] = [...screen.container.querySelectorAll('svg')];
    const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';
    expect(back && getComputedStyle(back).transform).toBe(mirrored);
    expect(forward && getComputedStyle(forward).transform).toBe(mirrored);
    expect(home && getComputedStyle(home).transform).toBe('none');
    expect(chevron && getComputedStyle(chevron).transform).toBe(mirrored);
  });

  it('keeps the back arrow unmirrored left to right', async () => {
    const screen = await render(
      <div dir="ltr">
        <Icon name="back" />
      </div>,
    );
    expect(getComputedStyle(svgOf(screen.container)).transform).toBe('none');
  });
});
