import { createI18n } from '@wl/i18n/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';

function props(overrides: Partial<SideMenuProps> = {}): SideMenuProps {
  return {
    open: true,
    onClose: () => {},
    maskGuardMs: 300,
    entries: [
      { id: 'profile', label: 'Profile', icon: 'user', href: '#profile' },
      { id: 'help', label: 'Help centre', icon: 'help', href: '#help' },
    ],
    language: { nativeName: 'English', flag: '🇬🇧', onOpen: () => {} },
    ...overrides,
  };
}

const member = { name: 'demo01', balance: { text: 'RM1,234.56', state: 'shown' } } as const;

describe('SideMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens as a modal drawer with focus on its close button, and asks to close on Escape', async () => {
    const onClose = vi.fn();
    await render(<SideMenu {...props({ onClose })} />);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect((menu.element() as HTMLDialogElement).matches(':modal')).toBe(true);
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks to close on a mask click only from maskGuardMs after opening', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onClose = vi.fn();
    await render(<SideMenu {...props({ onClose, maskGuardMs: 300 })} />);
    // The drawer's backdrop is the <dialog> itself: a click targeting it landed beside the panel.
    const mask = page.getByRole('dialog', { name: 'Menu' }).element() as HTMLDialogElement;
    mask.click();
    vi.advanceTimersByTime(299);
    mask.click();
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    mask.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', async () => {
    await render(<SideMenu {...props({ open: false })} />);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('slides from the start edge: the left, or the right in a right-to-left page', async () => {
    const screen = await render(<SideMenu {...props()} />);
    const panelBox = () => {
      const panel = page.getByRole('dialog', { name: 'Menu' }).element().firstElementChild;
      if (!panel) throw new Error('no panel');
      return panel.getBoundingClientRect();
    };
    await expect.poll(() => Math.round(panelBox().left)).toBe(0);
    await screen.unmount();
    document.documentElement.dir = 'rtl';
    try {
      await render(<SideMenu {...props()} />);
      await expect.poll(() => Math.round(panelBox().right)).toBe(Math.round(window.innerWidth));
      expect(Math.round(panelBox().left)).toBeGreaterThan(0);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('gives the guest log in and register, and no wallet or sign out', async () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    await render(<SideMenu {...props({ onLogin, onRegister })} />);
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    await userEvent.click(page.getByRole('button', { name: 'Register' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onRegister).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('gives the member an account section with name, balance, VIP rank and the way out', async () => {
    const onSignOut = vi.fn();
    const onVipBenefits = vi.fn();
    await render(<SideMenu {...props({ member: { ...member, vipLevel: 'Gold' }, onSignOut, onVipBenefits })} />);
    const account = page.getByRole('region', { name: 'Account' });
    await expect.element(account.getByText('demo01')).toBeVisible();
    await expect.element(account.getByText('VIP Gold')).toBeVisible();
    await expect.element(account.getByRole('status')).toHaveTextContent('RM1,234.56');
    await expect.element(page.getByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'VIP benefits' }));
    await userEvent.click(page.getByRole('button', { name: 'Sign out' }));
    expect(onVipBenefits).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('names the language entry with the language in use, and opens the picker', async () => {
    const onOpen = vi.fn();
    await render(<SideMenu {...props({ language: { nativeName: 'Bahasa Melayu', flag: '🇲🇾', onOpen } })} />);
    const entry = page.getByRole('button', { name: 'Language Bahasa Melayu' });
    await userEvent.click(entry);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('lists social links under "Follow us" only when there are some', async () => {
    const screen = await render(<SideMenu {...props()} />);
    await expect.element(page.getByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    await screen.rerender(
      <SideMenu {...props({ socialLinks: [{ id: 'telegram', label: 'Telegram', href: 'https://t.me/example' }] })} />,
    );
    const social = page.getByRole('list', { name: 'Follow us' });
    await expect
      .element(social.getByRole('link', { name: 'Telegram' }))
      .toHaveAttribute('href', 'https://t.me/example');
  });

  it('speaks Chinese from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=cn' });
    await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <SideMenu {...props({ member, onAppDownload: () => {} })} />
      </UiTextProvider>,
    );
    const menu = page.getByRole('dialog', { name: '菜单' });
    await expect.element(menu.getByRole('region', { name: '账户' })).toBeVisible();
    await expect.element(menu.getByRole('button', { name: '取款' })).toBeVisible();
    await expect.element(menu.getByRole('button', { name: '下载应用' })).toBeVisible();
    await expect.element(menu.getByRole('button', { name: '关闭' })).toBeVisible();
  });
});
