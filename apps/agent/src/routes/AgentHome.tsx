import { useTranslation } from 'react-i18next';
import * as styles from './AgentPage.css.ts';

export function AgentHome() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="agent-home-heading">
      <h1 id="agent-home-heading" className={styles.title}>
        {t('agent.homeTitle')}
      </h1>
      <p className={styles.lead}>{t('app.name')}</p>
    </section>
  );
}
