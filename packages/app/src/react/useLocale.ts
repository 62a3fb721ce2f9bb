import type { LanguageCode } from '@wl/i18n/languages';
import { documentLanguage } from '@wl/i18n/setup';
import { useTranslation } from 'react-i18next';

/**
 * The BCP 47 locale of the interface language (`ms-MY`, `en`, `zh-CN`, ...), for the domain's formatters
 * (`formatMoney`, `formatBalance`), so money and numbers follow the language the player chose.
 */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return documentLanguage(i18n.language as LanguageCode).lang;
}
