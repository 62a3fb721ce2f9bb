import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

const methods = [
  { value: 'phone', label: 'Mobile number', description: 'A code to +60 12***6789' },
  { value: 'email', label: 'E-mail' },
  { value: 'post', label: 'Post', disabled: true },
  { value: 'chat', label: 'Live chat' },
];

function Controlled(
  props: Omit<RadioGroupProps, 'value' | 'onValueChange' | 'legend' | 'options'> & {
    onValueChange?: (value: string) => void;
  },
) {
  const { onValueChange, ...rest } = props;
  const [value, setValue] = useState('phone');
  return (
    <RadioGroup
      {...rest}
      legend="Recover by"
      options={methods}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is one tab stop whose arrow keys choose the next option, skipping an unavailable one', async () => {
    const onValueChange = vi.fn();
    await render(
      <>
        <Controlled onValueChange={onValueChange} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Live chat' })).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['email'], ['chat']]);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('is a group named by its legend, chosen by tapping anywhere on an option', async () => {
    const onValueChange = vi.fn();
    await render(<Controlled onValueChange={onValueChange} />);
    await expect.element(page.getByRole('group', { name: 'Recover by' })).toBeVisible();
    await userEvent.click(page.getByText('A code to +60 12***6789'));
    await userEvent.click(page.getByText('E-mail'));
    expect(onValueChange).toHaveBeenCalledWith('email');
  });

  it('names an option by its label and describes it by its second line', async () => {
    await render(<Controlled />);
    await expect
      .element(page.getByRole('radio', { name: 'Mobile number', exact: true }))
      .toHaveAccessibleDescription('A code to +60 12***6789');
  });

  it('describes the group by its hint and error and marks its options invalid, until fixed', async () => {
    const group = (error?: string) => (
      <RadioGroup
        legend="Contract type"
        options={methods}
        value=""
        onValueChange={() => {}}
        hint="You can change it later"
        error={error}
      />
    );
    const screen = await render(group('Please choose a contract'));
    await expect
      .element(page.getByRole('group', { name: 'Contract type' }))
      .toHaveAccessibleDescription('You can change it later Please choose a contract');
    await expect.element(page.getByRole('radio', { name: 'E-mail' })).toBeInvalid();
    await screen.rerender(group());
    await expect
      .element(page.getByRole('group', { name: 'Contract type' }))
      .toHaveAccessibleDescription('You can change it later');
    await expect.element(page.getByRole('radio', { name: 'E-mail' })).not.toBeInvalid();
  });

  it('refuses every choice when disabled', async () => {
    const onValueChange = vi.fn();
    await render(<Controlled disabled onValueChange={onValueChange} />);
    await expect.element(page.getByRole('radio', { name: 'E-mail' })).toBeDisabled();
    await userEvent.click(page.getByText('E-mail'), { force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('gives its first option the id and ref an error summary or the app focuses', async () => {
    let first: HTMLInputElement | null = null;
    await render(
      <Controlled
        id="recovery"
        ref={(node) => {
          first = node;
        }}
      />,
    );
    expect(document.getElementById('recovery')).toBe(page.getByRole('radio', { name: 'Mobile number' }).element());
    (first as HTMLInputElement | null)?.focus();
    await expect.element(page.getByRole('radio', { name: 'Mobile number' })).toHaveFocus();
  });
});
