import { DIALING_CODES } from '@wl/domain/dialing-codes';
import { useMemo } from 'react';
import { useLocale } from '../react/useLocale.ts';

/** The dialling codes the picker offers, each country named in the interface language. */
export function useDialCodes(): Array<{ code: string; country: string }> {
  const locale = useLocale();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    return DIALING_CODES.map(({ code, country }) => ({ code, country: regions.of(country) ?? country }));
  }, [locale]);
}
