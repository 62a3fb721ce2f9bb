import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { GameTile, type GameTileGame } from './GameTile.tsx';

const tiger: GameTileGame = { nodeId: '1001', name: 'Fortune Tiger', vendor: 'PG', gameType: 'RNG' };
const lotto: GameTileGame = { nodeId: '2001', name: 'Lucky Numbers', vendor: 'TCG', gameType: 'LOTT' };

/** The background a tile paints, read from the element around its play button. */
function background(name: string): string {
  const tile = page.getByRole('button', { name: `Play ${name}` }).element().parentElement;
  return tile ? getComputedStyle(tile).backgroundImage : '';
}

/** Square art, as the gateway serves it. */
const art = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="teal"/></svg>',
)}`;

async function loaded(image: HTMLImageElement | null | undefined) {
  if (!image) throw new Error('no art');
  if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
}

describe('GameTile', () => {
  // The tile backgrounds blend into the theme's surface colour, so they need a theme to be drawn.
  beforeEach(() => {
    document.documentElement.classList.add(darkTheme);
  });
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
  });

  it('paints the theme it is given, whatever the game', async () => {
    const screen = await render(<GameTile game={tiger} theme={1} onLaunch={() => {}} />);
    const first = background('Fortune Tiger');
    expect(first).toMatch(/^linear-gradient/);
    await screen.rerender(<GameTile game={tiger} theme={5} onLaunch={() => {}} />);
    const fifth = background('Fortune Tiger');
    expect(fifth).toMatch(/^linear-gradient/);
    expect(fifth).not.toBe(first);
    await screen.rerender(<GameTile game={lotto} theme={1} onLaunch={() => {}} />);
    expect(background('Lucky Numbers')).toBe(first);
  });

  it('shows the favourite toggle exactly when the app hands it a handler, whatever the game type', async () => {
    const onToggleFavourite = vi.fn();
    const screen = await render(
      <GameTile game={lotto} theme={2} onLaunch={() => {}} onToggleFavourite={onToggleFavourite} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Favourite Lucky Numbers' }));
    expect(onToggleFavourite).toHaveBeenCalledExactlyOnceWith(lotto, true);
    await screen.rerender(<GameTile game={tiger} theme={2} onLaunch={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Play Fortune Tiger' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Favourite Fortune Tiger' })).not.toBeInTheDocument();
  });

  it('hands back the game to launch, and a favourite asks to be un-favourited', async () => {
    const onLaunch = vi.fn();
    const onToggleFavourite = vi.fn();
    await render(
      <GameTile game={tiger} theme={3} favourite onLaunch={onLaunch} onToggleFavourite={onToggleFavourite} />,
    );
    const favourite = page.getByRole('button', { name: 'Favourite Fortune Tiger' });
    await expect.element(favourite).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(favourite);
    expect(onToggleFavourite).toHaveBeenCalledExactlyOnceWith(tiger, false);
    await userEvent.click(page.getByRole('button', { name: 'Play Fortune Tiger' }));
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(tiger);
  });

  it('fills the whole tile with the art, the name over it on a scrim', async () => {
    const { container } = await render(
      <div style={{ inlineSize: '104px' }}>
        <GameTile game={{ ...tiger, imageUrl: art }} theme={1} onLaunch={() => {}} />
      </div>,
    );
    await expect.poll(() => container.querySelector('img')).not.toBeNull();
    const image = container.querySelector('img');
    await loaded(image);
    const tile = page.getByRole('button', { name: 'Play Fortune Tiger' }).element().parentElement;
    const tileBox = tile?.getBoundingClientRect();
    const imageBox = image?.getBoundingClientRect();
    expect(tileBox?.width).toBe(104);
    expect(tileBox?.height).toBe(104);
    expect([imageBox?.width, imageBox?.height]).toEqual([104, 104]);
    const name = page.getByText('Fortune Tiger').element();
    const nameBox = name.getBoundingClientRect();
    // The name sits inside the picture, at its foot, on a gradient that darkens towards it.
    expect(nameBox.bottom).toBeLessThanOrEqual(tileBox?.bottom ?? 0);
    expect(nameBox.top).toBeGreaterThan((tileBox?.top ?? 0) + 52);
    expect(getComputedStyle(name.parentElement ?? name).backgroundImage).toMatch(/^linear-gradient/);
  });

  it('keeps a long name to two lines', async () => {
    await render(
      <div style={{ inlineSize: '104px' }}>
        <GameTile
          game={{ ...tiger, name: 'Mahjong Ways 2: Fortune of the Dragon Emperor and the Jade Tiger' }}
          theme={1}
          onLaunch={() => {}}
        />
      </div>,
    );
    const name = page.getByText(/^Mahjong Ways 2/).element();
    const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
    expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  });

  it('gives the favourite toggle a 44 px target in the corner', async () => {
    await render(
      <div style={{ inlineSize: '104px' }}>
        <GameTile game={tiger} theme={1} onLaunch={() => {}} onToggleFavourite={() => {}} />
      </div>,
    );
    const box = page.getByRole('button', { name: 'Favourite Fortune Tiger' }).element().getBoundingClientRect();
    expect([box.width, box.height]).toEqual([44, 44]);
  });

  describe('art as the tile nears the screen', () => {
    /** A tile whose top sits this far below the bottom of the screen. */
    async function tileBelowTheScreen(gap: number) {
      const { container } = await render(
        <div>
          <div style={{ blockSize: `${window.innerHeight + gap}px` }} />
          <div style={{ inlineSize: '104px' }}>
            <GameTile game={{ ...tiger, imageUrl: art }} theme={1} onLaunch={() => {}} />
          </div>
        </div>,
      );
      return container;
    }
    /** Two frames, time for an intersection to be reported. */
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    afterEach(() => window.scrollTo(0, 0));

    it('loads the art of a tile within 320 px below the screen, and not of one 1,000 px below until it is scrolled near', async () => {
      const near = await tileBelowTheScreen(200);
      await expect.poll(() => near.querySelector('img')).not.toBeNull();
      near.remove();

      const far = await tileBelowTheScreen(1_000);
      await frames();
      await frames();
      expect(far.querySelector('img')).toBeNull();
      window.scrollTo(0, 800);
      await expect.poll(() => far.querySelector('img')).not.toBeNull();
      // Once loaded, the art stays when the tile scrolls away again.
      window.scrollTo(0, 0);
      await frames();
      expect(far.querySelector('img')).not.toBeNull();
    });

    it("asks for a first-screen tile's art at its first render, ahead of other pictures", async () => {
      const { container } = await render(
        <div>
          <div style={{ blockSize: `${window.innerHeight + 1_000}px` }} />
          <GameTile game={{ ...tiger, imageUrl: art }} theme={1} onLaunch={() => {}} firstScreen />
        </div>,
      );
      const image = container.querySelector('img');
      expect(image?.getAttribute('src')).toBe(art);
      expect(image?.loading).toBe('eager');
      expect(image?.fetchPriority).toBe('high');
    });

    it('draws the placeholder mark at once for a game without art, wherever the tile is', async () => {
      const { container } = await render(
        <div>
          <div style={{ blockSize: `${window.innerHeight + 1_000}px` }} />
          <GameTile game={tiger} theme={1} onLaunch={() => {}} />
        </div>,
      );
      expect(container.querySelector('svg')).not.toBeNull();
    });
  });
});
