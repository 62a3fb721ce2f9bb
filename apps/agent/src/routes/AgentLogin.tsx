import { useTranslation } from 'react-i18next';
import * as styles from './AgentPage.css.ts';

export function AgentLogin() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="agent-login-heading">
      <h1 id="agent-login-heading" className={styles.title}>
        {t('agent.loginTitle')}
      </h1>
      <p className={styles.lead}>{t('app.name')}</p>
    </section>
  );
}
