import { LANGUAGES, type Language, type LanguageCode } from '@wl/i18n/languages';
import { useTranslation } from 'react-i18next';

export interface LanguageChoice {
  /** The interface language now (MS, EN, CN, ...). */
  code: LanguageCode;
  /** Every language of the picker, in the documents' order. */
  languages: readonly Language[];
  /**
   * Switches the interface: the catalogue loads first, the choice is stored, `<html lang dir>` follows, and the open
   * forms check their filled fields again in the new language (they listen for the change).
   */
  change(code: string): void;
}

export function useLanguage(): LanguageChoice {
  const { i18n } = useTranslation();
  return {
    code: i18n.language as LanguageCode,
    languages: LANGUAGES,
    change: (code) => void i18n.changeLanguage(code),
  };
}
