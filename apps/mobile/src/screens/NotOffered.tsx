import { HOME_ROUTE } from '@wl/domain/navigation';
import { Button } from '@wl/ui/button';
import { EmptyState } from '@wl/ui/empty-state';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './forms.css.ts';
import { MemberGate } from './MemberGate.tsx';

/**
 * A member's service this site does not offer yet (deposit, withdrawal, records, profit and loss, reward center,
 * points mall, single cash back): gated like every member page, titled by the header, and saying so plainly rather
 * than showing a page that does nothing.
 */
export function NotOffered() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <MemberGate>
        <NotOfferedNotice />
      </MemberGate>
    </Suspense>
  );
}

export function NotOfferedNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <EmptyState
        illustration="empty"
        title={t('notOffered.title')}
        description={t('notOffered.body')}
        action={
          <Button variant="secondary" onClick={() => navigate(HOME_ROUTE)}>
            {t('notOffered.home')}
          </Button>
        }
      />
    </section>
  );
}
