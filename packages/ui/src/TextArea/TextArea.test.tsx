import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

function Controlled(props: Omit<TextAreaProps, 'value'> & { initial?: string }) {
  const { initial = '', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe('TextArea', () => {
  it('counts each character typed against the 140 allowed', async () => {
    await render(<Controlled label="Comment" maxLength={140} />);
    const input = page.getByRole('textbox', { name: 'Comment' });
    await expect.element(input).toHaveAccessibleDescription('Up to 140 characters');
    await expect.element(page.getByText('0/140')).toBeVisible();
    await userEvent.type(input, 'Hello');
    await expect.element(page.getByText('5/140')).toBeVisible();
  });

  it('keeps text pasted past the limit and says how far over it is', async () => {
    const onValueChange = vi.fn();
    const long = 'x'.repeat(145);
    await render(<Controlled label="Comment" maxLength={140} onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Comment' });
    await userEvent.fill(input, long);
    await expect.element(input).toHaveValue(long);
    expect(onValueChange).toHaveBeenLastCalledWith(long);
    await expect.element(page.getByText('Characters over the limit: 5')).toBeVisible();
    // Being over is shown, not decided: only an error from the screen marks the field invalid.
    await expect.element(input).not.toBeInvalid();
  });

  it('tells screen readers the count once typing pauses, not on every key', async () => {
    const screen = await render(<Controlled label="Comment" maxLength={140} />);
    await userEvent.fill(page.getByRole('textbox', { name: 'Comment' }), 'Played on Sunday');
    expect(liveRegion(screen.container)?.textContent).toBe('');
    await expect.poll(() => liveRegion(screen.container)?.textContent, { timeout: 3000 }).toBe('Characters left: 124');
  });

  it('describes the field by its hint, its limit and its error, and drops the error once fixed', async () => {
    const screen = await render(
      <TextArea label="Comment" value="" maxLength={140} hint="Your game ID helps" error="Please enter a comment" />,
    );
    const input = page.getByRole('textbox', { name: 'Comment' });
    await expect.element(input).toBeInvalid();
    await expect
      .element(input)
      .toHaveAccessibleDescription('Your game ID helps Up to 140 characters Please enter a comment');
    await screen.rerender(<TextArea label="Comment" value="Game ID 88" maxLength={140} hint="Your game ID helps" />);
    await expect.element(input).not.toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Your game ID helps Up to 140 characters');
    await expect.element(page.getByText('Please enter a comment')).not.toBeInTheDocument();
  });

  it('shows no counter for a field without a limit, such as feedback', async () => {
    const screen = await render(<Controlled label="Your feedback" initial="Great games" />);
    await expect.element(page.getByRole('textbox', { name: 'Your feedback' })).not.toHaveAccessibleDescription();
    expect(screen.container.textContent).not.toMatch(/\d+\/\d+|Characters/);
  });

  it('hands the raw change event to a form library', async () => {
    const onChange = vi.fn();
    await render(<Controlled label="Comment" name="comment" onChange={onChange} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Comment' }), 'a');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.name).toBe('comment');
  });

  it('takes nothing typed while disabled', async () => {
    const onValueChange = vi.fn();
    await render(<TextArea label="Comment" value="Sent" disabled onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Comment' });
    await expect.element(input).toBeDisabled();
    (input.element() as HTMLTextAreaElement).focus();
    await userEvent.keyboard('x');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(input).toHaveValue('Sent');
  });

  it('gives the app the field to focus, such as the first invalid one on submit', async () => {
    let input: HTMLTextAreaElement | null = null;
    await render(
      <TextArea
        label="Comment"
        value=""
        ref={(node) => {
          input = node;
        }}
      />,
    );
    (input as HTMLTextAreaElement | null)?.focus();
    await expect.element(page.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
  });
});
