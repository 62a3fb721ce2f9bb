import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { visuallyHidden } from './recipes.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { darkTheme } from './themes.css.ts';

describe('sprinkles', () => {
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
    document.documentElement.dir = 'ltr';
  });

  it('pads the start side, which is the right side in a right-to-left language', async () => {
    document.documentElement.classList.add(darkTheme);
    const className = sprinkles({ paddingInlineStart: 'lg' });
    await render(<p className={className}>Start</p>);
    const element = page.getByText('Start').element();
    expect(getComputedStyle(element).paddingLeft).toBe('16px');
    document.documentElement.dir = 'rtl';
    expect(getComputedStyle(element).paddingRight).toBe('16px');
    expect(getComputedStyle(element).paddingLeft).toBe('0px');
  });

  it('applies per-breakpoint values from the mobile-first array', async () => {
    const className = sprinkles({ display: ['none', 'block'] });
    await render(<p className={className}>Wide only</p>);
    const wide = window.innerWidth >= 768;
    expect(getComputedStyle(page.getByText('Wide only').element()).display).toBe(wide ? 'block' : 'none');
  });

  it('takes colours from the brand on the page', async () => {
    document.documentElement.classList.add(darkTheme);
    await render(<p className={sprinkles({ color: 'primary' })}>Gold</p>);
    expect(getComputedStyle(page.getByText('Gold').element()).color).toBe('rgb(245, 184, 46)');
  });

  it('keeps visually hidden text in the accessibility tree', async () => {
    await render(
      <button type="button">
        <span className={visuallyHidden}>Close</span>
      </button>,
    );
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
