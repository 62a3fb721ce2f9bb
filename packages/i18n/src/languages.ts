/**
 * The languages of the language picker in the specification's order. MS, EN and CN have complete
 * catalogues; the others fall back to English, then Malay, key by key.
 */
export interface Language {
  /** The product's own code, sent as the Language header and used in ?lng=. */
  code: string;
  /** BCP 47 tag for <html lang> and Intl formatting. */
  tag: string;
  /** The language's name in that language, as the picker shows it. */
  nativeName: string;
  /** Regional-indicator flag for the picker. */
  flag: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES = [
  { code: 'CN', tag: 'zh-Hans', nativeName: '简体中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'EN', tag: 'en', nativeName: 'English', flag: '🇬🇧', dir: 'ltr' },
  { code: 'JA', tag: 'ja', nativeName: '日本語', flag: '🇯🇵', dir: 'ltr' },
  { code: 'TH', tag: 'th', nativeName: 'ไทย', flag: '🇹🇭', dir: 'ltr' },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt', flag: '🇻🇳', dir: 'ltr' },
  { code: 'MY', tag: 'my', nativeName: 'မြန်မာ', flag: '🇲🇲', dir: 'ltr' },
  { code: 'ES', tag: 'es', nativeName: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'HI', tag: 'hi', nativeName: 'हिन्दी', flag: '🇮🇳', dir: 'ltr' },
  { code: 'ID', tag: 'id', nativeName: 'Bahasa Indonesia', flag: '🇮🇩', dir: 'ltr' },
  { code: 'KM', tag: 'km', nativeName: 'ខ្មែរ', flag: '🇰🇭', dir: 'ltr' },
  { code: 'KO', tag: 'ko', nativeName: '한국어', flag: '🇰🇷', dir: 'ltr' },
  { code: 'MS', tag: 'ms', nativeName: 'Bahasa Melayu', flag: '🇲🇾', dir: 'ltr' },
  { code: 'PT', tag: 'pt-PT', nativeName: 'Português', flag: '🇵🇹', dir: 'ltr' },
  { code: 'TA', tag: 'ta', nativeName: 'தமிழ்', flag: '🇮🇳', dir: 'ltr' },
  { code: 'TW', tag: 'zh-Hant', nativeName: '繁體中文', flag: '🇹🇼', dir: 'ltr' },
  { code: 'TY', tag: 'fil', nativeName: 'Tagalog', flag: '🇵🇭', dir: 'ltr' },
  { code: 'UR', tag: 'ur', nativeName: 'اردو', flag: '🇵🇰', dir: 'rtl' },
  { code: 'TR', tag: 'tr', nativeName: 'Türkçe', flag: '🇹🇷', dir: 'ltr' },
  { code: 'BN', tag: 'bn', nativeName: 'বাংলা', flag: '🇧🇩', dir: 'ltr' },
  { code: 'AR', tag: 'ar', nativeName: 'العربية', flag: '🇸🇦', dir: 'rtl' },
  { code: 'FA', tag: 'fa', nativeName: 'فارسی', flag: '🇮🇷', dir: 'rtl' },
  { code: 'RU', tag: 'ru', nativeName: 'Русский', flag: '🇷🇺', dir: 'ltr' },
  { code: 'KK', tag: 'kk', nativeName: 'Қазақ тілі', flag: '🇰🇿', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', nativeName: 'Oʻzbekcha', flag: '🇺🇿', dir: 'ltr' },
  { code: 'LO', tag: 'lo', nativeName: 'ລາວ', flag: '🇱🇦', dir: 'ltr' },
  { code: 'NE', tag: 'ne', nativeName: 'नेपाली', flag: '🇳🇵', dir: 'ltr' },
  { code: 'FR', tag: 'fr', nativeName: 'Français', flag: '🇫🇷', dir: 'ltr' },
  { code: 'TE', tag: 'te', nativeName: 'తెలుగు', flag: '🇮🇳', dir: 'ltr' },
  { code: 'SW', tag: 'sw', nativeName: 'Kiswahili', flag: '🇰🇪', dir: 'ltr' },
  { code: 'PT-BR', tag: 'pt-BR', nativeName: 'Português (Brasil)', flag: '🇧🇷', dir: 'ltr' },
  { code: 'UR-LA', tag: 'ur-Latn', nativeName: 'Urdu (Roman)', flag: '🇵🇰', dir: 'ltr' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'MS';
/** Languages with a complete catalogue. */
export const COMPLETE_LANGUAGES = ['MS', 'EN', 'CN'] as const satisfies readonly LanguageCode[];

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

/** Accepts any letter case (`?lng=pt-br`), answers the product's code or undefined. */
export function toLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const code = value.trim().toUpperCase();
  return byCode.has(code) ? (code as LanguageCode) : undefined;
}

export function languageOf(code: LanguageCode): Language {
  return byCode.get(code) as Language;
}
