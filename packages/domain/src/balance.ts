import { formatMoney } from './money.ts';

export const BALANCE_MASK = '******';

export interface BalanceDisplay {
  amount: number;
  currencySymbol: string;
  /** A BCP 47 locale for the app's language (ms-MY, en, zh-CN). */
  locale: string;
  /** The hide-balance flag. */
  hidden: boolean;
  /** A wallet refresh is running. */
  refreshing: boolean;
}

/**
 * The balance as money (symbol, no-break space, 2 decimals), masked while hidden or refreshing. An amount that is not
 * a number yet (no wallet answer) is masked too, never shown as NaN.
 */
export function formatBalance({ amount, currencySymbol, locale, hidden, refreshing }: BalanceDisplay): string {
  if (hidden || refreshing || !Number.isFinite(amount)) return BALANCE_MASK;
  return formatMoney(amount, { currencySymbol, locale });
}
