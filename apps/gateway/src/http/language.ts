/** The languages the gateway's own texts (lottery names, help topics) are written in. */
export type TextLanguage = 'ms' | 'en' | 'cn';

/**
 * The language of the gateway's own texts for a request's `language` (its query, else its `Language` header): MS when
 * none is given (the product's default), MS, EN or CN when one of them is, EN for any other.
 */
export function textLanguage(language: string | undefined): TextLanguage {
  const code = (language ?? 'MS').trim().toUpperCase();
  if (code === '' || code === 'MS' || code === 'MY') return 'ms';
  if (code === 'CN') return 'cn';
  return 'en';
}
