import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { InvitePopup, type InvitePopupProps } from './InvitePopup.tsx';

const link = 'https://m.example.com/m/register?affiliateCode=AB12CD';

function popup(props: Partial<InvitePopupProps> = {}) {
  return <InvitePopup open onClose={() => {}} link={link} maskGuardMs={300} {...props} />;
}

/** Replaces a navigator feature for one test; the real one comes back afterwards. */
function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  // Own properties shadow the prototype's getters; deleting them restores the browser's.
  delete (navigator as unknown as Record<string, unknown>).clipboard;
  delete (navigator as unknown as Record<string, unknown>).share;
  vi.restoreAllMocks();
});

const dialog = () => page.getByRole('dialog', { name: 'Invite friends' });

describe('InvitePopup', () => {
  it('shows the link as a QR code and as text, and the code when there is one', async () => {
    const screen = await render(popup());
    await expect.element(dialog().getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect.element(dialog().getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    await expect.element(dialog().getByRole('textbox', { name: 'Invite code' })).not.toBeInTheDocument();
    const before = screen.container.ownerDocument.querySelector('svg[role="img"] path')?.getAttribute('d');
    await screen.rerender(popup({ link: `${link}9`, code: 'AB12CD9' }));
    await expect.element(dialog().getByRole('textbox', { name: 'Invite code' })).toHaveValue('AB12CD9');
    const after = screen.container.ownerDocument.querySelector('svg[role="img"] path')?.getAttribute('d');
    expect(after).not.toBe(before);
  });

  it('copies the link with the Clipboard API and confirms it on the button and aloud', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const onCopied = vi.fn();
    await render(popup({ onCopied, code: 'AB12CD' }));
    await userEvent.click(page.getByRole('button', { name: 'Copy: Invite link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(link);
    await expect.element(page.getByRole('status')).toHaveTextContent('Copy successful');
    await expect.element(page.getByRole('button', { name: 'Copied: Invite link' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy: Invite code' })).toBeVisible();
    expect(onCopied).toHaveBeenCalledExactlyOnceWith('link');
    await userEvent.click(page.getByRole('button', { name: 'Copy: Invite code' }));
    expect(writeText).toHaveBeenLastCalledWith('AB12CD');
    expect(onCopied).toHaveBeenLastCalledWith('code');
  });

  it('falls back to selecting the text and the copy command where the Clipboard API is missing', async () => {
    stubNavigator('clipboard', undefined);
    const execCommand = vi.spyOn(document, 'execCommand').mockReturnValue(true);
    await render(popup());
    await userEvent.click(page.getByRole('button', { name: 'Copy: Invite link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    const field = page.getByRole('textbox', { name: 'Invite link' }).element() as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);
    await expect.element(page.getByRole('status')).toHaveTextContent('Copy successful');
  });

  it('says how to copy by hand when the page may not copy at all, and leaves the text selected', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    vi.spyOn(document, 'execCommand').mockReturnValue(false);
    const onCopied = vi.fn();
    await render(popup({ onCopied }));
    await userEvent.click(page.getByRole('button', { name: 'Copy: Invite link' }));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Copying is blocked here: press and hold the text to copy it.');
    await expect.element(page.getByRole('button', { name: 'Copy: Invite link' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Invite link' }).element() as HTMLInputElement;
    expect(field.selectionEnd).toBe(link.length);
    expect(onCopied).not.toHaveBeenCalled();
  });

  it('forgets the confirmation when the dialog opens again', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    const screen = await render(popup());
    await userEvent.click(page.getByRole('button', { name: 'Copy: Invite link' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Copy successful');
    await screen.rerender(popup({ open: false }));
    await screen.rerender(popup({ open: true }));
    await expect.element(page.getByRole('button', { name: 'Copy: Invite link' })).toBeVisible();
    expect(page.getByRole('status').element().textContent).toBe('');
  });

  it("offers the phone's share sheet only where there is one, with the link and the screen's words", async () => {
    const first = await render(popup());
    await expect.element(page.getByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await first.unmount();
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    await render(popup({ shareTitle: 'Mobile Games', shareText: 'Join me' }));
    await userEvent.click(page.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Mobile Games', text: 'Join me', url: link });
  });

  it('stays calm when the player dismisses the share sheet', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    await render(popup());
    await userEvent.click(page.getByRole('button', { name: 'Share' }));
    await expect.element(dialog()).toBeVisible();
    expect(page.getByRole('status').element().textContent).toBe('');
  });

  it('asks to close from its close button', async () => {
    const onClose = vi.fn();
    await render(popup({ onClose }));
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("speaks the app's language", async () => {
    const words: Record<string, string> = {
      'ui:invitePopup.title': 'Jemput rakan',
      'ui:invitePopup.copy': 'Salin',
      'ui:invitePopup.link': 'Pautan jemputan',
    };
    await render(<UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>{popup()}</UiTextProvider>);
    await expect
      .element(
        page.getByRole('dialog', { name: 'Jemput rakan' }).getByRole('button', { name: 'Salin: Pautan jemputan' }),
      )
      .toBeVisible();
  });
});
