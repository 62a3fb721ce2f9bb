import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

function Controlled(props: Omit<CheckboxProps, 'checked'> & { initial: boolean }) {
  const { initial, onCheckedChange, ...rest } = props;
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      {...rest}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange?.(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('toggles with the space bar and reports each new state', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <Controlled initial={false} onCheckedChange={onCheckedChange}>
        Remember me
      </Controlled>,
    );
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays as the app holds it: a click only asks', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <Checkbox checked={false} onCheckedChange={onCheckedChange}>
        I am over 18 years old
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'I am over 18 years old' });
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    await expect.element(box).not.toBeChecked();
  });

  it('hands the raw change event to a form library too', async () => {
    const onChange = vi.fn();
    const onCheckedChange = vi.fn();
    await render(
      <Checkbox checked={false} name="remember" onChange={onChange} onCheckedChange={onCheckedChange}>
        Remember me
      </Checkbox>,
    );
    await userEvent.click(page.getByRole('checkbox', { name: 'Remember me' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.name).toBe('remember');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('opens the terms popup without ticking the box', async () => {
    const onCheckedChange = vi.fn();
    const onTerms = vi.fn();
    await render(
      <Checkbox checked={false} onCheckedChange={onCheckedChange}>
        I accept the{' '}
        <button type="button" onClick={onTerms}>
          terms and conditions
        </button>
      </Checkbox>,
    );
    await userEvent.click(page.getByRole('button', { name: 'terms and conditions' }));
    expect(onTerms).toHaveBeenCalledTimes(1);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('drops the error and its description once the box is fixed', async () => {
    const screen = await render(
      <Checkbox checked={false} error="Please confirm you are 18 years old">
        I am over 18 years old
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'I am over 18 years old' });
    await expect.element(box).toBeInvalid();
    await expect.element(box).toHaveAccessibleDescription('Please confirm you are 18 years old');
    await screen.rerender(<Checkbox checked>I am over 18 years old</Checkbox>);
    await expect.element(box).not.toBeInvalid();
    await expect.element(box).not.toHaveAccessibleDescription();
    await expect.element(page.getByText('Please confirm you are 18 years old')).not.toBeInTheDocument();
  });

  it('refuses changes when disabled', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <Checkbox checked disabled onCheckedChange={onCheckedChange}>
        Remember me
      </Checkbox>,
    );
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await expect.element(box).toBeDisabled();
    await userEvent.click(box, { force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('lets the app focus it, e.g. on the first invalid field', async () => {
    let input: HTMLInputElement | null = null;
    await render(
      <Checkbox
        checked={false}
        ref={(node) => {
          input = node;
        }}
      >
        I am over 18 years old
      </Checkbox>,
    );
    (input as HTMLInputElement | null)?.focus();
    await expect.element(page.getByRole('checkbox', { name: 'I am over 18 years old' })).toHaveFocus();
  });

  it('draws its box in the brand: the primary colour and a tick once checked, empty before', async () => {
    const view = (checked: boolean) => (
      <div className={darkTheme}>
        <Checkbox checked={checked}>Remember me</Checkbox>
      </div>
    );
    const screen = await render(view(false));
    const box = () => page.getByRole('checkbox', { name: 'Remember me' }).element().nextElementSibling as Element;
    const tickShown = () => getComputedStyle(box().firstElementChild as Element).opacity;
    expect(getComputedStyle(box()).backgroundColor).not.toBe('rgb(245, 184, 46)');
    await expect.poll(tickShown).toBe('0');
    await screen.rerender(view(true));
    // The dark brand's primary, #f5b82e.
    await expect.poll(() => getComputedStyle(box()).backgroundColor).toBe('rgb(245, 184, 46)');
    await expect.poll(tickShown).toBe('1');
  });

  it('rings the drawn box when the checkbox has keyboard focus', async () => {
    await render(
      <div className={darkTheme}>
        <Checkbox checked={false}>Remember me</Checkbox>
      </div>,
    );
    const box = page.getByRole('checkbox', { name: 'Remember me' }).element().nextElementSibling as Element;
    expect(getComputedStyle(box).outlineStyle).toBe('none');
    await userEvent.tab();
    expect(getComputedStyle(box).outlineStyle).toBe('solid');
    // The dark brand's focus colour, #93c5fd.
    expect(getComputedStyle(box).outlineColor).toBe('rgb(147, 197, 253)');
  });

  it('draws the terms link in the kit’s link colour, with a focus ring of its own', async () => {
    await render(
      <div className={darkTheme}>
        <Checkbox checked={false}>
          I accept the <a href="#terms">terms and conditions</a>
        </Checkbox>
      </div>,
    );
    const link = page.getByRole('link', { name: 'terms and conditions' }).element();
    // The dark brand's accent, #4fc3f7, as links in server text.
    expect(getComputedStyle(link).color).toBe('rgb(79, 195, 247)');
    expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'terms and conditions' })).toHaveFocus();
    expect(getComputedStyle(link).outlineStyle).toBe('solid');
  });
});
