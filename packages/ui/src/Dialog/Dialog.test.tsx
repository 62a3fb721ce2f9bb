import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([300, 600])('ignores a mask click until maskGuardMs after opening, then asks to close: %i ms', async (ms) => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onClose = vi.fn();
    await render(
      <Dialog open onClose={onClose} title="Notice" maskGuardMs={ms}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = page.getByRole('dialog', { name: 'Notice' }).element() as HTMLDialogElement;
    // A click whose target is the <dialog> itself landed on the mask: the panel covers the rest.
    dialog.click();
    vi.advanceTimersByTime(ms - 1);
    dialog.click();
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    dialog.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens modally and gives the page back when closed', async () => {
    const screen = await render(
      <Dialog open onClose={() => {}} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = page.getByRole('dialog', { name: 'Notice' }).element() as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await screen.rerender(
      <Dialog open={false} onClose={() => {}} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    expect(dialog.open).toBe(false);
  });

  it('lets Escape ask to close without closing by itself', async () => {
    const onClose = vi.fn();
    await render(
      <Dialog open onClose={onClose} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((page.getByRole('dialog').element() as HTMLDialogElement).open).toBe(true);
  });
});
