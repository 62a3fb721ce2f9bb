import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { Switch } from './Switch.tsx';

/**
 * Runs in the ordinary browser project and in the one whose browser asks for reduced motion: the thumb slides over
 * the theme's 200 ms in the first, and jumps in the second.
 */
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

describe(reduced ? 'switch under reduced motion' : 'switch with motion allowed', () => {
  beforeEach(() => {
    document.documentElement.classList.add(darkTheme);
  });
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
  });

  it(reduced ? 'moves the thumb without sliding' : 'slides the thumb over 200 ms', async () => {
    await render(<Switch label="Hide balance" checked />);
    const thumb = page.getByRole('switch', { name: 'Hide balance' }).element().querySelector('span span');
    if (!thumb) throw new Error('no thumb drawn');
    const style = getComputedStyle(thumb);
    expect(style.transform).not.toBe('none');
    const longest = Math.max(...style.transitionDuration.split(',').map((part) => Number.parseFloat(part)));
    if (reduced) expect(longest).toBeLessThan(0.001);
    else expect(longest).toBe(0.2);
  });
});
