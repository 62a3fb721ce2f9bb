import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Avatar } from './Avatar.tsx';

// A 1×1 PNG keeps the test offline.
const face =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('Avatar', () => {
  it('shows the first and last initials in capitals, named by the whole name', async () => {
    await render(<Avatar name="  ana maria   lopez " />);
    await expect.element(page.getByRole('img', { name: 'ana maria lopez' })).toHaveTextContent('AL');
  });

  it('keeps a letter outside the basic plane whole', async () => {
    await render(<Avatar name="𝓐na Bee" />);
    await expect.element(page.getByRole('img', { name: '𝓐na Bee' })).toHaveTextContent('𝓐B');
  });

  it('shows a question mark for a blank name', async () => {
    await render(<Avatar name="   " />);
    await expect.element(page.getByRole('img')).toHaveTextContent('?');
  });

  it('names the picture by the player when it loads', async () => {
    await render(<Avatar name="demo01" src={face} />);
    const image = page.getByRole('img', { name: 'demo01' });
    await expect.element(image).toBeVisible();
    expect(image.element().tagName).toBe('IMG');
  });

  it('falls back to named initials when the picture fails, and tries a new picture again', async () => {
    const screen = await render(<Avatar name="Demo Player" src="data:image/png;base64,broken" />);
    const fallback = page.getByRole('img', { name: 'Demo Player' });
    await expect.element(fallback).toHaveTextContent('DP');
    expect(fallback.element().tagName).toBe('SPAN');
    await screen.rerender(<Avatar name="Demo Player" src={face} />);
    await expect.poll(() => page.getByRole('img', { name: 'Demo Player' }).element().tagName).toBe('IMG');
  });

  it('stays out of the accessibility tree when decorative, with or without a picture', async () => {
    const screen = await render(<Avatar name="demo01" decorative />);
    await expect.element(page.getByText('D', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await screen.rerender(<Avatar name="demo01" src={face} decorative />);
    expect(screen.container.querySelector('img')?.getAttribute('alt')).toBe('');
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('grows with its size', async () => {
    await render(
      <>
        <Avatar name="Small One" size="small" />
        <Avatar name="Large One" size="large" />
      </>,
    );
    const small = page.getByRole('img', { name: 'Small One' }).element().getBoundingClientRect();
    const large = page.getByRole('img', { name: 'Large One' }).element().getBoundingClientRect();
    expect(large.width).toBeGreaterThan(small.width);
    expect(large.width).toBe(large.height);
  });
});
