import { createI18n } from '@wl/i18n/setup';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { CaptchaField, captchaSource } from './CaptchaField.tsx';

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** As a login form holds it: the answer in state. */
function Form({
  onValueChange,
  onRefresh,
  maxLength,
}: {
  onValueChange: (value: string) => void;
  onRefresh: () => void;
  maxLength: number;
}) {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      value={value}
      image={png}
      maxLength={maxLength}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      onRefresh={onRefresh}
    />
  );
}

describe('CaptchaField', () => {
  it.each([
    [6, '123456'],
    [4, '1234'],
  ])('takes at most maxLength characters: %i', async (maxLength, kept) => {
    const onValueChange = vi.fn();
    await render(<Form maxLength={maxLength} onValueChange={onValueChange} onRefresh={() => {}} />);
    const input = page.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(input, '12345678');
    await expect.element(input).toHaveValue(kept);
    expect(onValueChange).toHaveBeenLastCalledWith(kept);
    await expect.element(input).toHaveAttribute('autocomplete', 'off');
  });

  it('clears the answer before asking for a new image, from the keyboard too', async () => {
    const calls: string[] = [];
    await render(
      <Form
        maxLength={6}
        onValueChange={(value) => calls.push(`value:${value}`)}
        onRefresh={() => calls.push('refresh')}
      />,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Captcha' }), '48');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'New captcha image' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(calls).toEqual(['value:4', 'value:48', 'value:', 'refresh']);
    await expect.element(page.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  });

  it('shows a placeholder until the first image arrives, then the image as decoration of its button', async () => {
    const props = { value: '', maxLength: 6, onValueChange: () => {}, onRefresh: () => {} };
    const screen = await render(<CaptchaField {...props} />);
    expect(screen.container.querySelector('img')).toBeNull();
    await screen.rerender(<CaptchaField {...props} image={png} />);
    const image = screen.container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`data:image/png;base64,${png}`);
    expect(image?.getAttribute('alt')).toBe('');
    await expect.element(page.getByRole('button', { name: 'New captcha image' })).toBeVisible();
  });

  it('takes the image as bare base64 or as a data URL', () => {
    expect(captchaSource(png)).toBe(`data:image/png;base64,${png}`);
    expect(captchaSource(`data:image/png;base64,${png}`)).toBe(`data:image/png;base64,${png}`);
  });

  it('speaks Chinese from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=cn' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <CaptchaField value="" image={png} maxLength={6} onValueChange={() => {}} onRefresh={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('textbox', { name: '验证码' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '换一张验证码' })).toBeVisible();
  });
});
