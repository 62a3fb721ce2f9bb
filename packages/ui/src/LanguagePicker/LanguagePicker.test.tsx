import { LANGUAGES } from '@wl/i18n/languages';
import { createI18n } from '@wl/i18n/setup';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

function Controlled({ initial, onValueChange }: { initial: string; onValueChange: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LanguagePicker
        languages={LANGUAGES}
        value={value}
        onValueChange={(code) => {
          setValue(code);
          onValueChange(code);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

describe('LanguagePicker', () => {
  it('is one tab stop that lands on the current language', async () => {
    await render(<Controlled initial="CN" onValueChange={() => {}} />);
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: '简体中文' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves with the arrows and wraps from the first language to the last', async () => {
    const onValueChange = vi.fn();
    await render(<Controlled initial="CN" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(onValueChange).toHaveBeenLastCalledWith('UR-LA');
    await expect.element(page.getByRole('radio', { name: 'Urdu (Roman)' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('CN');
  });

  it('ticks the language the app says is current, and only that one', async () => {
    const screen = await render(<LanguagePicker languages={LANGUAGES} value="EN" onValueChange={() => {}} />);
    await expect.element(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await screen.rerender(<LanguagePicker languages={LANGUAGES} value="PT-BR" onValueChange={() => {}} />);
    await expect.element(page.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Português', exact: true })).not.toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'English' })).not.toBeChecked();
    const ticks = [...screen.container.querySelectorAll('label')].filter((label) => label.querySelector('svg'));
    expect(ticks.map((label) => label.textContent)).toEqual(['🇧🇷Português (Brasil)']);
  });

  it('reads each name in its own language and leaves the flag out of the name', async () => {
    const screen = await render(<LanguagePicker languages={LANGUAGES} value="MS" onValueChange={() => {}} />);
    await expect.element(page.getByRole('radio', { name: 'العربية' })).toBeVisible();
    const arabic = [...screen.container.querySelectorAll('label')].find((label) =>
      label.textContent?.includes('العربية'),
    );
    expect(arabic?.getAttribute('lang')).toBe('ar');
    expect(page.getByRole('radio').elements()).toHaveLength(31);
  });

  it('names its group in the app language', async () => {
    const i18n = await createI18n({ search: '?lng=ms' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <LanguagePicker languages={LANGUAGES} value="MS" onValueChange={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Bahasa' })).toBeVisible();
  });
});
