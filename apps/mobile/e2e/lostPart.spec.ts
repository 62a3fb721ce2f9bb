import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The built file of a source module, as the build's manifest names it. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build`);
  return `/${entry.file}`;
}

test('the footer menu whose code was lost on a dropped connection comes back with the connection', async ({
  page,
  context,
}) => {
  const footerMenu = builtFile('src/layout/SessionFooter.tsx');
  // The connection drops while the page loads, as on a train going into a tunnel: the menu's code is lost.
  let connected = false;
  let askedAgain = 0;
  await page.route(`**${footerMenu}`, async (route) => {
    if (!connected) return route.abort('internetdisconnected');
    askedAgain += 1;
    return route.continue();
  });
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // The browser finds the network again: the menu is asked for again at once, and shows.
  connected = true;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible({
    timeout: 5_000,
  });
  expect(askedAgain).toBeGreaterThan(0);
});
