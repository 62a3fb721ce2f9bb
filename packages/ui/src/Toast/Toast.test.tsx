import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toast, type ToastProps } from './Toast.tsx';

/** As the app holds a toast: shown until it asks to be dismissed. */
function Shown(props: Omit<ToastProps, 'onDismiss'> & { onDismiss?: () => void }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <Toast
      {...props}
      onDismiss={() => {
        props.onDismiss?.();
        setShown(false);
      }}
    />
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([1000, 8000])('stays exactly durationMs: %i ms', async (ms) => {
    const onDismiss = vi.fn();
    await render(<Shown kind="success" message="Change saved" durationMs={ms} onDismiss={onDismiss} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Change saved');
    vi.advanceTimersByTime(ms - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    await expect.element(page.getByRole('status')).toHaveTextContent('Change saved');
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('keeps its clock when the parent re-renders with a new callback', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const screen = await render(<Toast kind="copy" message="Copy successful" durationMs={2000} onDismiss={first} />);
    vi.advanceTimersByTime(1500);
    await screen.rerender(<Toast kind="copy" message="Copy successful" durationMs={2000} onDismiss={second} />);
    vi.advanceTimersByTime(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('is announced as a status message without taking focus', async () => {
    await render(<Toast kind="loading" message="Please wait" durationMs={10_000} onDismiss={() => {}} />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('Please wait');
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(document.body);
  });
});
