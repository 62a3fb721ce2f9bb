import type { FieldError } from '@wl/domain/forms/validate';
import { useTranslation } from 'react-i18next';

/**
 * The words of a form's failures in the interface language: a field's error (a `forms` key with its values) and a
 * call's error code (an `errors` key; a code the catalogue lacks reads as the unknown error).
 */
export function useFormMessages() {
  const { t } = useTranslation();
  return {
    field: (error: FieldError | undefined): string | undefined =>
      error ? t(`forms:${error.key}`, error.values ?? {}) : undefined,
    failure: (code: string | undefined): string | undefined =>
      code === undefined ? undefined : t([`errors:${code}`, `forms:${code}`, 'errors:unknown.error']),
  };
}
