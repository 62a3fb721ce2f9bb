import { createI18n } from '@wl/i18n/setup';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from '../TextField/TextField.tsx';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { type DialCode, DialCodePicker } from './DialCodePicker.tsx';

const options: DialCode[] = [
  { code: '+60', country: 'Malaysia', flag: '🇲🇾' },
  { code: '+65', country: 'Singapore', flag: '🇸🇬' },
  { code: '+1', country: 'United States', flag: '🇺🇸' },
  { code: '+1', country: 'Canada' },
];

function MobileField({ onCodeChange }: { onCodeChange?: (code: string) => void }) {
  const [code, setCode] = useState('+60');
  const [mobile, setMobile] = useState('');
  return (
    <TextField
      label="Mobile number"
      type="tel"
      inputMode="tel"
      maxLength={20}
      value={mobile}
      onValueChange={setMobile}
      leading={
        <DialCodePicker
          options={options}
          value={code}
          onValueChange={(next) => {
            setCode(next);
            onCodeChange?.(next);
          }}
        />
      }
    />
  );
}

describe('DialCodePicker', () => {
  it('is a native select named "Country code" holding flag, code and country', async () => {
    await render(<DialCodePicker options={options} value="+60" onValueChange={() => {}} />);
    const select = page.getByRole('combobox', { name: 'Country code' });
    await expect.element(select).toHaveDisplayValue('🇲🇾 +60 Malaysia');
    const labels = [...(select.element() as HTMLSelectElement).options].map((option) => option.text);
    expect(labels).toEqual(['🇲🇾 +60 Malaysia', '🇸🇬 +65 Singapore', '🇺🇸 +1 United States', '+1 Canada']);
  });

  it('answers the code alone when two countries share it', async () => {
    const onValueChange = vi.fn();
    await render(<DialCodePicker options={options} value="+60" onValueChange={onValueChange} />);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country code' }), '+1 Canada');
    expect(onValueChange).toHaveBeenCalledWith('+1');
  });

  it('changes with the keyboard, then hands focus on to the number', async () => {
    const onCodeChange = vi.fn();
    await render(<MobileField onCodeChange={onCodeChange} />);
    await userEvent.tab();
    const select = page.getByRole('combobox', { name: 'Country code' });
    await expect.element(select).toHaveFocus();
    await userEvent.selectOptions(select, '+65');
    expect(onCodeChange).toHaveBeenLastCalledWith('+65');
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.keyboard('1234567890123456789012');
    await expect.element(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('12345678901234567890');
    await expect.element(select).toHaveValue('+65');
  });

  it('refuses changes when disabled', async () => {
    await render(<DialCodePicker options={options} value="+60" disabled onValueChange={() => {}} />);
    await expect.element(page.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  });

  it('takes a label from the caller, or from the catalogue in Malay', async () => {
    const screen = await render(
      <DialCodePicker options={options} value="+60" label="Dialling code" onValueChange={() => {}} />,
    );
    await expect.element(page.getByRole('combobox', { name: 'Dialling code' })).toBeVisible();
    await screen.unmount();
    const i18n = await createI18n({ search: '?lng=ms' });
    await render(
      <UiTextProvider t={(key, values) => i18n.t(key, values)}>
        <DialCodePicker options={options} value="+60" onValueChange={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('combobox', { name: 'Kod negara' })).toBeVisible();
  });

  it('sits before the number at the start edge, on the right in a right-to-left page', async () => {
    await render(
      <div dir="rtl">
        <MobileField />
      </div>,
    );
    const picker = page.getByRole('combobox', { name: 'Country code' }).element().getBoundingClientRect();
    const number = page.getByRole('textbox', { name: 'Mobile number' }).element().getBoundingClientRect();
    expect(picker.left).toBeGreaterThanOrEqual(number.right);
  });
});
