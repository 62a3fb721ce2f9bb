import { createI18n } from '@wl/i18n/setup';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { type Translate, UiTextProvider, useUiText } from './UiText.tsx';

function Label() {
  const t = useUiText();
  return <p>{t('ui:demo.greeting', { defaultValue: 'Hello {{name}}', name: 'Ana' })}</p>;
}

describe('UiText', () => {
  it('uses the English default, interpolated, when the app gives no translator', async () => {
    await render(<Label />);
    await expect.element(page.getByText('Hello Ana')).toBeVisible();
  });

  it("uses the app's translator when one is provided", async () => {
    await render(
      <UiTextProvider t={(key, { name }) => `${key} → ${String(name)}`}>
        <Label />
      </UiTextProvider>,
    );
    await expect.element(page.getByText('ui:demo.greeting → Ana')).toBeVisible();
  });
});

describe('UiText with the product catalogues', () => {
  it('speaks Malay and Chinese through the app’s i18next instance', async () => {
    const i18n = await createI18n({ search: '?lng=ms' });
    const translate: Translate = (key, options) => i18n.t(key, options);
    const screen = await render(
      <UiTextProvider t={translate}>
        <PasswordField label="Kata laluan" value="" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Tunjukkan kata laluan' })).toBeVisible();
    await i18n.changeLanguage('CN');
    await screen.rerender(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <PasswordField label="密码" value="" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: '显示密码' })).toBeVisible();
  });
});
