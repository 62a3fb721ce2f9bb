import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { darkTheme } from '../theme/index.ts';
import { Dialog } from './Dialog.tsx';

/** The entrance (a rise or a pop) brought to its end, so boxes are where they stay. */
function opened() {
  for (const animation of document.getAnimations()) animation.finish();
}

/** What a phone reports around its screen: notch above, home indicator below (an iPhone's 47 and 34 px). */
async function phoneInsets(insets: { top?: number; bottom?: number }) {
  await cdp().send('Emulation.setSafeAreaInsetsOverride', { insets } as never);
}

describe('Dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([300, 600])('ignores a mask click until maskGuardMs after opening, then asks to close: %i ms', async (ms) => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onClose = vi.fn();
    await render(
      <Dialog open onClose={onClose} title="Notice" maskGuardMs={ms}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = page.getByRole('dialog', { name: 'Notice' }).element() as HTMLDialogElement;
    // A click whose target is the <dialog> itself landed on the mask: the panel covers the rest.
    dialog.click();
    vi.advanceTimersByTime(ms - 1);
    dialog.click();
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    dialog.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens modally and gives the page back when closed', async () => {
    const screen = await render(
      <Dialog open onClose={() => {}} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = page.getByRole('dialog', { name: 'Notice' }).element() as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await screen.rerender(
      <Dialog open={false} onClose={() => {}} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    expect(dialog.open).toBe(false);
  });

  it('lets Escape ask to close without closing by itself', async () => {
    const onClose = vi.fn();
    await render(
      <Dialog open onClose={onClose} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((page.getByRole('dialog').element() as HTMLDialogElement).open).toBe(true);
  });

  describe('a prompt the player did not ask for (waitsTurn)', () => {
    // A closed <dialog> is out of the accessibility tree: found by its title.
    const isOpen = (name: string) =>
      [...document.querySelectorAll('dialog')].find((dialog) => dialog.querySelector('h2')?.textContent === name)?.open;
    const dialogs = (menu: boolean, contract: boolean, popups: boolean) => (
      <>
        <Dialog open={menu} onClose={() => {}} title="Menu" maskGuardMs={300}>
          <p>Entries</p>
        </Dialog>
        <Dialog open={contract} onClose={() => {}} title="Contract" maskGuardMs={300} waitsTurn>
          <p>Terms</p>
        </Dialog>
        <Dialog open={popups} onClose={() => {}} title="Pop-ups" maskGuardMs={300} waitsTurn>
          <p>News</p>
        </Dialog>
      </>
    );

    it('waits while a dialog the player opened is showing, then shows once it closes', async () => {
      const screen = await render(dialogs(true, false, false));
      await screen.rerender(dialogs(true, true, false));
      expect(isOpen('Menu')).toBe(true);
      expect(isOpen('Contract')).toBe(false);
      await screen.rerender(dialogs(false, true, false));
      await expect.poll(() => isOpen('Contract')).toBe(true);
    });

    it('shows one prompt at a time, in the order they asked', async () => {
      const screen = await render(dialogs(true, false, false));
      await screen.rerender(dialogs(true, true, false));
      await screen.rerender(dialogs(true, true, true));
      await screen.rerender(dialogs(false, true, true));
      await expect.poll(() => isOpen('Contract')).toBe(true);
      expect(isOpen('Pop-ups')).toBe(false);
      await screen.rerender(dialogs(false, false, true));
      expect(isOpen('Contract')).toBe(false);
      await expect.poll(() => isOpen('Pop-ups')).toBe(true);
    });

    it('does not hold back a dialog the player opens over a prompt', async () => {
      const screen = await render(dialogs(false, true, false));
      await expect.poll(() => isOpen('Contract')).toBe(true);
      await screen.rerender(dialogs(true, true, false));
      expect(isOpen('Menu')).toBe(true);
    });
  });

  describe('on a phone', () => {
    afterEach(async () => {
      await phoneInsets({});
      document.documentElement.classList.remove(darkTheme);
    });

    it.each([
      ['with the close button', true, 'Notice'],
      ['without it', false, 'Notice'],
      ['on two lines', true, 'Kontrak gaji harian untuk ejen anda yang baharu'],
    ])('keeps the title 16 px under the top edge, %s', async (_case, showCloseButton, title) => {
      document.documentElement.classList.add(darkTheme);
      await page.viewport(360, 800);
      await render(
        <Dialog open onClose={() => {}} title={title} showCloseButton={showCloseButton} maskGuardMs={300}>
          <p>Body</p>
        </Dialog>,
      );
      opened();
      const heading = page.getByRole('heading', { name: title }).element();
      const panel = heading.closest('dialog')?.firstElementChild?.getBoundingClientRect();
      // Where the first line of the title starts: the heading's box less its own top padding.
      const firstLine = heading.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(heading).paddingTop);
      expect(firstLine - (panel?.top ?? 0)).toBeGreaterThanOrEqual(16);
    });

    it("keeps a bottom sheet's actions clear of the home indicator", async () => {
      document.documentElement.classList.add(darkTheme);
      await page.viewport(360, 800);
      await phoneInsets({ bottom: 34 });
      await render(
        <Dialog
          open
          onClose={() => {}}
          title="Notice"
          placement="bottom"
          maskGuardMs={300}
          footer={<Button>OK</Button>}
        >
          <p>Body</p>
        </Dialog>,
      );
      opened();
      const ok = page.getByRole('button', { name: 'OK' }).element().getBoundingClientRect();
      expect(window.innerHeight - ok.bottom).toBeGreaterThanOrEqual(34);
    });

    it('keeps the drawer clear of the notch and the home indicator', async () => {
      document.documentElement.classList.add(darkTheme);
      await page.viewport(360, 800);
      await phoneInsets({ top: 47, bottom: 34 });
      await render(
        <Dialog open onClose={() => {}} title="Menu" placement="start" maskGuardMs={300} footer={<Button>OK</Button>}>
          <p>Body</p>
        </Dialog>,
      );
      opened();
      const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
      const ok = page.getByRole('button', { name: 'OK' }).element().getBoundingClientRect();
      expect(close.top).toBeGreaterThanOrEqual(47);
      expect(window.innerHeight - ok.bottom).toBeGreaterThanOrEqual(34);
    });
  });
});
