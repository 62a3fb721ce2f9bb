import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppShell } from '../AppShell/AppShell.tsx';
import { BalanceDisplay } from '../BalanceDisplay/BalanceDisplay.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Toast } from '../Toast/Toast.tsx';
import { darkTheme } from './themes.css.ts';

/**
 * Runs twice: in the ordinary browser project and in one whose browser asks for reduced motion. Everything that
 * moves must move in the first and stand still in the second.
 */
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function animationOf(element: Element | null, pseudo?: string): string {
  if (!element) throw new Error('element not rendered');
  return getComputedStyle(element, pseudo).animationName;
}

describe(reduced ? 'under reduced motion' : 'with motion allowed', () => {
  // Durations are theme variables: without a brand class on the page nothing would animate, in either project.
  beforeEach(() => {
    document.documentElement.classList.add(darkTheme);
  });
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
  });

  it(reduced ? 'slides no page in' : 'slides a new page in', async () => {
    await render(
      <AppShell pageKey="promotions" transitionMs={300} swipeBackPx={100}>
        <p>Promotions</p>
      </AppShell>,
    );
    const moving = animationOf(document.querySelector('[data-page="promotions"]'));
    expect(moving === 'none').toBe(reduced);
  });

  it(reduced ? 'opens dialogs without movement' : 'animates a dialog opening', async () => {
    await render(
      <Dialog open onClose={() => {}} title="Notice" maskGuardMs={300}>
        <p>Body</p>
      </Dialog>,
    );
    const panel = page.getByRole('dialog').element().firstElementChild;
    expect(animationOf(panel) === 'none').toBe(reduced);
  });

  it(reduced ? 'keeps toasts, spinners and skeletons still' : 'animates toasts, spinners and skeletons', async () => {
    await render(
      <>
        <Toast kind="loading" message="Please wait" durationMs={10_000} onDismiss={() => {}} />
        <BalanceDisplay text="******" state="refreshing" onRefresh={() => {}} />
        <div data-testid="skeleton">
          <Skeleton shape="block" />
        </div>
      </>,
    );
    const toast = page.getByText('Please wait').element().parentElement;
    const toastSpinner = toast?.querySelector('[aria-hidden="true"]') ?? null;
    const refreshIcon = page.getByRole('button', { name: 'Refresh balance' }).element().firstElementChild;
    const skeleton = page.getByTestId('skeleton').element().firstElementChild;
    for (const [name, value] of [
      ['toast', animationOf(toast)],
      ['toast spinner', animationOf(toastSpinner)],
      ['balance refresh', animationOf(refreshIcon)],
      ['skeleton sheen', animationOf(skeleton, '::after')],
    ]) {
      expect(value === 'none', name).toBe(reduced);
    }
  });
});
