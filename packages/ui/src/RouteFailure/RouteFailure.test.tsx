import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { RouteFailure } from './RouteFailure.tsx';

/** Makes the browser report the connection as given and tells the page, as Chromium does when it drops. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  // Back to the browser's own answer.
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('RouteFailure', () => {
  it('says the page did not load, with a focused heading, Try again and a link home', async () => {
    const onRetry = vi.fn();
    await render(<RouteFailure onRetry={onRetry} homeHref="/m/home" offline={false} />);
    const heading = page.getByRole('heading', { level: 1, name: 'This page did not load' });
    await expect.element(heading).toHaveFocus();
    await expect
      .element(page.getByText('Something went wrong while opening it. Try again, or go back to the home page.'))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
  });

  it('lets the app’s router take the home link over', async () => {
    const onHome = vi.fn((event: React.MouseEvent) => event.preventDefault());
    await render(<RouteFailure onRetry={() => {}} homeHref="/m/home" onHome={onHome} />);
    await userEvent.click(page.getByRole('link', { name: 'Go to home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(location.pathname).not.toBe('/m/home');
  });

  it('follows the browser’s connection when the app does not say', async () => {
    setOnline(false);
    await render(<RouteFailure onRetry={() => {}} homeHref="/m/home" />);
    await expect.element(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect.element(page.getByText('Check your mobile data or Wi-Fi, then try again.')).toBeVisible();
    setOnline(true);
    await expect.element(page.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
    setOnline(false);
    await expect.element(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  });

  it('shows what the app says over what the browser says', async () => {
    setOnline(false);
    await render(<RouteFailure onRetry={() => {}} homeHref="/m/home" offline={false} />);
    await expect.element(page.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  });

  it('refuses a second retry while the first is on its way', async () => {
    const onRetry = vi.fn();
    await render(<RouteFailure onRetry={onRetry} retrying homeHref="/m/home" offline={false} />);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows the reference for support only when given', async () => {
    const screen = await render(<RouteFailure onRetry={() => {}} homeHref="/m/home" offline={false} />);
    await expect.element(page.getByText(/^Reference:/)).not.toBeInTheDocument();
    await screen.rerender(
      <RouteFailure onRetry={() => {}} homeHref="/m/home" offline={false} reference="network.timeout" />,
    );
    await expect.element(page.getByText('Reference: network.timeout')).toBeVisible();
  });

  it('speaks the person’s language', async () => {
    const words: Record<string, string> = {
      'ui:routeFailure.title': 'Halaman ini tidak dimuatkan',
      'ui:routeFailure.retry': 'Cuba lagi',
      'ui:routeFailure.home': 'Ke laman utama',
    };
    await render(
      <UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>
        <RouteFailure onRetry={() => {}} homeHref="/m/home" offline={false} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('heading', { name: 'Halaman ini tidak dimuatkan' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cuba lagi' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Ke laman utama' })).toBeVisible();
  });
});
