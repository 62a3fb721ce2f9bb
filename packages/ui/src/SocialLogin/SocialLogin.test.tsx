import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { SocialLogin } from './SocialLogin.tsx';

describe('SocialLogin', () => {
  it('offers the enabled providers in order, each named for what it does', async () => {
    const onSelect = vi.fn();
    await render(<SocialLogin providers={['FACEBOOK', 'GOOGLE']} onSelect={onSelect} />);
    await expect.element(page.getByText('or continue with')).toBeVisible();
    const buttons = page.getByRole('button').elements();
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Continue with Facebook',
      'Continue with Google',
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Continue with Facebook' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('FACEBOOK');
  });

  it('leaves the whole block out when no provider is enabled', async () => {
    const { container } = await render(<SocialLogin providers={[]} onSelect={() => {}} />);
    expect(container.textContent).toBe('');
    expect(container.querySelector('button')).toBeNull();
  });

  it('ignores taps while a sign-in is on its way, and marks which one', async () => {
    const onSelect = vi.fn();
    await render(<SocialLogin providers={['GOOGLE', 'FACEBOOK']} onSelect={onSelect} pending="GOOGLE" />);
    await expect
      .element(page.getByRole('button', { name: 'Continue with Google' }))
      .toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Continue with Facebook' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(page.getByRole('button', { name: 'Continue with Facebook' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('draws each mark in the text colour, as a target of at least 44 px', async () => {
    await render(
      <div style={{ color: 'rgb(1, 2, 3)' }}>
        <SocialLogin providers={['GOOGLE', 'FACEBOOK']} onSelect={() => {}} />
      </div>,
    );
    for (const button of page.getByRole('button').elements()) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const svg = button.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it("speaks the app's language", async () => {
    const words: Record<string, string> = {
      'ui:socialLogin.heading': 'atau teruskan dengan',
      'ui:socialLogin.provider': 'Teruskan dengan {{provider}}',
    };
    await render(
      <UiTextProvider
        t={(key, { defaultValue, ...values }) =>
          (words[key] ?? defaultValue).replace('{{provider}}', String(values.provider))
        }
      >
        <SocialLogin providers={['GOOGLE']} onSelect={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByText('atau teruskan dengan')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Teruskan dengan Google' })).toBeVisible();
  });
});

describe('SocialLinks', () => {
  const links = [
    { type: 'WHATSAPP', href: 'https://wa.me/60123456789' },
    { type: 'TELEGRAM', href: 'https://t.me/demo' },
  ] as const;

  it("links to the merchant's pages in the order given, each in a new tab, named by its network", async () => {
    await render(<SocialLinks links={links} />);
    const anchors = page.getByRole('list', { name: 'Follow us' }).getByRole('link').elements();
    expect(anchors.map((anchor) => anchor.textContent)).toEqual(['WhatsApp', 'Telegram']);
    await expect
      .element(page.getByRole('link', { name: 'WhatsApp' }))
      .toHaveAttribute('href', 'https://wa.me/60123456789');
    for (const anchor of anchors) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows nothing without links, and takes a name from the screen', async () => {
    const screen = await render(<SocialLinks links={[]} />);
    expect(screen.container.textContent).toBe('');
    await screen.rerender(<SocialLinks links={links} label="Ikuti kami" />);
    await expect.element(page.getByRole('list', { name: 'Ikuti kami' })).toBeVisible();
  });
});
