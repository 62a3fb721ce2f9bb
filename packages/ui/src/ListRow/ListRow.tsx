import { Children, type MouseEvent, type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { SwitchControl } from '../Switch/Switch.tsx';
import * as styles from './ListRow.css.ts';

export interface ListRowToggle {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export interface ListRowProps {
  title: string;
  icon?: IconName;
  /** A second line under the title, e.g. what the setting does. */
  description?: string;
  /** A short value at the end, as the app words it: "Verified", "+60 12***6789", "English". */
  value?: string;
  /** A trailing mark such as the kit's `Badge` ("3" unread) or a "New" label. */
  badge?: ReactNode;
  /** With href the row is a link; the app's router may also take the click through onClick. */
  href?: string;
  /** Without href the row is a button. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** A setting that takes effect at once: the row is a switch named by its title. */
  toggle?: ListRowToggle;
  /** A link or button row draws a chevron towards the end edge unless this is false. */
  chevron?: boolean;
  /** A link or button row that cannot be used now. */
  disabled?: boolean;
}

/**
 * One row of a settings list or the security centre: icon, title, second line, value, and at the end a badge and
 * chevron or a switch. It is a link (href), a button (onClick), a switch (toggle) or plain text, so each row has one
 * target, the full width of the list.
 */
export function ListRow({
  title,
  icon,
  description,
  value,
  badge,
  href,
  onClick,
  toggle,
  chevron,
  disabled = false,
}: ListRowProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const valueId = `${id}-value`;
  const kind = toggle ? 'toggle' : href !== undefined ? 'link' : onClick ? 'button' : 'static';
  const showChevron = (kind === 'link' || kind === 'button') && chevron !== false;
  const body = (
    <>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
      ) : null}
      <span className={styles.text}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      {value || badge ? (
        <span className={styles.end}>
          {value ? (
            <span id={valueId} className={styles.value}>
              {value}
            </span>
          ) : null}
          {badge}
        </span>
      ) : null}
      {showChevron ? (
        <span className={styles.chevron}>
          <Icon name="chevronForward" />
        </span>
      ) : null}
    </>
  );

  if (toggle) {
    const switchId = `${id}-switch`;
    const describedBy = [description ? descriptionId : null, value ? valueId : null].filter(Boolean).join(' ');
    return (
      <label htmlFor={switchId} className={styles.row({ kind, disabled: Boolean(toggle.disabled) })}>
        {body}
        <SwitchControl
          id={switchId}
          checked={toggle.checked}
          onCheckedChange={toggle.onCheckedChange}
          disabled={toggle.disabled}
          aria-labelledby={titleId}
          aria-describedby={describedBy || undefined}
        />
      </label>
    );
  }
  if (kind === 'link') {
    // A disabled link has no href, so it cannot be followed, and says so.
    return (
      <a
        className={styles.row({ kind, disabled })}
        href={disabled ? undefined : href}
        role={disabled ? 'link' : undefined}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onClick}
      >
        {body}
      </a>
    );
  }
  if (kind === 'button') {
    return (
      <button type="button" className={styles.row({ kind, disabled })} disabled={disabled} onClick={onClick}>
        {body}
      </button>
    );
  }
  return <div className={styles.row({ kind, disabled })}>{body}</div>;
}

export interface ListGroupProps {
  /** Names the group, as a heading above it. */
  heading: string;
  /** h2 on a page, h3 under a page section's own heading. */
  headingLevel?: 2 | 3;
  /** A note under the list, e.g. why some rows are missing. */
  footnote?: string;
  /** ListRows; each becomes an item of the list. */
  children: ReactNode;
}

/** A card of ListRows under a heading: a named section holding a list, read as "list, 4 items" by screen readers. */
export function ListGroup({ heading, headingLevel = 2, footnote, children }: ListGroupProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {Children.map(children, (child) =>
          child === null || child === undefined || typeof child === 'boolean' ? null : (
            <li className={styles.item}>{child}</li>
          ),
        )}
      </ul>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </section>
  );
}
