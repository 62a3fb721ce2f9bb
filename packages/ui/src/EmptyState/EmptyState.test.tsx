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

  it('says something for every picture when the screen gives no words', async () => {
    const screen = await render(<EmptyState />);
    expect(page.getByRole('status').element().textContent).toBe('Nothing here yet');
    await screen.rerender(<EmptyState illustration="search" />);
    expect(page.getByRole('status').element().textContent).toBe('No results foundTry another name or vendor.');
    await screen.rerender(<EmptyState illustration="favourites" />);
    expect(page.getByRole('status').element().textContent).toBe(
      'No favourites yetTap the heart on a game to keep it here.',
    );
    await screen.rerender(<EmptyState illustration="offline" />);
    expect(page.getByRole('status').element().textContent).toBe('You are offlineCheck your connection and try again.');
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it("draws the picture it is asked for, and leaves the picture's hint out when the screen words the title", async () => {
    const { container } = await render(<EmptyState illustration="error" title="Games could not be loaded" />);
    expect(container.querySelector('svg')?.dataset.illustration).toBe('error');
    expect(page.getByRole('status').element().textContent).toBe('Games could not be loaded');
  });

  it('lets the player reach its action from the keyboard', async () => {
    const onRetry = vi.fn();
    await render(<EmptyState title="Offline" action={<Button onClick={onRetry}>Retry</Button>} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("translates the picture's words with the app's translator", async () => {
    await render(
      <UiTextProvider
        t={(key, { defaultValue }) =>
          key === 'content:emptyState.favourites.title' ? 'Tiada kegemaran' : defaultValue
        }
      >
        <EmptyState illustration="favourites" />
      </UiTextProvider>,
    );
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Tiada kegemaranTap the heart on a game to keep it here.');
  });
});
