import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { SearchBar } from './SearchBar.tsx';

const field = () => page.getByRole('searchbox', { name: 'Search games' });

describe('SearchBar', () => {
  it('hands the text over on Enter, exactly as typed, and keeps it', async () => {
    const onSubmit = vi.fn();
    await render(<SearchBar onSubmit={onSubmit} />);
    await userEvent.type(field(), '  Fortune Tiger {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('  Fortune Tiger ');
    await expect.element(field()).toHaveValue('  Fortune Tiger ');
  });

  it('sits in a search landmark named like the field', async () => {
    await render(<SearchBar onSubmit={() => {}} />);
    await expect.element(page.getByRole('search', { name: 'Search games' })).toBeVisible();
    await expect.element(field()).toHaveAttribute('placeholder', 'Search games');
    await expect.element(field()).toHaveAttribute('enterkeyhint', 'search');
  });

  it('clears with a 44 px button that appears only when there is text, and gives focus back', async () => {
    const onClear = vi.fn();
    const onValueChange = vi.fn();
    await render(<SearchBar onSubmit={() => {}} onClear={onClear} onValueChange={onValueChange} />);
    await expect.element(page.getByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(field(), 'koi');
    const clear = page.getByRole('button', { name: 'Clear search' });
    const box = clear.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(clear);
    await expect.element(field()).toHaveValue('');
    await expect.element(field()).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await expect.element(clear).not.toBeInTheDocument();
  });

  it('follows the text the app holds', async () => {
    function Held() {
      const [value, setValue] = useState('slots');
      return (
        <>
          <SearchBar value={value} onValueChange={(next) => setValue(next.toUpperCase())} onSubmit={() => {}} />
          <output>{value}</output>
        </>
      );
    }
    await render(<Held />);
    await expect.element(field()).toHaveValue('slots');
    await userEvent.type(field(), 'x');
    await expect.element(field()).toHaveValue('SLOTSX');
  });

  it('keeps the text and lets typing go on while a search loads', async () => {
    const screen = await render(<SearchBar defaultValue="mahjong" onSubmit={() => {}} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    await screen.rerender(<SearchBar defaultValue="mahjong" onSubmit={() => {}} loading />);
    await expect.element(page.getByRole('search')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Searching…');
    await userEvent.type(field(), ' ways');
    await expect.element(field()).toHaveValue('mahjong ways');
  });

  it("speaks the app's language, and the screen's own words before it", async () => {
    const words: Record<string, string> = { 'ui:searchBar.label': 'Cari permainan', 'ui:searchBar.clear': 'Kosongkan' };
    const screen = await render(
      <UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>
        <SearchBar defaultValue="a" onSubmit={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('searchbox', { name: 'Cari permainan' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Kosongkan' })).toBeVisible();
    await screen.rerender(
      <SearchBar defaultValue="a" label="Search live casino" placeholder="Baccarat, roulette…" onSubmit={() => {}} />,
    );
    await expect
      .element(page.getByRole('searchbox', { name: 'Search live casino' }))
      .toHaveAttribute('placeholder', 'Baccarat, roulette…');
  });
});
