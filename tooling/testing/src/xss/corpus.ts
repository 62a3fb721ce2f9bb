import { readFileSync } from 'node:fs';

/**
 * The XSS corpus (payloads.json beside this file): the vectors of the OWASP XSS Filter Evasion Cheat Sheet, and a
 * few variants of its techniques, each rewritten so that running it calls `window.__xssProbe(N)` instead of alert().
 * Source and licence: README.md beside this file.
 */
export interface XssVector {
  /** 1-based, the number the vector passes to the probe. */
  n: number;
  /** The cheat sheet's section the vector comes from. */
  section: string;
  from: 'owasp' | 'variant';
  /** The vector as HTML, its placeholders filled in. */
  html: string;
}

interface Corpus {
  vectors: { from: 'owasp' | 'variant'; section: string; vector: string }[];
}

/** The function a vector calls if it runs; a test defines it on the page and watches for calls. */
export const XSS_PROBE = '__xssProbe';

const decimal = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('');
const decimalPadded = (text: string) => [...text].map((c) => `&#${String(c.codePointAt(0)).padStart(7, '0')}`).join('');
const hexadecimal = (text: string) =>
  [...text].map((c) => `&#x${c.codePointAt(0)?.toString(16).toUpperCase()}`).join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Fills a vector's placeholders (see payloads.json, "rewriting") for vector number n. */
export function fillVector(vector: string, n: number): string {
  const call = `${XSS_PROBE}(${n})`;
  const js = `javascript:${call}`;
  // A document of its own (a data: URL) cannot reach the page's probe: it tries, then falls back to a dialog.
  const ownDocument = `try{parent.${call}}catch(e){alert(${n})}`;
  const fills: Record<string, string> = {
    '{{n}}': String(n),
    '{{call}}': call,
    '{{call:dec7}}': decimalPadded(call),
    '{{js}}': js,
    '{{js:dec}}': decimal(js),
    '{{js:dec7}}': decimalPadded(js),
    '{{js:hex}}': hexadecimal(js),
    '{{html:b64}}': base64(`<script>${ownDocument}</script>`),
    '{{svg:b64}}': base64(`<svg xmlns="http://www.w3.org/2000/svg" id="x" onload="${ownDocument}"/>`),
  };
  return vector.replace(/\{\{[a-z0-9:]+\}\}/g, (placeholder) => {
    const fill = fills[placeholder];
    if (fill === undefined) throw new Error(`payloads.json: unknown placeholder ${placeholder}`);
    return fill;
  });
}

/** Every vector of the corpus, numbered from 1 and ready to inject. */
export function xssCorpus(): XssVector[] {
  const corpus = JSON.parse(readFileSync(new URL('./payloads.json', import.meta.url), 'utf8')) as Corpus;
  return corpus.vectors.map(({ from, section, vector }, index) => ({
    n: index + 1,
    section,
    from,
    html: fillVector(vector, index + 1),
  }));
}
