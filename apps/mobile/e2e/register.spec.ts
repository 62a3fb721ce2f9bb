import { expect, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchErrors } from '@wl/testing/playwright';

/** A username of this run: a letter, then letters and digits, 4 to 16 in all (the demo merchant's username rule). */
const uniqueUsername = () => `u${Date.now().toString(36)}`;
/** A Malaysian number nobody has registered in this run: 9 digits, the first two chosen by the test. */
const uniqueNumber = (prefix: '12' | '13') => `${prefix}${String(Date.now()).slice(-7)}`;

const main = (page: Page) => page.getByRole('main');
/** The page's errors, less the browser's note of the gateway's 400 refusing the unknown invitation code. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error));
const submit = (page: Page) => main(page).getByRole('button', { name: 'Register', exact: true });

/** Asks for the SMS code and reads it from the phone (the gateway's outbox). */
async function receiveCode(page: Page, number: string): Promise<string> {
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(main(page).getByText('SMS code sent, please check')).toBeVisible();
  const message = (await devGateway(page.request).outbox()).find(
    (sent) => sent.channel === 'sms' && sent.recipient === `+60 ${number}` && sent.code,
  );
  expect(message?.code).toMatch(/^[0-9]{6}$/);
  return message?.code ?? '';
}

async function answerCaptcha(page: Page) {
  const captcha = main(page).getByRole('textbox', { name: 'Captcha', exact: true });
  await expect(main(page).getByRole('button', { name: 'New captcha image' }).locator('img')).toBeVisible();
  await captcha.fill((await devGateway(page.request).latestCaptcha()).answer);
}

