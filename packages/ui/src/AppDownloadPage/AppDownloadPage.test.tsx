import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { AppDownloadPage, type AppDownloadPageProps } from './AppDownloadPage.tsx';

const props: AppDownloadPageProps = {
  brandName: 'Mobile Games',
  platform: 'android',
  onPlatformChange: () => {},
  downloads: ['android', 'ios'],
  onDownload: () => {},
  minimumIosVersion: '12.4',
};

function steps() {
  return page
    .getByRole('listitem')
    .elements()
    .map((item) => item.querySelector('h3')?.textContent);
}

describe('AppDownloadPage', () => {
  it('shows the Android guide: download, allow the install, open', async () => {
    const onDownload = vi.fn();
    await render(<AppDownloadPage {...props} onDownload={onDownload} />);
    expect(steps()).toEqual(['Download the app', 'Allow the install', 'Install and open']);
    await userEvent.click(page.getByRole('button', { name: 'Download for Android' }));
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('android');
    // The iOS version is advice for iPhones only.
    await expect.element(page.getByText(/or later recommended/)).not.toBeInTheDocument();
  });

  it('shows the iOS guide: Safari, Share, Add to Home Screen, with the recommended version', async () => {
    const onDownload = vi.fn();
    await render(<AppDownloadPage {...props} platform="ios" onDownload={onDownload} minimumIosVersion="12.4" />);
    expect(steps()).toEqual(['Open this page in Safari', 'Tap Share', 'Add to Home Screen']);
    await expect.element(page.getByText('iOS 12.4 or later recommended.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Download for iOS' }));
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('ios');
  });

  it('offers the player’s own platform first and asks the app to switch', async () => {
    const onPlatformChange = vi.fn();
    await render(
      <AppDownloadPage {...props} platforms={['ios', 'android']} platform="ios" onPlatformChange={onPlatformChange} />,
    );
    const tabs = page.getByRole('tab').elements();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['iOS', 'Android']);
    await expect.element(page.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('tab', { name: 'Android' }));
    expect(onPlatformChange).toHaveBeenCalledExactlyOnceWith('android');
  });

  it('has no download button for a platform without a link, and keeps its guide', async () => {
    await render(<AppDownloadPage {...props} downloads={['android']} platform="ios" />);
    await expect.element(page.getByRole('button', { name: 'Download for iOS' })).not.toBeInTheDocument();
    expect(steps()).toHaveLength(3);
  });

  it('makes every download button a 44 px target across the phone', async () => {
    await render(
      <div className={darkTheme} style={{ inlineSize: '360px' }}>
        <AppDownloadPage {...props} />
      </div>,
    );
    const button = page.getByRole('button', { name: 'Download for Android' }).element().getBoundingClientRect();
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.width).toBeGreaterThan(300);
  });

  it('draws a picture for each step and the brand’s mark without an app icon', async () => {
    const { container } = await render(<AppDownloadPage {...props} platform="ios" />);
    const drawings = [...container.querySelectorAll('svg[data-diagram]')].map((svg) =>
      svg.getAttribute('data-diagram'),
    );
    expect(drawings).toEqual(['openSafari', 'tapShare', 'addToHome']);
    expect(container.querySelector('[data-brand-mark]')).not.toBeNull();
  });

  it('shows the app icon when the merchant has one', async () => {
    const { container } = await render(<AppDownloadPage {...props} iconUrl="data:image/png;base64," />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,');
    expect(container.querySelector('[data-brand-mark]')).toBeNull();
  });

  it('names the brand in the player’s language', async () => {
    const words: Record<string, string> = {
      'content:appDownload.title': 'Dapatkan aplikasi {{brand}}',
      'content:appDownloadPage.androidOpenText': 'Buka {{brand}} dari skrin utama anda.',
    };
    await render(
      <UiTextProvider
        t={(key, { defaultValue, ...values }) =>
          (words[key] ?? defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
        }
      >
        <AppDownloadPage {...props} brandName="Ruby Palace" />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dapatkan aplikasi Ruby Palace' })).toBeVisible();
    await expect.element(page.getByText('Buka Ruby Palace dari skrin utama anda.')).toBeVisible();
  });
});
