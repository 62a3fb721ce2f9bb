import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './VipLabel.css.ts';

export interface VipLabelProps {
  /** The rank's label as the server names it ("3", "Gold"). */
  level: string | number;
}

/** The player's VIP rank; the app shows it only when the merchant's VIP flag is on. */
export function VipLabel({ level }: VipLabelProps) {
  const t = useUiText();
  return (
    <span className={styles.label}>
      <Icon name="crown" size="small" />
      {t('ui:vipLabel.level', { defaultValue: 'VIP {{level}}', level })}
    </span>
  );
}
