import { expect, test } from '@playwright/test';
import { watchErrors } from '@wl/testing/playwright';

test('the agent build renders /m/agent with no console error', async ({ page }) => {
  const errors = await watchErrors(page);
  await page.goto('/m/agent?lng=en');
  await expect(page.getByRole('heading', { name: 'Agent login', level: 1 })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(15, 17, 21)');
  expect(errors).toEqual([]);
});

test('an unknown path goes to the agent home, which sends a visitor to the agent login', async ({ page }) => {
  await page.goto('/m/nowhere?lng=en');
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByRole('heading', { name: 'Agent login', level: 1 })).toBeVisible();
});
