import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Tells a form's actor that the interface language changed, so it checks the filled fields again in that language. */
export function useLanguageChanges(actor: { send(event: { type: 'LANGUAGE_CHANGED' }): void }): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const changed = () => actor.send({ type: 'LANGUAGE_CHANGED' });
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, [i18n, actor]);
}
