import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../UiText/UiText.tsx';
import { VipLabel } from './VipLabel.tsx';

describe('VipLabel', () => {
  it('writes the rank as the server names it, numbered or named', async () => {
    const screen = await render(<VipLabel level={0} />);
    await expect.element(page.getByText('VIP 0')).toBeVisible();
    await screen.rerender(<VipLabel level="Gold" />);
    await expect.element(page.getByText('VIP Gold')).toBeVisible();
  });

  it('reads as text only: the crown is decoration', async () => {
    const screen = await render(<VipLabel level={5} />);
    expect(screen.container.textContent).toBe('VIP 5');
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("takes the app's words for the label", async () => {
    // A brand may word the rank its own way: the level still arrives as a value, not baked into the text.
    await render(
      <UiTextProvider t={(key, { level }) => (key === 'ui:vipLabel.level' ? `Tahap VIP ${String(level)}` : key)}>
        <VipLabel level={3} />
      </UiTextProvider>,
    );
    await expect.element(page.getByText('Tahap VIP 3')).toBeVisible();
  });
});
