import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { type Promotion, PromotionCard, PromotionCardSkeleton, promotionAnchor } from './PromotionCard.tsx';

/** A square picture, as a server sends for a cover that was never cut to the frame. */
const squareCover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="teal"/></svg>',
)}`;

/** A card's column on a 360 px phone: the screen less the page's 16 px on each side. */
function Phone({ children }: { children: React.ReactNode }) {
  return (
    <div className={darkTheme} style={{ inlineSize: '328px' }}>
      {children}
    </div>
  );
}

async function loaded(image: HTMLImageElement | null) {
  if (!image) throw new Error('no cover image');
  if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
}

const promotion: Promotion = {
  id: 42,
  title: 'Weekend reload',
  startDate: '2025-01-03',
  endDate: '2025-02-28',
};

describe('PromotionCard', () => {
  it('opens from the keyboard, named by its title and period', async () => {
    const onOpen = vi.fn();
    await render(<PromotionCard promotion={promotion} onOpen={onOpen} />);
    const open = page.getByRole('button', { name: 'Weekend reload 2025-01-03 to 2025-02-28' });
    open.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(promotion);
    await expect.element(page.getByRole('button')).toHaveLength(1);
  });

  it('shows the dates exactly as given, and a promotion without an end date as long-term', async () => {
    const screen = await render(
      <PromotionCard promotion={{ ...promotion, startDate: '3 Jan 2025', endDate: '28 Feb 2025' }} onOpen={() => {}} />,
    );
    await expect.element(page.getByText('3 Jan 2025 to 28 Feb 2025')).toBeVisible();
    await screen.rerender(<PromotionCard promotion={{ ...promotion, endDate: undefined }} onOpen={() => {}} />);
    await expect.element(page.getByText('From 2025-01-03, long-term')).toBeVisible();
  });

  it('shows join and claim as text when the app gives no action for them', async () => {
    await render(<PromotionCard promotion={promotion} onOpen={() => {}} state="claim" />);
    await expect.element(page.getByText('Claim')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('hands back the promotion and the state acted on', async () => {
    const onAction = vi.fn();
    const onOpen = vi.fn();
    await render(<PromotionCard promotion={promotion} onOpen={onOpen} state="claim" onAction={onAction} />);
    await userEvent.click(page.getByRole('button', { name: 'Claim' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith(promotion, 'claim');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('carries the anchor the promotions page scrolls to', async () => {
    const { container } = await render(<PromotionCard promotion={{ ...promotion, id: 'abc' }} onOpen={() => {}} />);
    expect(promotionAnchor('abc')).toBe('promotion-abc');
    expect(container.querySelector('article')?.id).toBe('promotion-abc');
  });

  it("speaks the app's language for states and periods", async () => {
    const words: Record<string, string> = {
      'content:promotion.state.join': 'Sertai',
      'content:promotion.period': '{{start}} hingga {{end}}',
    };
    await render(
      <UiTextProvider
        t={(key, { defaultValue, ...values }) =>
          (words[key] ?? defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
        }
      >
        <PromotionCard promotion={promotion} onOpen={() => {}} state="join" onAction={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Sertai' })).toBeVisible();
    await expect.element(page.getByText('2025-01-03 hingga 2025-02-28')).toBeVisible();
  });

  it('keeps any cover in its 16:7 frame: a square picture is cropped, the card does not grow', async () => {
    const { container } = await render(
      <Phone>
        <PromotionCard promotion={{ ...promotion, coverUrl: squareCover }} onOpen={() => {}} />
      </Phone>,
    );
    await loaded(container.querySelector('img'));
    const cover = container.querySelector('img')?.getBoundingClientRect();
    expect(cover?.width).toBe(328);
    // 328 x 7 / 16 = 143.5
    expect(cover?.height).toBeCloseTo(143.5, 0);
  });

  it.each([
    ['without a state row', undefined],
    ['with the join button', 'join'],
    ['with a state', 'closed'],
  ] as const)('loads into exactly the height of its skeleton, %s', async (_case, state) => {
    const screen = await render(
      <Phone>
        <PromotionCardSkeleton withState={state !== undefined} />
      </Phone>,
    );
    const skeleton = screen.container.firstElementChild?.firstElementChild?.getBoundingClientRect().height;
    await screen.rerender(
      <Phone>
        <PromotionCard
          promotion={{ ...promotion, coverUrl: squareCover }}
          onOpen={() => {}}
          state={state}
          onAction={() => {}}
        />
      </Phone>,
    );
    await loaded(screen.container.querySelector('img'));
    const card = screen.container.querySelector('article')?.getBoundingClientRect().height;
    expect(skeleton).toBeGreaterThan(200);
    expect(card).toBe(skeleton);
  });
});
