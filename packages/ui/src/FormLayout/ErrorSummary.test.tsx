import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary, type FieldError } from './ErrorSummary.tsx';

function Form({ errors }: { errors: FieldError[] }) {
  return (
    <>
      <ErrorSummary errors={errors} />
      <TextField id="username" label="Username" value="" />
      <div style={{ blockSize: '150vh' }} />
      <Select id="bank" label="Bank" value="" options={[{ value: 'MBB', label: 'Maybank' }]} />
      <RadioGroup
        id="method"
        legend="Recover by"
        value=""
        onValueChange={() => {}}
        options={[
          { value: 'phone', label: 'Phone' },
          { value: 'email', label: 'E-mail' },
        ]}
      />
      <Checkbox id="terms" checked={false}>
        I accept the terms
      </Checkbox>
    </>
  );
}

const allErrors: FieldError[] = [
  { id: 'username', message: 'Enter a username' },
  { id: 'bank', message: 'Choose a bank' },
  { id: 'method', message: 'Choose how to recover' },
  { id: 'terms', message: 'Accept the terms' },
];

describe('ErrorSummary', () => {
  it('draws nothing while the form has no errors', async () => {
    const screen = await render(<ErrorSummary errors={[]} />);
    expect(screen.container.innerHTML).toBe('');
  });

  it('appears as an alert under "There is a problem" and takes focus, so the player hears it at once', async () => {
    function Submitting() {
      const [errors, setErrors] = useState<FieldError[]>([]);
      return (
        <>
          <button type="button" onClick={() => setErrors(allErrors.slice(0, 1))}>
            Submit
          </button>
          <Form errors={errors} />
        </>
      );
    }
    await render(<Submitting />);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    const alert = page.getByRole('alert');
    await expect.element(alert.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeVisible();
    await expect.element(alert.getByRole('link', { name: 'Enter a username' })).toBeVisible();
    expect(alert.element().parentElement).toBe(document.activeElement);
  });

  it('lists each error as a link that moves focus to its field, scrolled into view, leaving the address alone', async () => {
    const address = window.location.href;
    await render(<Form errors={allErrors} />);
    const links = page.getByRole('link').elements();
    expect(links.map((link) => link.textContent)).toEqual(allErrors.map((error) => error.message));
    await userEvent.click(page.getByRole('link', { name: 'Choose a bank' }));
    const bank = page.getByRole('combobox', { name: 'Bank' });
    await expect.element(bank).toHaveFocus();
    await expect.element(bank).toBeInViewport();
    await userEvent.click(page.getByRole('link', { name: 'Choose how to recover' }));
    await expect.element(page.getByRole('radio', { name: 'Phone' })).toHaveFocus();
    await userEvent.click(page.getByRole('link', { name: 'Accept the terms' }));
    await expect.element(page.getByRole('checkbox', { name: 'I accept the terms' })).toHaveFocus();
    await userEvent.click(page.getByRole('link', { name: 'Enter a username' }));
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    // The router owns the address: no #fragment is added, so Back still leaves the form.
    expect(window.location.href).toBe(address);
  });

  it('takes a heading from the screen', async () => {
    await render(<ErrorSummary title="Check your details" errors={allErrors.slice(0, 1)} />);
    await expect.element(page.getByRole('heading', { name: 'Check your details' })).toBeVisible();
  });

  it('is focused again when remounted for another submit with the same errors', async () => {
    const screen = await render(<ErrorSummary key={1} errors={allErrors.slice(0, 1)} />);
    (document.activeElement as HTMLElement | null)?.blur();
    await screen.rerender(<ErrorSummary key={2} errors={allErrors.slice(0, 1)} />);
    expect(page.getByRole('alert').element().parentElement).toBe(document.activeElement);
  });
});
