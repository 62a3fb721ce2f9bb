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
});
