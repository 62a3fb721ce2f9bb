import { createContext, type ReactNode, use } from 'react';

/**
 * How components get their own words (labels such as "Show password" or "Close"). The app hands in its i18next
 * `t`; keys carry their namespace (`ui:passwordField.show`). Without a provider, the English default given at the
 * call site is used, so the kit works on its own for a team that brings no i18n at all.
 */
export type Translate = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

const interpolate: Translate = (_key, { defaultValue, ...values }) =>
  defaultValue.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );

const UiTextContext = createContext<Translate>(interpolate);

export function UiTextProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <UiTextContext value={t}>{children}</UiTextContext>;
}

export function useUiText(): Translate {
  return use(UiTextContext);
}
