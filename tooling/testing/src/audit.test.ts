import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Browser, chromium, type Page } from '@playwright/test';
import { expectLayoutClean, expectNoAxeViolations, layoutProblemsOf } from './audit.ts';
import { chromiumLaunchOptions } from './chromium.ts';

/** A page served with the player site's strict policy: no inline script, no eval. */
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

let browser: Browser;

before(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});

after(async () => {
  await browser.close();
});

async function phoneWith(body: string): Promise<Page> {
  // A context of its own: axe's runner opens pages beside this one.
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.route('http://audit.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': STRICT_CSP },
      body: `<!doctype html><html lang="en"><head><title>Audit</title></head><body style="margin:0">${body}</body></html>`,
    }),
  );
  await page.goto('http://audit.test/');
  return page;
}

const button = 'display:inline-block;width:44px;height:44px;padding:0;border:0';

test('finds the layout problems of a page served under a strict Content-Security-Policy', async () => {
  const page = await phoneWith(
    `<main><div style="position:relative;height:44px"><button style="${button}">Home</button>` +
      `<button style="${button};position:absolute;left:30px;top:0">Log in</button></div>` +
      `<button style="${button};height:32px">Register</button></main>`,
  );
  assert.deepEqual(await layoutProblemsOf(page, { focusRings: false }), [
    { check: 'overlap', message: '<button> "Home" and <button> "Log in" overlap by 14 x 44 px' },
    { check: 'targetSize', message: '<button> "Register" is 44 x 32 px, under 44 x 44' },
  ]);
  await page.context().close();
});

test('prints each layout problem in the failure, and passes a clean page', async () => {
  const page = await phoneWith(`<main><div style="width:500px;height:10px"></div></main>`);
  await assert.rejects(expectLayoutClean(page), /pageOverflow: the page is 500 px wide on a 360 px screen/);
  await page.context().close();
  const clean = await phoneWith(`<main><button style="${button}">Home</button></main>`);
  await expectLayoutClean(clean);
  await clean.context().close();
});

test('lets a small link or button inside a marked sentence pass, and not the same link outside it', async () => {
  const link = '<a href="#terms" style="font-size:12px">terms</a>';
  const opener = '<button type="button" style="font-size:12px;padding:0">rules</button>';
  const page = await phoneWith(
    `<main><p data-layout-exception="inline-links">I accept the ${link} and ${opener} of play.</p>` +
      `<p>Read the ${link}.</p></main>`,
  );
  const problems = await layoutProblemsOf(page, { focusRings: false });
  assert.equal(problems.length, 1);
  assert.match(problems[0]?.message ?? '', /^<a> "terms" is [\d.]+ x [\d.]+ px, under 44 x 44$/);
  await page.context().close();
});

test('lets a control marked as an overlay sit on another one', async () => {
  const page = await phoneWith(
    `<main style="position:relative"><button style="width:120px;height:120px">Game</button>` +
      `<button data-layout-exception="overlay" style="${button};position:absolute;left:70px;top:0">Favourite</button></main>`,
  );
  assert.deepEqual(await layoutProblemsOf(page, { focusRings: false }), []);
  await page.context().close();
});

test('lets a control scroll out from under a pinned footer, and finds one the page cannot scroll clear', async () => {
  const footer =
    `<nav style="position:fixed;inset-inline:0;bottom:0;height:60px;background:white">` +
    `<button style="${button}">Home</button></nav>`;
  const last = `<button style="${button};display:block">Last</button>`;
  // 720 px of page, then the last control at 720 to 764 px: under the footer (740 to 800 px) on an 800 px screen.
  const stuck = await phoneWith(`<main><div style="height:720px"></div>${last}</main>${footer}`);
  assert.deepEqual(await layoutProblemsOf(stuck, { focusRings: false }), [
    { check: 'overlap', message: '<button> "Last" and <button> "Home" overlap by 44 x 24 px' },
  ]);
  await stuck.context().close();
  // Room for the footer under the page: scrolling down lifts the last control above it.
  const roomy = await phoneWith(
    `<main style="padding-bottom:60px"><div style="height:720px"></div>${last}</main>${footer}`,
  );
  assert.deepEqual(await layoutProblemsOf(roomy, { focusRings: false }), []);
  await roomy.context().close();
});

test('finds a focus ring cut off by the screen edge', async () => {
  const page = await phoneWith(
    `<style>button:focus-visible { outline: 2px solid blue; outline-offset: 2px }</style>` +
      `<main><button style="${button};margin-left:316px">Edge</button></main>`,
  );
  assert.deepEqual(await layoutProblemsOf(page), [
    { check: 'focusRing', message: 'the focus ring of <button> "Edge" is cut by the screen edge' },
  ]);
  await page.context().close();
});

test("prints each axe violation with its rule, impact and the element's selector", async () => {
  const page = await phoneWith(`<main><img src="data:," width="44" height="44"></main>`);
  await assert.rejects(expectNoAxeViolations(page), (error: Error) => {
    assert.match(error.message, /"image-alt \(critical\): Images must have alternative text: img"/);
    return true;
  });
  await page.context().close();
  const clean = await phoneWith(`<main><h1>Audit</h1><img src="data:," width="44" height="44" alt=""></main>`);
  await expectNoAxeViolations(clean);
  await clean.context().close();
});
