import DOMPurify, { type Config } from 'dompurify';
import { type ElementType, useMemo } from 'react';
import * as styles from './RichContent.css.ts';

/**
 * Pixel sizes in pop-up HTML are written for a 100 px root; dividing by 100 turns them into rem so the content
 * scales with the player's font size.
 */
export function pixelsToRem(css: string): string {
  return css.replace(/(-?\d*\.?\d+)px\b/g, (_match, value: string) => `${Number(value) / 100}rem`);
}

// A private instance: hooks added here must not leak into any other DOMPurify user on the page.
const purifier = DOMPurify();
const scaledPurifier = DOMPurify();
scaledPurifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') data.attrValue = pixelsToRem(data.attrValue);
});
for (const instance of [purifier, scaledPurifier]) {
  // Links in server content open outside the app so a player never loses the page they were on.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const config: Config & { RETURN_TRUSTED_TYPE: true } = {
  // Returns TrustedHTML where the browser enforces Trusted Types (DOMPurify's own "dompurify" policy), a string
  // elsewhere; React accepts both for innerHTML.
  RETURN_TRUSTED_TYPE: true,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ADD_ATTR: ['target'],
};

/** Server HTML made safe to insert: scripts, event handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string, { scalePixels = false }: { scalePixels?: boolean } = {}) {
  return (scalePixels ? scaledPurifier : purifier).sanitize(html, config);
}

export interface RichContentProps {
  /** HTML from the server (notices, promotions, help, pop-ups). It is sanitised before it reaches the page. */
  html: string;
  /** Converts inline pixel sizes to rem (divided by 100), as pop-up content expects. */
  scalePixels?: boolean;
  /** The element that holds the content; a div unless the context asks for another. */
  as?: ElementType;
  id?: string;
}

export function RichContent({ html, scalePixels = false, as: Element = 'div', id }: RichContentProps) {
  const safe = useMemo(() => sanitizeHtml(html, { scalePixels }), [html, scalePixels]);
  return <Element id={id} className={styles.content} dangerouslySetInnerHTML={{ __html: safe }} />;
}
