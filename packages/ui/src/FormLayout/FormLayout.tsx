import { type FormHTMLAttributes, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import * as styles from './FormLayout.css.ts';

export interface FormLayoutProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'title' | 'children'> {
  /** Names the form (and makes it a form landmark). Left out inside a dialog that already has a title. */
  title?: string;
  /** h1 when the form is the page's only heading; h2 under a page title. */
  titleLevel?: 1 | 2;
  description?: string;
  /** The `ErrorSummary`, shown above the fields after a failed submit. */
  errorSummary?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** The submit button and any other actions, kept in view at the bottom. */
  actions: ReactNode;
  /** The form is being sent. */
  busy?: boolean;
}

/**
 * A form's frame: title, error summary, fields, and an actions bar that sticks to the bottom of the screen, clear of
 * the phone's home indicator and lifted above the on-screen keyboard, so submit stays reachable while typing.
 * The browser's own validation is off (`noValidate`): the domain checks the fields and the screen shows its errors.
 */
export function FormLayout({
  title,
  titleLevel = 2,
  description,
  errorSummary,
  children,
  actions,
  busy = false,
  ...rest
}: FormLayoutProps) {
  const titleId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  useKeyboardInset(actionsRef);
  const Heading = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <form
      noValidate
      {...rest}
      className={styles.form}
      aria-labelledby={title ? titleId : rest['aria-labelledby']}
      aria-busy={busy || undefined}
    >
      {title || description ? (
        <div className={styles.intro}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {errorSummary}
      <div className={styles.fields}>{children}</div>
      <div ref={actionsRef} className={styles.actions}>
        {actions}
      </div>
    </form>
  );
}

/** The CSS custom property behind `styles.keyboardInset`, without its var(). */
const keyboardInsetProperty = styles.keyboardInset.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * How much of the layout viewport the on-screen keyboard covers, written onto the actions bar. Phones shrink only
 * the visual viewport for the keyboard, so a bar stuck to the layout viewport's bottom would sit under the keys.
 */
function useKeyboardInset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!viewport || !element) return;
    const update = () => {
      // Pinch zoom also shrinks the visual viewport; only an unzoomed one is the keyboard's doing.
      const covered = viewport.scale > 1.01 ? 0 : window.innerHeight - viewport.height - viewport.offsetTop;
      element.style.setProperty(keyboardInsetProperty, `${Math.max(0, Math.round(covered))}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [ref]);
}
