import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { type Category, CategoryRail } from './CategoryRail.tsx';

const categories: Category[] = [
  { id: 'HOT', label: 'Hot', icon: 'hot' },
  { id: 'RECENT', label: 'Recent', icon: 'recent' },
  { id: 'RNG', label: 'Slots', icon: 'slots' },
  { id: 'FISH', label: 'Fishing', icon: 'fishing' },
  { id: 'LIVE', label: 'Live casino', icon: 'live' },
  { id: 'SPORTS', label: 'Sports', icon: 'sports' },
  { id: 'LOTT', label: 'Lottery', icon: 'lottery' },
  { id: 'COCKFIGHT', label: 'Cockfight', icon: 'cockfight' },
];

function Rail({ onSelect = () => {}, initial = 'HOT' }: { onSelect?: (id: string) => void; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <CategoryRail
      categories={categories}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    >
      <p>{`Games of ${selected}`}</p>
    </CategoryRail>
  );
}

const selectedTabs = () =>
  page
    .getByRole('tab', { selected: true })
    .elements()
    .map((tab) => tab.textContent);

describe('CategoryRail', () => {
  it('is a tab list with one tab selected, whose panel is named after it', async () => {
    await render(<Rail initial="RECENT" />);
    const list = page.getByRole('tablist', { name: 'Game categories' });
    expect(
      list
        .getByRole('tab')
        .elements()
        .map((tab) => tab.textContent),
    ).toEqual(categories.map((c) => c.label));
    expect(selectedTabs()).toEqual(['Recent']);
    await expect.element(page.getByRole('tabpanel', { name: 'Recent' })).toHaveTextContent('Games of RECENT');
  });

  it('hands back the id of the category chosen', async () => {
    const onSelect = vi.fn();
    await render(<Rail onSelect={onSelect} />);
    await userEvent.click(page.getByRole('tab', { name: 'Live casino' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('LIVE');
    await expect.element(page.getByRole('tabpanel', { name: 'Live casino' })).toHaveTextContent('Games of LIVE');
  });

  it('is one tab stop, moved along by the arrow keys, Home and End, wrapping at the ends', async () => {
    const onSelect = vi.fn();
    await render(<Rail onSelect={onSelect} />);
    await userEvent.tab();
    await expect.element(page.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([['RECENT'], ['RNG']]);
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tab', { name: 'Cockfight' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(onSelect.mock.calls.slice(-2)).toEqual([['COCKFIGHT'], ['HOT']]);
    // Tab leaves the rail for the panel's content: the other tabs are not stops.
    expect(
      page
        .getByRole('tab')
        .elements()
        .filter((tab) => tab.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('mirrors the arrow keys right to left', async () => {
    const onSelect = vi.fn();
    await render(
      <div dir="rtl">
        <Rail onSelect={onSelect} initial="RNG" />
      </div>,
    );
    page.getByRole('tab', { name: 'Slots' }).element().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('FISH');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('RECENT');
  });

  it('scrolls the chosen category into the middle of a narrow rail', async () => {
    await render(
      <div style={{ inlineSize: '320px' }}>
        <Rail initial="FISH" />
      </div>,
    );
    // By the first frame's paint, without an animation.
    const offCentre = () => {
      const rail = page.getByRole('tablist').element().getBoundingClientRect();
      const tab = page.getByRole('tab', { name: 'Fishing' }).element().getBoundingClientRect();
      return Math.abs(tab.left + tab.width / 2 - (rail.left + rail.width / 2));
    };
    await new Promise((painted) => requestAnimationFrame(painted));
    expect(offCentre()).toBeLessThan(2);
  });

  it('keeps every tab a 44 px target whose icon adds nothing to its name', async () => {
    await render(<Rail />);
    for (const tab of page.getByRole('tab').elements()) {
      const box = tab.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(tab.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it("names the rail in the app's language unless the screen names it", async () => {
    const screen = await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'content:categoryRail.label' ? '游戏类别' : defaultValue)}>
        <CategoryRail categories={categories} selected="HOT" onSelect={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('tablist', { name: '游戏类别' })).toBeVisible();
    await screen.rerender(<CategoryRail categories={categories} selected="HOT" onSelect={() => {}} label="Lobby" />);
    await expect.element(page.getByRole('tablist', { name: 'Lobby' })).toBeVisible();
  });
});
