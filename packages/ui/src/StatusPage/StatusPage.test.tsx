import { createI18n } from '@wl/i18n/setup';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { StatusPage } from './StatusPage.tsx';

describe('StatusPage', () => {
  it('is the page itself: one main landmark with one top-level heading', async () => {
    await render(<StatusPage kind="maintenance" />);
    await expect.element(page.getByRole('main')).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'The platform is under maintenance' }))
      .toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('lets the player retry from the keyboard', async () => {
    const onRetry = vi.fn();
    await render(<StatusPage kind="maintenance" onRetry={onRetry} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the IP address only on the restriction page', async () => {
    const screen = await render(<StatusPage kind="maintenance" ip="203.0.113.7" />);
    await expect.element(page.getByText(/203\.0\.113\.7/)).not.toBeInTheDocument();
    await screen.rerender(<StatusPage kind="restricted" ip="203.0.113.7" />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect
      .element(page.getByText('Sorry, the site is not available from your IP address or location.'))
      .toBeVisible();
    await expect.element(page.getByText('Your IP address: 203.0.113.7')).toBeVisible();
  });

  it('draws the picture of its kind, or the one it is given', async () => {
    const picture = (container: HTMLElement) => container.querySelector('svg')?.dataset.illustration;
    const screen = await render(<StatusPage kind="maintenance" />);
    expect(picture(screen.container)).toBe('maintenance');
    await screen.rerender(<StatusPage kind="restricted" />);
    expect(picture(screen.container)).toBe('restricted');
    await screen.rerender(<StatusPage kind="maintenance" illustration="offline" />);
    expect(picture(screen.container)).toBe('offline');
  });

  it("puts the operator's message in place of the standard text", async () => {
    await render(<StatusPage kind="restricted" message="Not available in your country." />);
    await expect.element(page.getByText('Not available in your country.')).toBeVisible();
    await expect.element(page.getByText(/not available from your IP address/)).not.toBeInTheDocument();
  });

  it('reads in Chinese from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=cn' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <StatusPage kind="restricted" ip="203.0.113.7" onRetry={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: '访问受限' })).toBeVisible();
    await expect.element(page.getByText('您的 IP 地址：203.0.113.7')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '重试' })).toBeVisible();
  });
});
