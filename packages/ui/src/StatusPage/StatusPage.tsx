import type { ReactNode } from 'react';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { Button } from '../Button/Button.tsx';
import { Illustration, type IllustrationKind } from '../Illustration/Illustration.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './StatusPage.css.ts';

export const statusPageKinds = ['maintenance', 'restricted'] as const;
export type StatusPageKind = (typeof statusPageKinds)[number];

export interface StatusPageProps {
  kind: StatusPageKind;
  /** Written beside the theme's brand mark at the top: the page replaces the whole site, header included. */
  brandName?: string;
  /** The address the gateway saw, shown on the restriction page so support can help. */
  ip?: string;
  /** The operator's own text, when the status answer carries one. */
  message?: string;
  onRetry?: () => void;
  /** A link to customer service or the like. */
  action?: ReactNode;
  /** The picture; the kind's own (gears for maintenance, a locked globe for a restriction) when not given. */
  illustration?: IllustrationKind;
}

/** The whole page the app shows instead of itself during maintenance or for a restricted region or IP. */
export function StatusPage({ kind, brandName, ip, message, onRetry, action, illustration }: StatusPageProps) {
  const t = useUiText();
  const title =
    kind === 'maintenance'
      ? t('ui:statusPage.maintenanceTitle', { defaultValue: 'The platform is under maintenance' })
      : t('ui:statusPage.restrictedTitle', { defaultValue: 'Access restricted' });
  const body =
    message ??
    (kind === 'maintenance'
      ? t('ui:statusPage.maintenanceBody', { defaultValue: 'System upgrading, please try again later.' })
      : t('ui:statusPage.restrictedBody', {
          defaultValue: 'Sorry, the site is not available from your IP address or location.',
        }));
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <BrandMark />
        {brandName}
      </div>
      <Illustration kind={illustration ?? kind} size="large" />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      {kind === 'restricted' && ip ? (
        <p className={styles.ip}>{t('ui:statusPage.ip', { defaultValue: 'Your IP address: {{ip}}', ip })}</p>
      ) : null}
      <div className={styles.actions}>
        {onRetry ? <Button onClick={onRetry}>{t('ui:statusPage.retry', { defaultValue: 'Try again' })}</Button> : null}
        {action}
      </div>
    </main>
  );
}
