import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('announces its title and description as a status, the drawing left out', async () => {
    await render(<EmptyState title="No games found" description="Try another name." />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('No games foundTry another name.');
    await expect.element(status.getByRole('img')).not.toBeInTheDocument();
  });

  it('leaves out the description and action when none are given', async () => {
    await render(<EmptyState />);
    await expect.element(page.getByRole('status')).toHaveTextContent('No data');
    expect(page.getByRole('status').element().textContent).toBe('No data');
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('lets the player reach its action from the keyboard', async () => {
    const onRetry = vi.fn();
    await render(<EmptyState title="Offline" action={<Button onClick={onRetry}>Retry</Button>} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("translates its default title with the app's translator", async () => {
    await render(
      <UiTextProvider t={(key, { defaultValue }) => (key === 'content:emptyState.title' ? 'Tiada data' : defaultValue)}>
        <EmptyState />
      </UiTextProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Tiada data');
  });
});