test.describe('registration by username', () => {
  test('refuses a bad username, a mismatched confirmation and an unknown invitation code, keeping what was typed, then registers and logs in', async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    const username = uniqueUsername();
    const number = uniqueNumber('12');
    await page.goto('/m/register?lng=en');
    await expect(main(page).getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    const name = main(page).getByRole('textbox', { name: 'Username', exact: true });
    const password = main(page).getByLabel('Password', { exact: true });
    const confirm = main(page).getByLabel('Confirm password', { exact: true });
    const invitation = main(page).getByRole('textbox', { name: 'Invitation code', exact: true });

    // A bad field: said at once, and a submit focuses it.
    await name.fill('_ab');
    await expect(main(page).getByText('Account format is incorrect')).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await password.fill('Secret123');
    await password.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('_ab');
    await expect(password).toHaveValue('Secret123');

    // A new password says its rule, at least 8 characters and not a common one, and keeps what was typed.
    await password.fill('Secret1');
    await expect(main(page).getByText('Use at least 8 characters')).toBeVisible();
    await password.fill('password1');
    await expect(main(page).getByText('This password is too common. Please choose another')).toBeVisible();
    await expect(password).toHaveValue('password1');
    await password.fill('Secret123');
    await expect(main(page).getByText('This password is too common. Please choose another')).toHaveCount(0);

    // A confirmation that differs.
    await name.fill(username);
    await confirm.fill('Secret124');
    await expect(main(page).getByText('Confirmation password not matched')).toBeVisible();
    await confirm.fill('Secret123');
    await expect(main(page).getByText('Confirmation password not matched')).toHaveCount(0);

    await main(page).getByRole('textbox', { name: 'Mobile number', exact: true }).fill(number);
    await main(page)
      .getByRole('textbox', { name: 'Verification code', exact: true })
      .fill(await receiveCode(page, number));
    await answerCaptcha(page);
    await main(page)
      .getByRole('checkbox', { name: 'I am 18 years old or over and accept the terms and conditions' })
      .check();

    // An invitation code the gateway does not know: said on the field, which takes focus; nothing is lost.
    await invitation.fill('NOSUCH99');
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    await expect(main(page).getByText('Invalid invitation code')).toBeVisible();
    await expect(invitation).toBeFocused();
    await expect(name).toHaveValue(username);
    await expect(password).toHaveValue('Secret123');
    await expect(confirm).toHaveValue('Secret123');
    await expect(page).toHaveURL(/\/m\/register\?lng=en$/);

    // Without the code, the registration goes through: a success message, then home, logged in.
    await invitation.fill('');
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: username })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(unexpected(errors)).toEqual([]);
  });

  test('opens the terms from the disclaimer, and "I agree" ticks it', async ({ page }) => {
    await page.goto('/m/register.html?lng=en');
    const disclaimer = main(page).getByRole('checkbox', { name: /I am 18 years old or over/ });
    await expect(disclaimer).not.toBeChecked();
    await main(page).getByRole('button', { name: 'terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toContainText('You must be 18 years old or over to open an account and play.');
    await terms.getByRole('button', { name: 'I agree' }).click();
    await expect(terms).toBeHidden();
    await expect(disclaimer).toBeChecked();
  });

  test('a submit with fields left empty names each, the disclaimer with the age, and focuses the first', async ({
    page,
  }) => {
    await page.goto('/m/register?lng=en');
    const username = uniqueUsername();
    await main(page).getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await main(page).getByRole('textbox', { name: 'Username', exact: true }).press('Enter');
    await expect(main(page).getByLabel('Password', { exact: true })).toBeFocused();
    await expect(main(page).getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(username);
    await expect(main(page).getByText('Please enter the password')).toBeVisible();
    await expect(main(page).getByText('Please confirm you are 18 years old')).toBeVisible();
  });
});

test.describe('registration by mobile number', () => {
  test('refuses a bad number, a mismatched confirmation and an unknown invitation code, then registers with the code the SMS brought', async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    const number = uniqueNumber('13');
    // A name's letters only: the number's last four digits spelt as letters (0 is a, 1 is b...).
    const nickname = `Mobile ${[...number.slice(-4)].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
    await page.goto('/m/register?lng=en');
    await main(page).getByRole('tab', { name: 'Mobile number' }).click();
    await expect(main(page).getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);
    const mobile = main(page).getByRole('textbox', { name: 'Mobile number', exact: true });
    const password = main(page).getByLabel('Password', { exact: true });
    const confirm = main(page).getByLabel('Confirm password', { exact: true });
    const invitation = main(page).getByRole('textbox', { name: 'Invitation code', exact: true });

    // A bad number: said at once, and a submit focuses the first invalid field.
    await mobile.fill('12ab');
    await expect(main(page).getByText('The mobile num is not valid')).toBeVisible();
    await password.fill('Mobile123');
    await confirm.fill('Mobile124');
    await expect(main(page).getByText('Confirmation password not matched')).toBeVisible();
    await confirm.press('Enter');
    await expect(confirm).toBeFocused();
    await expect(mobile).toHaveValue('12ab');
    await expect(password).toHaveValue('Mobile123');

    await confirm.fill('Mobile123');
    await mobile.fill(number);
    await main(page)
      .getByRole('textbox', { name: 'Verification code', exact: true })
      .fill(await receiveCode(page, number));
    await main(page).getByRole('textbox', { name: 'Nickname', exact: true }).fill(nickname);
    await answerCaptcha(page);
    await main(page)
      .getByRole('checkbox', { name: /I am 18 years old or over/ })
      .check();

    await invitation.fill('NOSUCH99');
    await submit(page).click();
    await expect(main(page).getByText('Invalid invitation code')).toBeVisible();
    await expect(invitation).toBeFocused();
    await expect(mobile).toHaveValue(number);
    await expect(main(page).getByRole('textbox', { name: 'Nickname', exact: true })).toHaveValue(nickname);

    // The demo agent's invitation code is a real one: it passes the check and the new member joins the agent.
    await invitation.fill('AGENT01');
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });

  test("an agent's link fills the invitation code, and a member's invitation the referrer", async ({ page }) => {
    await page.goto('/m/register?lng=en&affiliateCode=AGENT01');
    await expect(main(page).getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveValue('AGENT01');
    await page.goto('/m/register?lng=en&recommenderId=demo01');
    await expect(main(page).getByRole('textbox', { name: "Referrer's username", exact: true })).toHaveValue('demo01');
    await expect(main(page).getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveValue('');
  });
});

test.describe('registration in the chosen language', () => {
  test('switching from Malay to English says a filled field’s failure again in English, keeping the value', async ({
    page,
  }) => {
    await page.goto('/m/register?lng=ms');
    const name = main(page).getByRole('textbox', { name: 'Nama pengguna', exact: true });
    await name.fill('_ab');
    await expect(main(page).getByText('Format akaun tidak betul')).toBeVisible();
    await expect(main(page).getByRole('checkbox', { name: /Saya berumur 18 tahun ke atas/ })).toBeVisible();

    // The side menu's language choice, over the form.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: /^Bahasa/ })
      .click();
    await page.getByRole('dialog', { name: 'Pilih bahasa' }).getByRole('radio', { name: 'English' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
    const english = main(page).getByRole('textbox', { name: 'Username', exact: true });
    await expect(english).toHaveValue('_ab');
    await expect(main(page).getByText('Account format is incorrect')).toBeVisible();
    await expect(main(page).getByText('Format akaun tidak betul')).toHaveCount(0);
    await expect(submit(page)).toBeVisible();
  });

  test('the disclaimer states the merchant’s age: 21 where the merchant sets it', async ({ page }) => {
    const gateway = devGateway(page.request);
    await gateway.setMerchant({ ageThreshold: 21 });
    try {
      await page.goto('/m/register?lng=en');
      await expect(main(page).getByRole('checkbox', { name: /I am 21 years old or over/ })).toBeVisible();
      await main(page).getByRole('textbox', { name: 'Username', exact: true }).press('Enter');
      await expect(main(page).getByText('Please confirm you are 21 years old')).toBeVisible();
    } finally {
      await gateway.setMerchant({ ageThreshold: 18 });
    }
  });
});
