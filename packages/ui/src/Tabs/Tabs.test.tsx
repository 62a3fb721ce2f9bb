import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'all', label: 'All' },
  { id: 'newbie', label: 'Newbie' },
];

describe('Tabs', () => {
  it('points each tab at its panel when there is one', async () => {
    await render(
      <Tabs label="Promotions" items={items} value="all" onValueChange={() => {}}>
        <p>List</p>
      </Tabs>,
    );
    const panel = page.getByRole('tabpanel', { name: 'All' }).element();
    await expect.element(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-controls', panel.id);
  });

  it('refers to no panel when used as a bare filter bar', async () => {
    await render(<Tabs label="Categories" items={items} value="newbie" onValueChange={() => {}} />);
    await expect.element(page.getByRole('tab', { name: 'Newbie' })).not.toHaveAttribute('aria-controls');
    expect(document.querySelector('[role="tabpanel"]')).toBeNull();
  });
});
