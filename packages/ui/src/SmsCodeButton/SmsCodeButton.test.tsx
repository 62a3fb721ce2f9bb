import { createI18n } from '@wl/i18n/setup';
import { act, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

/** The documents' tick: the time left to the server's expiry is read again every 500 ms. */
const SMS_TICK_MS = 500;
const SMS_VALID_MS = 60_000;

/** Driven as the app drives it, from the expiry the server answers. */
function Ticking({ onSend }: { onSend: () => void }) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const remaining = expiresAt === null ? 0 : Math.max(0, (expiresAt - now) / 1000);
  return (
    <SmsCodeButton
      remainingSeconds={remaining}
      onSend={() => {
        onSend();
        // One reading of the clock, so the first display is exactly the full validity.
        const sentAt = Date.now();
        setNow(sentAt);
        setExpiresAt(sentAt + SMS_VALID_MS);
      }}
    />
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SmsCodeButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 60 to the expiry in whole seconds, then offers to send again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onSend = vi.fn();
    await render(<Ticking onSend={onSend} />);
    await act(async () => {
      (page.getByRole('button', { name: 'Send code' }).element() as HTMLButtonElement).click();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    const counting = page.getByRole('button', { name: /until you can send a new code$/ });
    expect(counting.element()).toHaveTextContent('60 s');
    expect(counting.element()).toBeDisabled();
    await advance(SMS_TICK_MS);
    // 59.5 s left still reads as 60: the display rounds up, so it never shows 0 while still waiting.
    expect(counting.element()).toHaveTextContent('60 s');
    await advance(SMS_TICK_MS);
    expect(counting.element()).toHaveAccessibleName('59 s until you can send a new code');
    await advance(SMS_VALID_MS - 2 * SMS_TICK_MS - SMS_TICK_MS);
    expect(counting.element()).toHaveTextContent('1 s');
    await advance(SMS_TICK_MS);
    const ready = page.getByRole('button', { name: 'Send code' }).element();
    expect(ready).toBeEnabled();
    await act(async () => {
      (ready as HTMLButtonElement).click();
    });
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('shows a part second left as a whole one, and 0 as ready', async () => {
    const screen = await render(<SmsCodeButton remainingSeconds={0.2} onSend={() => {}} />);
    await expect.element(page.getByRole('button', { name: '1 s until you can send a new code' })).toBeDisabled();
    await screen.rerender(<SmsCodeButton remainingSeconds={0} onSend={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('sends from the keyboard when ready, and not while the number is invalid', async () => {
    const onSend = vi.fn();
    const screen = await render(<SmsCodeButton remainingSeconds={0} disabled onSend={onSend} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Send code' })).not.toHaveFocus();
    await screen.rerender(<SmsCodeButton remainingSeconds={0} onSend={onSend} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('says it is sending instead of counting while the request is out', async () => {
    await render(<SmsCodeButton remainingSeconds={60} sending onSend={() => {}} />);
    const button = page.getByRole('button', { name: '60 s until you can send a new code' });
    await expect.element(button).toHaveTextContent('Sending…');
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });

  it('counts in Chinese from the product catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=cn' });
    const screen = await render(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <SmsCodeButton remainingSeconds={42} onSend={() => {}} />
      </UiTextProvider>,
    );
    const button = page.getByRole('button', { name: '42 秒后可重新发送验证码' });
    await expect.element(button).toHaveTextContent('42 秒');
    await screen.rerender(
      <UiTextProvider t={(key, options) => i18n.t(key, options)}>
        <SmsCodeButton remainingSeconds={0} onSend={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  });
});
