import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField, type TextFieldProps } from './TextField.tsx';

function Controlled(props: Omit<TextFieldProps, 'value'>) {
  const { onValueChange, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <TextField
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('hands each keystroke to the app and the raw event to a form library', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    await render(<Controlled label="Username" name="username" onValueChange={onValueChange} onChange={onChange} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Username' }), 'ab');
    expect(onValueChange.mock.calls).toEqual([['a'], ['ab']]);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]?.[0].target.name).toBe('username');
  });

  it('stops the mobile number at 20 characters', async () => {
    const onValueChange = vi.fn();
    await render(
      <Controlled label="Mobile number" type="tel" inputMode="tel" maxLength={20} onValueChange={onValueChange} />,
    );
    const input = page.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '1234567890123456789012345');
    await expect.element(input).toHaveValue('12345678901234567890');
    expect(onValueChange).toHaveBeenLastCalledWith('12345678901234567890');
  });

  it('stops the SMS code at 10 characters and offers the digit keypad', async () => {
    await render(<Controlled label="Verification code" inputMode="numeric" maxLength={10} />);
    const input = page.getByRole('textbox', { name: 'Verification code' });
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '123456789012');
    await expect.element(input).toHaveValue('1234567890');
  });

  it('describes the field by its hint and its error together, and only by the hint once fixed', async () => {
    const screen = await render(
      <TextField label="Username" value="ab" hint="4 to 16 letters or digits" error="Account format is incorrect" />,
    );
    const input = page.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('4 to 16 letters or digits Account format is incorrect');
    await screen.rerender(<TextField label="Username" value="demo01" hint="4 to 16 letters or digits" />);
    await expect.element(input).not.toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('4 to 16 letters or digits');
    await expect.element(page.getByText('Account format is incorrect')).not.toBeInTheDocument();
  });

  it('lets an error win over success', async () => {
    await render(<TextField label="Invitation code" value="AB12" success="Invitation code accepted" error="Expired" />);
    const input = page.getByRole('textbox', { name: 'Invitation code' });
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Expired');
    await expect.element(page.getByText('Invitation code accepted')).not.toBeInTheDocument();
  });

  it('marks success with a tick that adds nothing to read', async () => {
    const screen = await render(<TextField label="Username" value="demo01" />);
    expect(screen.container.querySelector('svg')).toBeNull();
    await screen.rerender(<TextField label="Username" value="demo01" success />);
    const tick = screen.container.querySelector('svg');
    expect(tick?.getAttribute('aria-hidden')).toBe('true');
    await expect.element(page.getByRole('textbox', { name: 'Username' })).not.toHaveAccessibleDescription();
  });

  it('keeps a hidden label as the name without showing it', async () => {
    await render(<TextField label="Search games" hideLabel type="search" value="" />);
    const input = page.getByRole('searchbox', { name: 'Search games' });
    await expect.element(input).toBeVisible();
    const label = page.getByText('Search games').element().getBoundingClientRect();
    expect(label.width * label.height).toBeLessThanOrEqual(1);
  });

  it('takes nothing typed while disabled', async () => {
    const onValueChange = vi.fn();
    await render(<TextField label="Current username" value="demo01" disabled onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Current username' });
    await expect.element(input).toBeDisabled();
    // A disabled input cannot take focus, so the keys go nowhere.
    (input.element() as HTMLInputElement).focus();
    await userEvent.keyboard('x');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(input).toHaveValue('demo01');
  });

  it('gives the app the input to focus, such as the first invalid field on submit', async () => {
    let input: HTMLInputElement | null = null;
    await render(
      <TextField
        label="Username"
        value=""
        ref={(node) => {
          input = node;
        }}
      />,
    );
    (input as HTMLInputElement | null)?.focus();
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('puts the leading control at the start edge, on the right in a right-to-left page', async () => {
    const field = (
      <TextField
        label="Mobile number"
        type="tel"
        value=""
        leading={<span data-testid="lead">+60</span>}
        trailing={<button type="button">Send code</button>}
      />
    );
    const screen = await render(<div dir="ltr">{field}</div>);
    const left = (testId: string) => page.getByTestId(testId).element().getBoundingClientRect().left;
    const inputLeft = () => page.getByRole('textbox', { name: 'Mobile number' }).element().getBoundingClientRect().left;
    const buttonLeft = () => page.getByRole('button', { name: 'Send code' }).element().getBoundingClientRect().left;
    expect(left('lead')).toBeLessThan(inputLeft());
    expect(buttonLeft()).toBeGreaterThan(inputLeft());
    await screen.rerender(<div dir="rtl">{field}</div>);
    expect(left('lead')).toBeGreaterThan(inputLeft());
    expect(buttonLeft()).toBeLessThan(inputLeft());
  });
});
