import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { PromotionCategoryBar, promotionCategories } from './PromotionCategoryBar.tsx';

describe('PromotionCategoryBar', () => {
  it('is a named group of toggle buttons with exactly one pressed', async () => {
    await render(<PromotionCategoryBar selected="DAILY" onSelect={() => {}} />);
    const bar = page.getByRole('group', { name: 'Promotion categories' });
    const buttons = bar.getByRole('button').elements();
    expect(buttons).toHaveLength(promotionCategories.length);
    expect(
      buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
    ).toEqual(['Daily']);
  });

  it("uses a brand's own names, and shows an unknown code as it is", async () => {
    await render(
      <PromotionCategoryBar
        categories={['ALL', 'VIP', 'LUCKY']}
        labels={{ VIP: 'VIP Club' }}
        selected="ALL"
        onSelect={() => {}}
      />,
    );
    const names = page
      .getByRole('button')
      .elements()
      .map((button) => button.textContent);
    expect(names).toEqual(['All', 'VIP Club', 'LUCKY']);
  });

  it('selects from the keyboard with Enter and Space, handing back the code', async () => {
    const onSelect = vi.fn();
    await render(<PromotionCategoryBar selected="ALL" onSelect={onSelect} />);
    page.getByRole('button', { name: 'Newbie' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('NEWBIE');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Limited' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('LIMITED');
  });

  it("names its categories in the app's language", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue }) => (key === 'content:promotionCategory.highRebate' ? '高返水' : defaultValue)}
      >
        <PromotionCategoryBar selected="HIGH_REBATE" onSelect={() => {}} />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('button', { name: '高返水' })).toHaveAttribute('aria-pressed', 'true');
  });
});
