import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RichContent, sanitizeHtml } from './RichContent.tsx';

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

describe('RichContent', () => {
  it('draws converted pop-up sizes as their author set them, and keeps wide blocks inside its box', async () => {
    const { container } = await render(
      <div style={{ inlineSize: '296px' }}>
        <RichContent html='<div style="width:calc(5.12 * 100px)"><p style="font-size:calc(0.14 * 100px)">Win</p></div>' />
      </div>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph && getComputedStyle(paragraph).fontSize).toBe('14px');
    expect(container.querySelector('[style^="width"]')?.getBoundingClientRect().width).toBe(296);
  });
});
