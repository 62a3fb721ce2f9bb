import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { darkTheme } from '../theme/themes.css.ts';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { type Winner, WinnersBoard } from './WinnersBoard.tsx';

function winner(customerName: string, amount: string): Winner {
  return { customerName, gameName: 'Koi Gate', amount };
}

/** Rows of two, numbered from 0, as many as asked for. */
function pairs(count: number): Winner[][] {
  return Array.from({ length: count }, (_, row) => [
    winner(`pl***${(row * 2).toString()}`, `RM ${(row * 2).toString()}.00`),
    winner(`pl***${(row * 2 + 1).toString()}`, `RM ${(row * 2 + 1).toString()}.00`),
  ]);
}

/** The list screen readers get: the one not hidden. */
function rows() {
  return page.getByRole('region', { name: 'Latest winners' }).getByRole('list').element().children;
}

function moving(): boolean {
  const list = page.getByRole('region', { name: 'Latest winners' }).getByRole('list').element();
  return getComputedStyle(list.parentElement ?? list).animationName !== 'none';
}

describe('WinnersBoard', () => {
  it('shows the rows in the order given, every one of them, each amount as written', async () => {
    await render(
      <WinnersBoard
        rows={[
          [winner('pl***small', 'RM 12.50'), winner('pl***big', 'RM 98,000.00')],
          [winner('pl***alone', '$ 7')],
          ...pairs(5),
        ]}
        scrolls={false}
      />,
    );
    const list = rows();
    expect(list).toHaveLength(7);
    expect(list[0]?.textContent).toBe('pl***smallKoi GateRM 12.50pl***bigKoi GateRM 98,000.00');
    expect(list[1]?.textContent).toBe('pl***aloneKoi Gate$ 7');
    expect(list[6]?.textContent).toContain('pl***9');
  });

  it('is laid out and painted only as it nears the screen, its winners still there for screen readers', async () => {
    await render(
      <>
        <div style={{ blockSize: '300vh' }} />
        <WinnersBoard rows={pairs(3)} scrolls={false} />
      </>,
    );
    const title = page.getByRole('region', { name: 'Latest winners' }).getByRole('heading').element();
    // Two frames: the browser decides what is near the screen in its rendering step.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(title.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    expect(rows()).toHaveLength(3);
    title.scrollIntoView();
    await expect.poll(() => title.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
  });

  it('scrolls when told to, whatever the number of rows, and stays still when not', async () => {
    const screen = await render(<WinnersBoard rows={pairs(2)} scrolls />);
    expect(rows()).toHaveLength(2);
    expect(moving()).toBe(true);
    await screen.rerender(<WinnersBoard rows={pairs(5)} scrolls={false} />);
    await expect.poll(() => rows().length).toBe(5);
    expect(moving()).toBe(false);
  });

  it('gives screen readers the winners once while the loop shows them twice', async () => {
    await render(<WinnersBoard rows={pairs(4)} scrolls />);
    const board = page.getByRole('region', { name: 'Latest winners' });
    expect(board.getByRole('list').elements()).toHaveLength(1);
    expect(board.element().querySelectorAll('ul')).toHaveLength(2);
    expect(board.element().querySelector('ul[aria-hidden="true"]')?.textContent).toBe(
      board.getByRole('list').element().textContent,
    );
  });

  it('keeps showing the winners it has while a refresh loads', async () => {
    await render(<WinnersBoard rows={[[winner('pl***0', '$ 10,000.00')]]} scrolls={false} status="loading" />);
    await expect.element(page.getByText('$ 10,000.00')).toBeVisible();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('sets amounts in figures of equal width, so the columns line up', async () => {
    await render(<WinnersBoard rows={pairs(1)} scrolls={false} />);
    const amount = page.getByText('RM 1.00').element();
    expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  });

  it("titles the board in the app's language", async () => {
    await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'content:winnersBoard.title' ? '最新赢家' : defaultValue)}>
        <WinnersBoard rows={pairs(1)} scrolls={false} />
      </UiTextProvider>,
    );
    await expect
      .element(page.getByRole('region', { name: '最新赢家' }).getByRole('heading', { name: '最新赢家' }))
      .toBeVisible();
  });

  it('ends every amount at the same edge, so digits of equal place stand in one column', async () => {
    await render(
      <div className={darkTheme} style={{ inlineSize: '328px' }}>
        <WinnersBoard
          rows={[[winner('pl***01', 'RM 98,000.00'), winner('pl***02', 'RM 7.50')], [winner('pl***03', 'RM 1,234.00')]]}
          scrolls={false}
        />
      </div>,
    );
    const ends = ['RM 98,000.00', 'RM 7.50', 'RM 1,234.00'].map(
      (amount) => page.getByText(amount).element().getBoundingClientRect().right,
    );
    expect(new Set(ends).size).toBe(1);
  });

  it("marks each winner with the masked name's initial, which adds nothing to read", async () => {
    const { container } = await render(<WinnersBoard rows={[[winner('zu***9', 'RM 5.00')]]} scrolls={false} />);
    const mark = container.querySelector('[data-initial]');
    expect(mark?.getAttribute('data-initial')).toBe('Z');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.textContent).toBe('');
  });

  it('fades rows in and out at the edges of a scrolling window, and cuts nothing on a still board', async () => {
    const screen = await render(<WinnersBoard rows={pairs(5)} scrolls />);
    const windowOf = () => {
      const list = page.getByRole('region', { name: 'Latest winners' }).getByRole('list').element();
      return getComputedStyle(list.parentElement?.parentElement ?? list);
    };
    expect(windowOf().maskImage).toMatch(/linear-gradient/);
    await screen.rerender(<WinnersBoard rows={pairs(3)} scrolls={false} />);
    expect(windowOf().maskImage).toBe('none');
  });

  it('stands still for a player who asked for less motion: scrolled by hand, from the keyboard too', async () => {
    const restore = preferReducedMotion();
    try {
      const { container } = await render(<WinnersBoard rows={pairs(5)} scrolls />);
      const list = page.getByRole('region', { name: 'Latest winners' }).getByRole('list').element();
      const window = list.parentElement?.parentElement;
      expect(window?.tabIndex).toBe(0);
      expect(getComputedStyle(window ?? list).overflowY).toBe('auto');
      expect(container.querySelectorAll('ul')).toHaveLength(1);
      // The fade over its foot is drawn beside the window, not inside it, so the window's focus ring stays whole.
      expect(window?.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    } finally {
      restore();
    }
  });
});
