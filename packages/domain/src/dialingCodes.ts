/**
 * The countries whose numbers the dialling-code picker offers, Malaysia first: the demo merchant's currency is the
 * ringgit. The documents name the picker without its list; these are the markets the platform serves
 * (docs/product.md, "Dialling codes").
 */
export const DIALING_CODES = [
  { code: '+60', country: 'MY' },
  { code: '+65', country: 'SG' },
  { code: '+66', country: 'TH' },
  { code: '+62', country: 'ID' },
  { code: '+84', country: 'VN' },
  { code: '+63', country: 'PH' },
  { code: '+86', country: 'CN' },
] as const;

export type DialingCode = (typeof DIALING_CODES)[number]['code'];

/** The code a phone field starts with when nothing was remembered. */
export const DEFAULT_DIALING_CODE: DialingCode = '+60';
