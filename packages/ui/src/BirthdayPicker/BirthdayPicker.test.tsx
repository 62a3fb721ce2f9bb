import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BirthdayPicker } from './BirthdayPicker.tsx';

function Controlled({ min, max }: { min: string; max: string }) {
  const [value, setValue] = useState('');
  return <BirthdayPicker value={value} onValueChange={setValue} min={min} max={max} />;
}

describe('BirthdayPicker', () => {
  it('bounds the date input to the min and max it is given', async () => {
    await render(<Controlled min="1900-01-01" max="2026-12-31" />);
    const input = page.getByLabelText('Birthday');
    await expect.element(input).toHaveAttribute('type', 'date');
    await expect.element(input).toHaveAttribute('min', '1900-01-01');
    await expect.element(input).toHaveAttribute('max', '2026-12-31');
    await expect.element(input).toHaveAttribute('autocomplete', 'bday');
  });

  it('lets the browser mark a date outside the range', async () => {
    await render(<Controlled min="1900-01-01" max="2026-12-31" />);
    const input = page.getByLabelText('Birthday');
    const field = input.element() as HTMLInputElement;
    await userEvent.fill(input, '1899-12-31');
    expect(field.validity.rangeUnderflow).toBe(true);
    await userEvent.fill(input, '1900-01-01');
    expect(field.validity.valid).toBe(true);
    await userEvent.fill(input, '2026-12-31');
    expect(field.validity.valid).toBe(true);
    await userEvent.fill(input, '2027-01-01');
    expect(field.validity.rangeOverflow).toBe(true);
  });
});
