import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { EMPTY_GAME_FILTER, FilterPanel } from './FilterPanel.tsx';

const classifications = [
  { id: 'MEGAWAYS', label: 'Megaways' },
  { id: 'FISH', label: 'Fishing' },
];

describe('FilterPanel', () => {
  it('opens on the filter in force, vendor classification included', async () => {
    await render(
      <FilterPanel
        value={{ gameName: 'koi', classify: 'FISH' }}
        classifications={classifications}
        onSubmit={() => {}}
      />,
    );
    await expect.element(page.getByRole('searchbox', { name: 'Game name' })).toHaveValue('koi');
    await expect.element(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Fishing' })).toBeChecked();
    const themes = page
      .getByRole('radio')
      .elements()
      .map((radio) => radio.getAttribute('value'));
    expect(themes).toEqual(['ALL', 'FAV', 'NEW', 'HOT', 'MEGAWAYS', 'FISH']);
  });

  it('submits the empty filter after a reset, and reset alone submits nothing', async () => {
    const onSubmit = vi.fn();
    await render(<FilterPanel value={{ gameName: 'koi', classify: 'HOT' }} onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(EMPTY_GAME_FILTER);
  });

  it('is usable from the keyboard alone: type, move to a theme, confirm', async () => {
    const onSubmit = vi.fn();
    await render(<FilterPanel value={EMPTY_GAME_FILTER} onSubmit={onSubmit} />);
    await userEvent.tab();
    await expect.element(page.getByRole('searchbox', { name: 'Game name' })).toHaveFocus();
    await userEvent.keyboard('Koi');
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: 'Hot' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ gameName: 'Koi', classify: 'HOT' });
  });

  it('keeps one radio group per panel, so two panels on a page do not fight', async () => {
    await render(
      <>
        <FilterPanel value={{ gameName: '', classify: 'NEW' }} onSubmit={() => {}} />
        <FilterPanel value={{ gameName: '', classify: 'FAV' }} onSubmit={() => {}} />
      </>,
    );
    const checked = page.getByRole('radio', { checked: true }).elements();
    expect(checked.map((radio) => radio.getAttribute('value'))).toEqual(['NEW', 'FAV']);
  });

  it("names its themes and actions in the app's language", async () => {
    const words: Record<string, string> = {
      'content:filterPanel.favourite': 'Kegemaran',
      'content:filterPanel.submit': 'Sahkan',
      'content:filterPanel.name': 'Nama permainan',
    };
    await render(
      <UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>
        <FilterPanel value={EMPTY_GAME_FILTER} onSubmit={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('radio', { name: 'Kegemaran' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sahkan' })).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: 'Nama permainan' })).toBeVisible();
  });
});
