import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows the text it is given and names it as unread', async () => {
    await render(
      <button type="button">
        Inbox <Badge text="99+" />
      </button>,
    );
    const inbox = page.getByRole('button', { name: 'Inbox 99+ unread' });
    await expect.element(inbox).toBeVisible();
    await expect.element(page.getByText('99+', { exact: true })).toBeVisible();
  });

  it('counts nothing itself: the app words the number', async () => {
    await render(
      <button type="button">
        Inbox <Badge text="120" />
      </button>,
    );
    await expect.element(page.getByRole('button', { name: 'Inbox 120 unread' })).toBeVisible();
  });

  it('shows nothing for an empty text', async () => {
    await render(
      <button type="button">
        Inbox <Badge text="" />
      </button>,
    );
    await expect.element(page.getByRole('button')).toHaveAccessibleName('Inbox');
  });
});
