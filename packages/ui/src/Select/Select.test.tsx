import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { Select, type SelectProps } from './Select.tsx';

const banks = [
  { value: 'MBB', label: 'Maybank' },
  { value: 'CIMB', label: 'CIMB Bank' },
  { value: 'AMB', label: 'AmBank', disabled: true },
];

function Controlled(props: Omit<SelectProps, 'value' | 'options'>) {
  const { onValueChange, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <Select
      {...rest}
      options={banks}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('Select', () => {
  it('says "Select an option" until a bank is chosen, then reports the choice and the raw event', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    await render(<Controlled label="Bank" name="bank" onValueChange={onValueChange} onChange={onChange} />);
    const select = page.getByRole('combobox', { name: 'Bank' });
    await expect.element(select).toHaveDisplayValue('Select an option');
    await userEvent.selectOptions(select, 'CIMB');
    await expect.element(select).toHaveDisplayValue('CIMB Bank');
    expect(onValueChange).toHaveBeenCalledWith('CIMB');
    expect(onChange.mock.calls[0]?.[0].target.name).toBe('bank');
  });

  it('uses the placeholder the screen gives', async () => {
    await render(<Controlled label="Bank" placeholder="Choose your bank" />);
    await expect.element(page.getByRole('combobox', { name: 'Bank' })).toHaveDisplayValue('Choose your bank');
  });

  it('lets an optional choice go back to none, but not a required one, nor an unavailable bank', async () => {
    const screen = await render(<Controlled label="Bank" />);
    expect(page.getByRole('option', { name: 'Select an option' }).element()).toBeEnabled();
    expect(page.getByRole('option', { name: 'AmBank' }).element()).toBeDisabled();
    await screen.rerender(<Controlled label="Bank" required />);
    expect(page.getByRole('option', { name: 'Select an option' }).element()).toBeDisabled();
  });

  it('describes the field by its hint and error, and only by the hint once fixed', async () => {
    const screen = await render(
      <Select label="Bank" options={banks} value="" hint="For withdrawals" error="Please choose a bank" />,
    );
    const select = page.getByRole('combobox', { name: 'Bank' });
    await expect.element(select).toBeInvalid();
    await expect.element(select).toHaveAccessibleDescription('For withdrawals Please choose a bank');
    await screen.rerender(<Select label="Bank" options={banks} value="MBB" hint="For withdrawals" />);
    await expect.element(select).not.toBeInvalid();
    await expect.element(select).toHaveAccessibleDescription('For withdrawals');
  });

  it('draws the chevron at the end edge: right in a left-to-right page, left in a right-to-left one', async () => {
    const field = <Select label="Bank" options={banks} value="MBB" />;
    // Themed, as in an app: the chevron's offset from the edge is a theme variable.
    const screen = await render(
      <div className={darkTheme} dir="ltr">
        {field}
      </div>,
    );
    const chevron = () => screen.container.querySelector('svg')?.getBoundingClientRect();
    const select = () => page.getByRole('combobox', { name: 'Bank' }).element().getBoundingClientRect();
    expect(chevron()?.left).toBeGreaterThan(select().left + select().width / 2);
    await screen.rerender(
      <div className={darkTheme} dir="rtl">
        {field}
      </div>,
    );
    expect(chevron()?.right).toBeLessThan(select().left + select().width / 2);
  });

  it('takes no choice while disabled', async () => {
    await render(<Select label="Bank" options={banks} value="MBB" disabled />);
    await expect.element(page.getByRole('combobox', { name: 'Bank' })).toBeDisabled();
  });

  it('gives the app the select to focus, such as the first invalid field on submit', async () => {
    let select: HTMLSelectElement | null = null;
    await render(
      <Select
        label="Bank"
        options={banks}
        value=""
        ref={(node) => {
          select = node;
        }}
      />,
    );
    (select as HTMLSelectElement | null)?.focus();
    await expect.element(page.getByRole('combobox', { name: 'Bank' })).toHaveFocus();
  });
});
