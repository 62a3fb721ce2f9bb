import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Header } from '../Header/Header.tsx';
import ruby from './brands/ruby.json' with { type: 'json' };
import { applyBrandTokens, BrandTokensError } from './runtimeBrand.ts';
import { darkTheme } from './themes.css.ts';

afterEach(() => {
  document.documentElement.classList.remove(darkTheme);
});

function colours(element: Element) {
  const style = getComputedStyle(element);
  return { color: style.color, background: style.backgroundColor };
}

describe('applyBrandTokens', () => {
  it('repaints the page and the kit in a brand loaded from JSON, and undoes it', async () => {
    document.documentElement.classList.add(darkTheme);
    await render(<Button>Deposit</Button>);
    const button = page.getByRole('button', { name: 'Deposit' }).element();
    // The dark theme: gold with near-black text.
    expect(colours(button)).toEqual({ color: 'rgb(26, 19, 0)', background: 'rgb(245, 184, 46)' });

    const undo = applyBrandTokens(JSON.parse(JSON.stringify(ruby)));
    // Ruby Palace: rose (#fb7185) with #2a0008 text, on a #140a0e page (the button eases into its new colours).
    await expect.poll(() => colours(button)).toEqual({ color: 'rgb(42, 0, 8)', background: 'rgb(251, 113, 133)' });
    expect(getComputedStyle(document.documentElement).backgroundColor).toBe('rgb(20, 10, 14)');
    expect(getComputedStyle(button).borderTopLeftRadius).toBe('999px');

    undo();
    await expect.poll(() => colours(button)).toEqual({ color: 'rgb(26, 19, 0)', background: 'rgb(245, 184, 46)' });
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
  });

  it('brands one subtree only, and draws that brand’s logo in the header', async () => {
    const screen = await render(
      <>
        <div className={darkTheme} data-testid="ruby">
          <Header brandName="Ruby Palace" onLogoClick={() => {}} />
        </div>
        <div className={darkTheme} data-testid="dark">
          <Header brandName="Mobile Games" onLogoClick={() => {}} />
        </div>
      </>,
    );
    const subtree = screen.getByTestId('ruby').element() as HTMLElement;
    applyBrandTokens(ruby, subtree);
    const mark = (testId: string) =>
      getComputedStyle(screen.getByTestId(testId).element().querySelector('[data-brand-mark]') as Element)
        .backgroundImage;
    expect(mark('ruby')).toBe(ruby.brand.logo);
    expect(mark('dark')).not.toBe(ruby.brand.logo);
    expect(getComputedStyle(subtree).backgroundColor).toBe('rgb(20, 10, 14)');
    expect(getComputedStyle(screen.getByTestId('dark').element()).backgroundColor).toBe('rgb(15, 17, 21)');
  });

  it('restores what the element had inline before', async () => {
    const element = document.createElement('div');
    element.style.setProperty('color', 'red');
    const undo = applyBrandTokens(ruby, element);
    expect(element.style.length).toBeGreaterThan(50);
    undo();
    expect(element.getAttribute('style')).toBe('color: red;');
  });

  it('changes nothing when the tokens are refused', async () => {
    const element = document.createElement('div');
    expect(() => applyBrandTokens({ ...ruby, color: { ...ruby.color, primary: 'pink' } }, element)).toThrow(
      BrandTokensError,
    );
    expect(element.getAttribute('style')).toBeNull();
  });
});
