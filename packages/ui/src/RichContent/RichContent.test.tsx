import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './RichContent.tsx';

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

  it('keeps inline sizes exactly as written, pixels and rem alike', () => {
    expect(String(sanitizeHtml('<p style="font-size: 28px">Hi</p>'))).toBe('<p style="font-size: 28px">Hi</p>');
    expect(String(sanitizeHtml('<p style="font-size: 0.28rem">Hi</p>'))).toBe('<p style="font-size: 0.28rem">Hi</p>');
  });
});
