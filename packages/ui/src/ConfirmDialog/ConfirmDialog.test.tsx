import { createI18n } from '@wl/i18n/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const question = 'Are you sure you want to log out?';

describe('ConfirmDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on "no": a stray Enter does not log the player out', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog
        open
        maskGuardMs={300}
        title={question}
        confirmLabel="Log out"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await expect.element(page.getByRole('alertdialog', { name: question })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('answers "no" to Escape and, from maskGuardMs after opening, to a mask click', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onCancel = vi.fn();
    await render(<ConfirmDialog open maskGuardMs={300} title={question} onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    const dialog = page.getByRole('alertdialog', { name: question }).element() as HTMLDialogElement;
    dialog.click();
    vi.advanceTimersByTime(299);
    dialog.click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    dialog.click();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('as a notice, has one button and stays open until it is pressed', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onConfirm = vi.fn();
    await render(
      <ConfirmDialog open maskGuardMs={300} title="New and old password cannot be the same" onConfirm={onConfirm} />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'New and old password cannot be the same' });
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    vi.advanceTimersByTime(300);
    (dialog.element() as HTMLDialogElement).click();
    expect((dialog.element() as HTMLDialogElement).open).toBe(true);
    expect(page.getByRole('button').elements()).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows its message inside the dialog and closes when the app says so', async () => {
    const props = {
      title: 'Free play',
      message: 'Please login an actual account to use this function',
      confirmLabel: 'Register now',
      onConfirm: () => {},
    };
    const screen = await render(<ConfirmDialog open maskGuardMs={300} {...props} />);
    const dialog = page.getByRole('alertdialog', { name: 'Free play' });
    await expect.element(dialog).toMatchTextContent(/Please login an actual account to use this function/);
    // The message is the dialog's description, so a screen reader reads it with the title when it opens.
    await expect.element(dialog).toHaveAccessibleDescription('Please login an actual account to use this function');
    const element = dialog.element() as HTMLDialogElement;
    await screen.rerender(<ConfirmDialog open={false} maskGuardMs={300} {...props} />);
    expect(element.open).toBe(false);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('while busy, refuses a second confirm and every way of saying no', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog
        open
        maskGuardMs={300}
        busy
        title={question}
        confirmLabel="Log out"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const confirm = page.getByRole('button', { name: 'Log out' });
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    await confirm.click();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says Cancel and Confirm in Malay from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=ms' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <ConfirmDialog open maskGuardMs={300} title="Log keluar?" onConfirm={() => {}} onCancel={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Batal' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sahkan' })).toBeVisible();
  });
});
