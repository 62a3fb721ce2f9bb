export interface MoneyFormat {
  /** The merchant's symbol as the wallet answers it (RM, ₫, $...), shown as given. */
  currencySymbol: string;
  /** A BCP 47 locale (ms-MY, en, zh-CN): the app maps its language to one. */
  locale: string;
  /** Digits after the decimal point, always shown: 2 for balances, 1 for the home jackpot. */
  decimals?: number;
}

/** NO-BREAK SPACE: the symbol never wraps away from its amount. */
const SYMBOL_SEPARATOR = '\u00a0';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  // Stryker disable next-line ConditionalExpression: a new formatter formats the same; the cache only saves time
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    // Stryker disable next-line CallExpression: uncached, each call makes a formatter that formats the same
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount of money as every screen shows it: the symbol, a no-break space, then the amount grouped by the locale
 * with exactly `decimals` decimals (`RM 1,234.56`). An amount that rounds to zero shows without a minus sign. A
 * non-finite amount (NaN, Infinity) throws a RangeError rather than showing "NaN" to a player: a caller with a value
 * that may be missing decides what to show instead (the balance masks it).
 */
export function formatMoney(amount: number, { currencySymbol, locale, decimals = 2 }: MoneyFormat): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatMoney: ${amount} is not an amount of money`);
  const formatter = formatterFor(locale, decimals);
  const unsigned = formatter.format(Math.abs(amount));
  const shown = unsigned === formatter.format(0) ? unsigned : formatter.format(amount);
  return `${currencySymbol}${SYMBOL_SEPARATOR}${shown}`;
}
