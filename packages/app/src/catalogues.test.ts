import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FORM_MESSAGES } from '@wl/domain/forms/messages';
import { describe, expect, it } from 'vitest';

/** The screens show a machine's form messages by key: every key needs its text in each complete language. */
function catalogue(language: string): Record<string, string> {
  const path = fileURLToPath(import.meta.resolve(`@wl/i18n/locales/${language}/forms.json`));
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}

describe('form messages', () => {
  it.each(['ms', 'en', 'cn'])('have a text in the %s forms catalogue', (language) => {
    const texts = catalogue(language);
    expect(FORM_MESSAGES.filter((key) => !texts[key]?.trim())).toEqual([]);
  });
});
