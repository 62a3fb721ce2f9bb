import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx';

const classifications = [
  { id: 'MEGAWAYS', label: 'Megaways' },
  { id: 'FISH', label: 'Fishing' },
];

const fixedThemes = { all: 'ALL', favourite: 'FAV', new: 'NEW', hot: 'HOT' };
const noFilter = { gameName: '', classify: 'ALL' };

function panel(props: Partial<FilterPanelProps> = {}) {
  return <FilterPanel value={noFilter} fixedThemes={fixedThemes} onSubmit={() => {}} {...props} />;
}

describe('FilterPanel', () => {
  it('opens on the filter in force, vendor classification included', async () => {
    await render(panel({ value: { gameName: 'koi', classify: 'FISH' }, classifications }));
    await expect.element(page.getByRole('searchbox', { name: 'Game name' })).toHaveValue('koi');
    await expect.element(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Fishing' })).toBeChecked();
    const themes = page
      .getByRole('radio')
      .elements()
      .map((radio) => radio.getAttribute('value'));
    expect(themes).toEqual(['ALL', 'FAV', 'NEW', 'HOT', 'MEGAWAYS', 'FISH']);
  });

  it('submits no name and the "all" theme after a reset, and reset alone submits nothing', async () => {
    const onSubmit = vi.fn();
    await render(panel({ value: { gameName: 'koi', classify: 'HOT' }, onSubmit }));
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ gameName: '', classify: 'ALL' });
  });

  it('gives the fixed themes the values the app names them by', async () => {
    const onSubmit = vi.fn();
    await render(
      panel({
        value: { gameName: 'koi', classify: 'favourites' },
        fixedThemes: { all: '', favourite: 'favourites', new: 'fresh', hot: 'popular' },
        onSubmit,
      }),
    );
    await expect.element(page.getByRole('radio', { name: 'Favourite' })).toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: 'Hot' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ gameName: 'koi', classify: 'popular' });
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ gameName: '', classify: '' });
  });

  it('is usable from the keyboard alone: type, move to a theme, confirm', async () => {
    const onSubmit = vi.fn();
    await render(panel({ onSubmit }));
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
        {panel({ value: { gameName: '', classify: 'NEW' } })}
        {panel({ value: { gameName: '', classify: 'FAV' } })}
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
    await render(<UiTextProvider t={(key, { defaultValue }) => words[key] ?? defaultValue}>{panel()}</UiTextProvider>);
    await expect.element(page.getByRole('radio', { name: 'Kegemaran' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sahkan' })).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: 'Nama permainan' })).toBeVisible();
  });
});
