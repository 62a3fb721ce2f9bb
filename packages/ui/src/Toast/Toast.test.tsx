import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TOAST_DURATIONS, Toast, type ToastKind } from './Toast.tsx';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['loading', 10_000],
    ['success', 1_500],
    ['copy', 2_000],
    ['short', 3_000],
    ['long', 8_000],
  ] as [ToastKind, number][])('asks to be dismissed after its time: %s, %i ms', async (kind, ms) => {
    expect(TOAST_DURATIONS[kind]).toBe(ms);
    const onDismiss = vi.fn();
    await render(<Toast kind={kind} message="Copy successful" onDismiss={onDismiss} />);
    vi.advanceTimersByTime(ms - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes a screen-specific time, such as a 1 s success', async () => {
    const onDismiss = vi.fn();
    await render(<Toast kind="success" duration={1_000} message="Change saved" onDismiss={onDismiss} />);
    vi.advanceTimersByTime(1_000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps its clock when the parent re-renders with a new callback', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const screen = await render(<Toast kind="copy" message="Copy successful" onDismiss={first} />);
    vi.advanceTimersByTime(1_500);
    await screen.rerender(<Toast kind="copy" message="Copy successful" onDismiss={second} />);
    vi.advanceTimersByTime(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('is announced as a status message without taking focus', async () => {
    await render(<Toast kind="loading" message="Please wait" onDismiss={() => {}} />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('Please wait');
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(document.body);
  });
});
