import { type ButtonHTMLAttributes, type Ref, useId } from 'react';
import * as styles from './Switch.css.ts';

type ButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type' | 'role' | 'aria-checked' | 'onChange' | 'children' | 'value'
>;

export interface SwitchControlProps extends ButtonAttributes {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The track and thumb alone, named by the caller (aria-labelledby or aria-label): for rows that draw their own
 * title, such as a `ListRow` with a toggle.
 */
export function SwitchControl({ checked, onCheckedChange, onClick, ref, ...rest }: SwitchControlProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      className={styles.control}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}

export interface SwitchProps extends Omit<SwitchControlProps, 'aria-labelledby' | 'aria-label'> {
  /** What the switch turns on, in the player's language. */
  label: string;
  /** A second line under the label: what changes when it is on. */
  description?: string;
}

/**
 * An on/off setting that takes effect at once (hide balance, sounds): a button with role="switch", labelled by its
 * row. The whole row is the touch target; the app holds the state and `onCheckedChange` asks for the other one.
 */
export function Switch({ label, description, id, disabled, ...rest }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  return (
    <label htmlFor={switchId} className={styles.row({ disabled: Boolean(disabled) })}>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <SwitchControl
        {...rest}
        id={switchId}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      />
    </label>
  );
}
