import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/index.ts';
import { DetailLayout, DetailLayoutSkeleton } from './DetailLayout.tsx';

/** A picture that never arrives: the frame must hold its place without it. */
const neverLoads = 'data:image/png;base64,';

/** A 360 px phone's screen. */
function Phone({ children, dir = 'ltr' }: { children: React.ReactNode; dir?: 'ltr' | 'rtl' }) {
  return (
    <div className={darkTheme} dir={dir} style={{ inlineSize: '360px' }}>
      {children}
    </div>
  );
}

/** The text of the style rule written for the element's own class. */
function ruleFor(element: Element): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const own = rules.find(
    (rule) => rule instanceof CSSStyleRule && rule.selectorText === `.${element.classList[0] ?? ''}`,
  );
  return own?.cssText ?? '';
}

describe('DetailLayout', () => {
  it('reads as the page of one item: heading, date, content, back', async () => {
    const onBack = vi.fn();
    await render(
      <DetailLayout
        title="Scheduled maintenance"
        meta="2024-12-06"
        section="Notice"
        onBack={onBack}
        html="<p>Deposits pause from 02:00.</p><script>window.hacked = true</script>"
      />,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Scheduled maintenance' })).toBeVisible();
    await expect.element(page.getByText('2024-12-06')).toBeVisible();
    await expect.element(page.getByText('Notice')).toBeVisible();
    await expect.element(page.getByText('Deposits pause from 02:00.')).toBeVisible();
    expect(document.querySelector('article script')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('points the back arrow the other way in a right-to-left page', async () => {
    const screen = await render(
      <>
        <Phone>
          <DetailLayout title="Notice" onBack={() => {}} />
        </Phone>
        <Phone dir="rtl">
          <DetailLayout title="إشعار" onBack={() => {}} />
        </Phone>
      </>,
    );
    const [ltr, rtl] = [...screen.container.querySelectorAll('button svg')].map(
      (svg) => getComputedStyle(svg).transform,
    );
    expect(ltr).toBe('none');
    expect(rtl).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const [ltrButton, rtlButton] = [...screen.container.querySelectorAll('button')].map((button) =>
      button.getBoundingClientRect(),
    );
    // The back button sits at the start edge: left in English, right in Arabic.
    expect(ltrButton?.left).toBeLessThan(100);
    expect(rtlButton?.right).toBeGreaterThan(260);
  });

  it('keeps the cover’s 16:7 frame before the picture arrives, so the title does not move', async () => {
    const screen = await render(
      <Phone>
        <DetailLayout title="Weekend reload" coverUrl={neverLoads} />
      </Phone>,
    );
    const frame = screen.container.querySelector('img')?.parentElement?.getBoundingClientRect();
    expect(frame?.width).toBe(360);
    // 360 x 7 / 16 = 157.5
    expect(frame?.height).toBeCloseTo(157.5, 0);
    const heading = page.getByRole('heading', { name: 'Weekend reload' }).element().getBoundingClientRect();
    expect(heading.top).toBeGreaterThanOrEqual((frame?.bottom ?? 0) - 0.5);
  });

  it('wraps a long title instead of squeezing or overflowing it', async () => {
    const title =
      'Pengumuman penting: penyelenggaraan berjadual sistem pembayaran dan pengeluaran untuk semua ahli berdaftar';
    await render(
      <Phone>
        <DetailLayout title={title} onBack={() => {}} section="Notis" />
      </Phone>,
    );
    const box = page.getByRole('heading', { name: title }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThan(250);
    expect(box.right).toBeLessThanOrEqual(360);
    // Three lines at least of 22 px type.
    expect(box.height).toBeGreaterThan(60);
  });

  it('keeps the action bar at the bottom of the screen over long content, clear of the home indicator', async () => {
    const long = Array.from({ length: 40 }, (_, index) => `<p>Term ${index + 1}.</p>`).join('');
    await render(
      <div className={darkTheme} style={{ blockSize: '400px', overflow: 'auto' }} data-testid="scroller">
        <DetailLayout title="Weekend reload" html={long} actions={<button type="button">Apply</button>} />
      </div>,
    );
    const scroller = page.getByTestId('scroller').element();
    const apply = page.getByRole('button', { name: 'Apply' }).element();
    const bar = apply.parentElement as HTMLElement;
    expect(bar.getBoundingClientRect().bottom).toBeCloseTo(scroller.getBoundingClientRect().bottom, 0);
    expect(getComputedStyle(bar).position).toBe('sticky');
    // A desktop browser has no home indicator (the inset is 0 px); the rule still asks for it on a phone.
    expect(getComputedStyle(bar).paddingBottom).toBe('12px');
    expect(ruleFor(bar)).toMatch(/padding-block-end: calc\(.+ \+ env\(safe-area-inset-bottom, 0px\)\)/);
  });

  it('starts the title where its placeholder was, cover and back button included', async () => {
    const screen = await render(
      <Phone>
        <DetailLayoutSkeleton cover />
      </Phone>,
    );
    // The placeholder's parts: back row, cover frame, then the title and date lines.
    const [, , head] = screen.container.querySelectorAll('[aria-hidden="true"] > span');
    const before = head?.firstElementChild?.getBoundingClientRect().top;
    await screen.rerender(
      <Phone>
        <DetailLayout title="Weekend reload" onBack={() => {}} coverUrl={neverLoads} />
      </Phone>,
    );
    const after = page.getByRole('heading', { name: 'Weekend reload' }).element().getBoundingClientRect().top;
    expect(before).toBeGreaterThan(200);
    expect(after).toBeCloseTo(before ?? 0, 0);
  });

  it('shows a busy placeholder of the same parts while loading', async () => {
    await render(<DetailLayoutSkeleton cover actions />);
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('Loading')).toBeInTheDocument();
  });
});
