import { useFormMessages } from '@wl/app/form-messages';
import { useSecurityCentre } from '@wl/app/security-centre';
import type { SecurityRow, SecurityRowId } from '@wl/domain/security-centre';
import { Button } from '@wl/ui/button';
import { ListGroup, ListRow } from '@wl/ui/list-row';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './SecurityCentre.css.ts';
import { SecurityGate } from './SecurityGate.tsx';

const PROFILE_ROWS: readonly SecurityRowId[] = ['nickname', 'email', 'payeeName'];

/**
 * /m/securityCenter: the member's nickname, e-mail (partly masked), payee name, login password and payment password,
 * each opening its own page to change it; the list is read again whenever it opens, so a saved change shows.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <SecurityGate>
        <SecurityList />
      </SecurityGate>
    </Suspense>
  );
}

function SecurityList() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const centre = useSecurityCentre();
  if (centre.state === 'loading') return <p role="status">{t('status.loading')}</p>;
  if (centre.state === 'failed') {
    return (
      <section className={styles.page}>
        <p role="alert">
          {t('security.loadFailed')} {messages.failure(centre.error)}
        </p>
        <Button variant="secondary" onClick={centre.retry}>
          {t('status.retry')}
        </Button>
      </section>
    );
  }
  const profile = centre.rows.filter((row) => PROFILE_ROWS.includes(row.id));
  const passwords = centre.rows.filter((row) => !PROFILE_ROWS.includes(row.id));
  return (
    <section className={styles.page}>
      <ListGroup heading={t('security.profile')}>
        {profile.map((row) => (
          <SecurityListRow key={row.id} row={row} />
        ))}
      </ListGroup>
      <ListGroup heading={t('security.passwords')}>
        {passwords.map((row) => (
          <SecurityListRow key={row.id} row={row} />
        ))}
      </ListGroup>
    </section>
  );
}

function SecurityListRow({ row }: { row: SecurityRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const value = row.value && ('text' in row.value ? row.value.text : t(`security.${row.value.state}`));
  const to = row.to;
  return (
    <ListRow
      title={t(`security.${row.id}`)}
      {...(value ? { value } : {})}
      {...(row.id === 'payeeName' && !to ? { description: t('security.payeeNameFixed') } : {})}
      {...(to
        ? {
            href: to,
            onClick: (event) => {
              event.preventDefault();
              navigate(to);
            },
          }
        : {})}
    />
  );
}
