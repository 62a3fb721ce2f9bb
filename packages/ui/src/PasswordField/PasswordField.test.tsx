import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

function Controlled(props: Omit<PasswordFieldProps, 'value'>) {
  const { onValueChange, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <PasswordField
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

const input = () => page.getByLabelText('Password', { exact: true });

describe('PasswordField', () => {
  it('shows and hides the password from the keyboard', async () => {
    await render(<Controlled label="Password" />);
    await userEvent.tab();
    await userEvent.keyboard('Demo1234');
    await expect.element(input()).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(input()).toHaveAttribute('type', 'text');
    await expect.element(page.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(input()).toHaveAttribute('type', 'password');
    await expect.element(input()).toHaveValue('Demo1234');
  });

  it('keeps the password shown while the player goes on typing', async () => {
    const onValueChange = vi.fn();
    await render(<Controlled label="Password" onValueChange={onValueChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Show password' }));
    await userEvent.type(input(), 'Ab 1');
    await expect.element(input()).toHaveAttribute('type', 'text');
    expect(onValueChange).toHaveBeenLastCalledWith('Ab 1');
  });

  it('asks password managers for a new password on registration, and the phone not to correct it', async () => {
    await render(<PasswordField label="Password" value="" autoComplete="new-password" />);
    await expect.element(input()).toHaveAttribute('autocomplete', 'new-password');
    await expect.element(input()).toHaveAttribute('autocapitalize', 'off');
    await expect.element(input()).toHaveAttribute('autocorrect', 'off');
    await expect.element(input()).toHaveAttribute('spellcheck', 'false');
  });

  it('never submits its form through the toggle', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" value="Demo1234" />
      </form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('carries the error state of a text field', async () => {
    await render(<PasswordField label="Password" value="Demo" error="Password must be 6 to 16 characters" />);
    await expect.element(input()).toBeInvalid();
    await expect.element(input()).toHaveAccessibleDescription('Password must be 6 to 16 characters');
  });

  it("names the toggle in the app's language", async () => {
    const words: Record<string, string> = {
      'ui:passwordField.show': 'Tunjukkan kata laluan',
      'ui:passwordField.hide': 'Sembunyikan kata laluan',
    };
    await render(
      <UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>
        <PasswordField label="Kata laluan" value="" />
      </UiTextProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Tunjukkan kata laluan' }));
    await expect.element(page.getByRole('button', { name: 'Sembunyikan kata laluan' })).toBeVisible();
  });

  it('puts the toggle at the end edge, on the left in a right-to-left page', async () => {
    await render(
      <div dir="rtl">
        <PasswordField label="Password" value="" />
      </div>,
    );
    const toggle = page.getByRole('button', { name: 'Show password' }).element().getBoundingClientRect();
    const box = input().element().getBoundingClientRect();
    expect(toggle.right).toBeLessThanOrEqual(box.left);
  });
});
