import { describe, expect, it } from 'vitest';
import { pixelsToRem, sanitizeHtml } from './RichContent.tsx';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links and keeps the rest', () => {
    const safe = String(
      sanitizeHtml('<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script></p>'),
    );
    expect(safe).toBe('<p>Hi <a>x</a></p>');
  });

  it('opens links in a new tab without handing over the page', () => {
    expect(String(sanitizeHtml('<a href="https://example.com">Terms</a>'))).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Terms</a>',
    );
  });

  it('returns TrustedHTML where the browser has Trusted Types, so a strict CSP accepts it', () => {
    const { trustedTypes } = window as Window & { trustedTypes?: { isHTML: (value: unknown) => boolean } };
    expect(trustedTypes?.isHTML(sanitizeHtml('<b>bonus</b>'))).toBe(true);
  });

  it('scales pop-up pixel sizes only when asked', () => {
    expect(String(sanitizeHtml('<p style="font-size: 28px">Hi</p>', { scalePixels: true }))).toBe(
      '<p style="font-size: 0.28rem">Hi</p>',
    );
    expect(String(sanitizeHtml('<p style="font-size: 28px">Hi</p>'))).toBe('<p style="font-size: 28px">Hi</p>');
  });
});

describe('pixelsToRem', () => {
  it('divides every pixel size by 100', () => {
    expect(pixelsToRem('width: 750px; margin: -20px 0 12.5px')).toBe('width: 7.5rem; margin: -0.2rem 0 0.125rem');
  });
});
