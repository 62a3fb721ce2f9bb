import { type CDPSession, expect, type Page, test } from '@playwright/test';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 800 } });

/** A one-finger horizontal move from x = 4 px, through the browser's own touch input. */
async function swipe(cdp: CDPSession, distance: number) {
  const y = 400;
  const point = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(4) });
  for (const step of [0.25, 0.5, 0.75, 1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(4 + distance * step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('swipe back', () => {
  test('a swipe of 120 px on /m/forget, reached from home, lands on /m/home', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await page.goto('/m/home?lng=en');
    await page.goto('/m/forget?lng=en');
    await expect(page.getByRole('main').getByRole('button', { name: 'Submit' })).toBeVisible();
    // The gesture loads just after the first paint: a swipe made before it does nothing, and the player swipes again.
    await expect(async () => {
      await swipe(cdp, 120);
      await expect(page).toHaveURL(/\/m\/home(\?lng=en)?$/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test('a swipe of 80 px stays on /m/forget', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await page.goto('/m/home?lng=en');
    await page.goto('/m/forget?lng=en');
    await expect(page.getByRole('main').getByRole('button', { name: 'Submit' })).toBeVisible();
    await swipe(cdp, 80);
    // Longer than the 300 ms a page change takes.
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/m\/forget\?lng=en$/);
  });

  test('on home a swipe does nothing', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await page.goto('/m/home?lng=en');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await swipe(cdp, 120);
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);
  });
});

/** Records each animation the page starts: on which element, and for how long. */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const started: Array<{ tag: string; duration: unknown }> = [];
    (window as unknown as { started: typeof started }).started = started;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      started.push({ tag: this.tagName, duration: typeof options === 'number' ? options : options?.duration });
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { started: unknown[] }).started);
}

async function openSettingsInPage(page: Page) {
  await page.evaluate(() => {
    history.pushState({}, '', '/m/set?lng=en');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/m\/set/);
  // The screen's chunk loads before it replaces home.
  await page.waitForTimeout(1_000);
}

test.describe('page transitions', () => {
  test('a screen fades in over 300 ms, the header staying as it is, and nothing on the first render', async ({
    page,
  }) => {
    const started = await recordAnimations(page);
    await page.goto('/m/home?lng=en');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await started()).toEqual([]);

    await banner.evaluate((element) => element.setAttribute('data-kept', 'yes'));
    await openSettingsInPage(page);
    await expect.poll(started).toContainEqual({ tag: 'MAIN', duration: 300 });
    await expect(banner).toHaveAttribute('data-kept', 'yes');
  });

  test('no transition when the player asks for reduced motion', async ({ page }) => {
    const started = await recordAnimations(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home?lng=en');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await openSettingsInPage(page);
    await page.waitForTimeout(600);
    expect(await started()).toEqual([]);
  });
});
