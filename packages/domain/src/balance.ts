export const BALANCE_MASK = '******';

export interface BalanceDisplay {
  amount: number;
  currencySymbol: string;
  /** The hide-balance flag. */
  hidden: boolean;
  /** A wallet refresh is running. */
  refreshing: boolean;
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The currency symbol and the total to 2 decimals, masked while hidden or refreshing. */
export function formatBalance({ amount, currencySymbol, hidden, refreshing }: BalanceDisplay): string {
  if (hidden || refreshing || !Number.isFinite(amount)) return BALANCE_MASK;
  return `${currencySymbol}${twoDecimals.format(amount)}`;
}
