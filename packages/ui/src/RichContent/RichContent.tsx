import DOMPurify, { type Config } from 'dompurify';
import { type ElementType, useMemo } from 'react';
import * as styles from './RichContent.css.ts';

// A private instance: hooks added here must not leak into any other DOMPurify user on the page.
const purifier = DOMPurify();
// Links in server content open outside the app so a player never loses the page they were on.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const config: Config & { RETURN_TRUSTED_TYPE: true } = {
  // Returns TrustedHTML where the browser enforces Trusted Types (DOMPurify's own "dompurify" policy), a string
  // elsewhere; React accepts both for innerHTML.
  RETURN_TRUSTED_TYPE: true,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ADD_ATTR: ['target'],
};

/** Server HTML made safe to insert: scripts, event handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string) {
  return purifier.sanitize(html, config);
}

export interface RichContentProps {
  /**
   * HTML from the server (notices, promotions, help, pop-ups), sanitised before it reaches the page. Inline sizes
   * are kept as written: pop-up HTML arrives with its pixel sizes already converted by the domain.
   */
  html: string;
  /** The element that holds the content; a div unless the context asks for another. */
  as?: ElementType;
  id?: string;
}

export function RichContent({ html, as: Element = 'div', id }: RichContentProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // Its links sit inside sentences of server text: the layout checks take them as inline targets (WCAG 2.5.8).
  return (
    <Element
      id={id}
      className={styles.content}
      data-layout-exception="inline-links"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
