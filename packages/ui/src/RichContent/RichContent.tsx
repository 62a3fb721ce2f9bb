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

const config: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ADD_ATTR: ['target'],
};

/**
 * The name of the kit's one Trusted Types policy; the production CSP lists it (with DOMPurify's own "dompurify",
 * which DOMPurify needs to parse server HTML into a detached document that runs nothing) in its trusted-types
 * directive, so a second policy of the same name, or any other, is refused.
 */
export const SANITISER_POLICY = 'wl-sanitiser';

/** The part of the browser's Trusted Types API the kit uses (the DOM lib does not describe it yet). */
interface HtmlPolicy {
  createHTML(input: string): TrustedHTML;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

/**
 * The policy whose only way of making TrustedHTML is to run the sanitiser: whatever string it is handed, what comes
 * out is DOMPurify's output. Made on first use, and only where the browser has Trusted Types (null elsewhere).
 */
function sanitiserPolicy(): HtmlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    policy = factory
      ? factory.createPolicy(SANITISER_POLICY, { createHTML: (html) => purifier.sanitize(html, config) })
      : null;
  }
  return policy;
}

/**
 * Server HTML made safe to insert: scripts, event handlers and javascript: URLs removed. TrustedHTML where the browser
 * has Trusted Types (so the CSP's require-trusted-types-for 'script' accepts it), a string elsewhere; React takes
 * both for innerHTML.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  return sanitiserPolicy()?.createHTML(html) ?? purifier.sanitize(html, config);
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
