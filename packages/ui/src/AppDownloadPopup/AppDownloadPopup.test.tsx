import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type Translate, UiTextProvider } from '../UiText/UiText.tsx';
import { AppDownloadPopup, type AppDownloadPopupProps } from './AppDownloadPopup.tsx';

const malay: Record<string, string> = {
  'content:appDownload.title': 'Dapatkan aplikasi {{brand}}',
  'content:appDownload.ios': 'Muat turun untuk iOS',
  'content:appDownload.android': 'Muat turun untuk Android',
  'content:appDownload.iosNote': 'iOS {{version}} atau lebih baharu disyorkan.',
};
const translate: Translate = (key, { defaultValue, ...values }) =>
  (malay[key] ?? defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The documents' figures: iOS 12.4 recommended, the mask waits 300 ms. */
function popup(props: Partial<AppDownloadPopupProps> = {}) {
  return (
    <AppDownloadPopup
      open
      onClose={() => {}}
      platforms={['ios', 'android']}
      onDownload={() => {}}
      brandName="Ace"
      minimumIosVersion="12.4"
      maskGuardMs={300}
      {...props}
    />
  );
}

describe('AppDownloadPopup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the platforms in the order given and reports the one chosen from the keyboard', async () => {
    const onDownload = vi.fn();
    await render(popup({ platforms: ['android', 'ios'], onDownload }));
    const dialog = page.getByRole('dialog', { name: 'Get the Ace app' });
    await expect.element(dialog).toBeVisible();
    const names = dialog
      .getByRole('button', { name: /^Download for/ })
      .elements()
      .map((button) => button.textContent);
    expect(names).toEqual(['Download for Android', 'Download for iOS']);
    page.getByRole('button', { name: 'Download for iOS' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('ios');
  });

  it('asks to close on Escape and shows nothing while closed', async () => {
    const onClose = vi.fn();
    const screen = await render(popup({ onClose, platforms: ['ios'] }));
    await expect.element(page.getByRole('dialog', { name: 'Get the Ace app' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await screen.rerender(popup({ open: false, onClose, platforms: ['ios'] }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the app's icon out of the accessible name", async () => {
    await render(popup({ platforms: ['android'], iconUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }));
    const dialog = page.getByRole('dialog', { name: 'Get the Ace app' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().querySelector('img')?.getAttribute('alt')).toBe('');
    await expect.element(dialog.getByRole('img')).not.toBeInTheDocument();
  });

  it('recommends the iOS version it is given, and only when iOS is on offer', async () => {
    const screen = await render(popup({ minimumIosVersion: '15.1' }));
    await expect.element(page.getByText('iOS 15.1 or later recommended.')).toBeVisible();
    await screen.rerender(popup({ minimumIosVersion: '15.1', platforms: ['android'] }));
    await expect.element(page.getByRole('button', { name: 'Download for Android' })).toBeVisible();
    await expect.element(page.getByText(/or later recommended/)).not.toBeInTheDocument();
  });

  it('ignores a tap on the mask for the guard time it is given, then asks to close', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const onClose = vi.fn();
    await render(popup({ onClose, maskGuardMs: 300 }));
    const dialog = page.getByRole('dialog', { name: 'Get the Ace app' }).element() as HTMLDialogElement;
    vi.advanceTimersByTime(299);
    dialog.click();
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    dialog.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("speaks the app's language, brand and iOS version included", async () => {
    await render(<UiTextProvider t={translate}>{popup()}</UiTextProvider>);
    await expect.element(page.getByRole('dialog', { name: 'Dapatkan aplikasi Ace' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Muat turun untuk iOS' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Muat turun untuk Android' })).toBeVisible();
    await expect.element(page.getByText('iOS 12.4 atau lebih baharu disyorkan.')).toBeVisible();
  });
});
