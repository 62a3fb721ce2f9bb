import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type Translate, UiTextProvider } from '../UiText/UiText.tsx';
import { AppDownloadPopup } from './AppDownloadPopup.tsx';

const malay: Record<string, string> = {
  'content:appDownload.title': 'Dapatkan aplikasi {{brand}}',
  'content:appDownload.ios': 'Muat turun untuk iOS',
  'content:appDownload.android': 'Muat turun untuk Android',
  'content:appDownload.iosNote': 'iOS {{version}} atau lebih baharu disyorkan.',
};
const translate: Translate = (key, { defaultValue, ...values }) =>
  (malay[key] ?? defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('AppDownloadPopup', () => {
  it('offers the platforms in the order given and reports the one chosen from the keyboard', async () => {
    const onDownload = vi.fn();
    await render(
      <AppDownloadPopup
        open
        onClose={() => {}}
        platforms={['android', 'ios']}
        onDownload={onDownload}
        brandName="Ace"
      />,
    );
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
    const screen = await render(
      <AppDownloadPopup open onClose={onClose} platforms={['ios']} onDownload={() => {}} brandName="Ace" />,
    );
    await expect.element(page.getByRole('dialog', { name: 'Get the Ace app' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <AppDownloadPopup open={false} onClose={onClose} platforms={['ios']} onDownload={() => {}} brandName="Ace" />,
    );
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the app's icon out of the accessible name", async () => {
    await render(
      <AppDownloadPopup
        open
        onClose={() => {}}
        platforms={['android']}
        onDownload={() => {}}
        brandName="Ace"
        iconUrl="data:image/gif;base64,R0lGODlhAQABAAAAACw="
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Get the Ace app' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().querySelector('img')?.getAttribute('alt')).toBe('');
    await expect.element(dialog.getByRole('img')).not.toBeInTheDocument();
  });

  it("speaks the app's language, brand and iOS version included", async () => {
    await render(
      <UiTextProvider t={translate}>
        <AppDownloadPopup
          open
          onClose={() => {}}
          platforms={['ios', 'android']}
          onDownload={() => {}}
          brandName="Ace"
        />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Dapatkan aplikasi Ace' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Muat turun untuk iOS' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Muat turun untuk Android' })).toBeVisible();
    await expect.element(page.getByText('iOS 12.4 atau lebih baharu disyorkan.')).toBeVisible();
  });
});
