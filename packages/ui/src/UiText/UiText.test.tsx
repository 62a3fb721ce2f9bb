import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider, useUiText } from './UiText.tsx';

function Label() {
  const t = useUiText();
  return <p>{t('ui:demo.greeting', { defaultValue: 'Hello {{name}}', name: 'Ana' })}</p>;
}

describe('UiText', () => {
  it('uses the English default, interpolated, when the app gives no translator', async () => {
    await render(<Label />);
    await expect.element(page.getByText('Hello Ana')).toBeVisible();
  });

  it("uses the app's translator when one is provided", async () => {
    await render(
      <UiTextProvider t={(key, { name }) => `${key} → ${String(name)}`}>
        <Label />
      </UiTextProvider>,
    );
    await expect.element(page.getByText('ui:demo.greeting → Ana')).toBeVisible();
  });
});
