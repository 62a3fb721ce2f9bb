import { DIALING_CODES } from '@wl/domain/dialing-codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialling codes the picker offers, each country named in the interface language. */
export function useDialCodes(): Array<{ code: string; country: string }> {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([i18n.language === 'cn' ? 'zh-CN' : i18n.language], { type: 'region' });
    return DIALING_CODES.map(({ code, country }) => ({ code, country: regions.of(country) ?? country }));
  }, [i18n.language]);
}
