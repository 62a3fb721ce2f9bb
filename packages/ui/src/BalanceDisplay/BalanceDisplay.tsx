import { Icon } from '../Icon/Icon.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './BalanceDisplay.css.ts';

export const balanceStates = ['shown', 'hidden', 'refreshing'] as const;
export type BalanceState = (typeof balanceStates)[number];

export interface BalanceDisplayProps {
  /** What the figure reads, as the app formats it: the amount ("RM1,234.56") or the mask ("******"). */
  text: string;
  /**
   * shown: the amount; hidden: the player's hide-balance choice; refreshing: a wallet request is running and the old
   * figure is no longer trusted. While hidden or refreshing, the text is the mask and screen readers hear which.
   */
  state: BalanceState;
  onRefresh?: () => void;
  /** Turns the player's hide-balance choice on or off; the toggle shows only when given. */
  onToggleMasked?: () => void;
}

export function BalanceDisplay({ text, state, onRefresh, onToggleMasked }: BalanceDisplayProps) {
  const t = useUiText();
  const refreshing = state === 'refreshing';
  return (
    <span className={styles.balance}>
      <span className={styles.figure}>
        <span className={styles.caption}>{t('ui:balance.label', { defaultValue: 'Balance' })}</span>
        <output className={styles.amount} aria-busy={refreshing || undefined}>
          {state === 'shown' ? (
            text
          ) : (
            <>
              <span aria-hidden="true">{text}</span>
              <span className={styles.hiddenText}>
                {refreshing
                  ? t('ui:balance.refreshing', { defaultValue: 'Updating balance' })
                  : t('ui:balance.hidden', { defaultValue: 'Balance hidden' })}
              </span>
            </>
          )}
        </output>
      </span>
      {onToggleMasked ? (
        <button
          type="button"
          className={iconButton()}
          aria-label={
            state === 'shown'
              ? t('ui:balance.hide', { defaultValue: 'Hide balance' })
              : t('ui:balance.show', { defaultValue: 'Show balance' })
          }
          // Until the new figure arrives there is nothing to show, and the player's choice is not known here.
          disabled={refreshing}
          onClick={onToggleMasked}
        >
          <Icon name={state === 'shown' ? 'eyeOff' : 'eye'} />
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
