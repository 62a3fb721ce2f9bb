import { Icon } from '../Icon/Icon.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './BalanceDisplay.css.ts';

export const BALANCE_MASK = '******';

/** Total balance to 2 decimals with grouping, right after the currency symbol: "RM1,234.56". */
export function formatBalance(amount: number, currencySymbol: string, locale = 'en'): string {
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currencySymbol}${digits}`;
}

export interface BalanceDisplayProps {
  amount: number;
  currencySymbol: string;
  /** The player's hide-balance choice. */
  masked?: boolean;
  /** A wallet request is running: the old figure is no longer trusted, so it is masked too. */
  refreshing?: boolean;
  onRefresh?: () => void;
  /** Turns the player's hide-balance choice on or off; the toggle shows only when given. */
  onToggleMasked?: () => void;
  /** Number formatting locale (BCP 47), the app's current language. */
  locale?: string;
}

export function BalanceDisplay({
  amount,
  currencySymbol,
  masked = false,
  refreshing = false,
  onRefresh,
  onToggleMasked,
  locale,
}: BalanceDisplayProps) {
  const t = useUiText();
  const hidden = masked || refreshing;
  return (
    <span className={styles.balance}>
      <span className={styles.figure}>
        <span className={styles.caption}>{t('ui:balance.label', { defaultValue: 'Balance' })}</span>
        <output className={styles.amount} aria-busy={refreshing || undefined}>
          {hidden ? (
            <>
              <span aria-hidden="true">{BALANCE_MASK}</span>
              <span className={styles.hiddenText}>
                {refreshing
                  ? t('ui:balance.refreshing', { defaultValue: 'Updating balance' })
                  : t('ui:balance.hidden', { defaultValue: 'Balance hidden' })}
              </span>
            </>
          ) : (
            formatBalance(amount, currencySymbol, locale)
          )}
        </output>
      </span>
      {onToggleMasked ? (
        <button
          type="button"
          className={iconButton()}
          aria-label={
            masked
              ? t('ui:balance.show', { defaultValue: 'Show balance' })
              : t('ui:balance.hide', { defaultValue: 'Hide balance' })
          }
          onClick={onToggleMasked}
        >
          <Icon name={masked ? 'eye' : 'eyeOff'} />
        </button>
      ) : null}
      {onRefresh ? (
        <button
          type="button"
          className={iconButton()}
          aria-label={t('ui:balance.refresh', { defaultValue: 'Refresh balance' })}
          disabled={refreshing}
          onClick={onRefresh}
        >
          <span className={styles.spin({ spinning: refreshing })}>
            <Icon name="refresh" />
          </span>
        </button>
      ) : null}
    </span>
  );
}
