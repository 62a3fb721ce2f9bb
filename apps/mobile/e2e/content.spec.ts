import { expect, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchErrors } from '@wl/testing/playwright';
import { putOffContractPrompts } from './contractPrompt.ts';
import { asDemo01 } from './players.ts';

/** A 1×1 PNG, as a phone's photo picker would hand one over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A name no other test or run has used, so tests never depend on each other's content. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

const categoryBar = (page: Page) => page.getByRole('group', { name: 'Promotion categories' });

test.describe('promotions', () => {
  test('/m/activity?id= scrolls to that promotion and opens it', async ({ page }) => {
    const errors = await watchErrors(page);
    const title = unique('Opened by its link');
    const id = await devGateway(page.request).addContent({
      kind: 'promotion',
      title,
      content: '<p>The rules of the linked promotion.</p>',
      categories: ['LOGIN'],
    });
    await page.goto(`/m/activity?id=${id}&lng=en`);
    const opened = page.getByRole('region', { name: title });
    await expect(opened).toBeVisible();
    await expect(opened).toContainText('The rules of the linked promotion.');
    await expect(opened).toBeInViewport();
    await opened.getByRole('button', { name: 'Full details' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the category bar filters the list', async ({ page }) => {
    await page.goto('/m/activity?lng=en');
    const bar = categoryBar(page);
    for (const name of ['All', 'Newbie', 'Limited', 'Special', 'Daily', 'High rebate', 'VIP'])
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Daily login reward')).toBeVisible();
    await bar.getByRole('button', { name: 'VIP', exact: true }).click();
    await expect(bar.getByRole('button', { name: 'VIP', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('VIP upgrade bonus')).toBeVisible();
    await expect(page.getByText('Daily login reward')).toHaveCount(0);
    await bar.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByText('Daily login reward')).toBeVisible();
  });

  test('a visitor who applies is sent to /m/login', async ({ page }) => {
    const title = unique('Visitor applies');
    const id = await devGateway(page.request).addContent({ kind: 'promotion', title, participation: 'apply' });
    await page.goto(`/m/activityDetail?id=${id}&lng=en`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

asDemo01.describe('demo01 and promotions', () => {
  asDemo01('applies with a comment and an image and sees applying', async ({ page }) => {
    const errors = await watchErrors(page);
    const title = unique('Apply with a screenshot');
    const id = await devGateway(page.request).addContent({ kind: 'promotion', title, participation: 'apply' });
    await page.goto(`/m/activityDetail?id=${id}&lng=en`);
    await expect(page.getByText('Status: Join')).toBeVisible();
    await page.getByRole('textbox', { name: 'Comment' }).fill('My first deposit was yesterday.');
    await page.getByLabel('Add image').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Status: Applying')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);

    await page.goto('/m/activity?lng=en');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Applying', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  asDemo01('a comment of 141 characters is refused, and what was typed stays', async ({ page }) => {
    const title = unique('Too long a comment');
    const id = await devGateway(page.request).addContent({ kind: 'promotion', title, participation: 'apply' });
    await page.goto(`/m/activityDetail?id=${id}&lng=en`);
    const comment = page.getByRole('textbox', { name: 'Comment' });
    const typed = 'x'.repeat(141);
    await comment.fill(typed);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Enter at most 140 characters')).toBeVisible();
    await expect(comment).toHaveValue(typed);
    await expect(comment).toBeFocused();
    await expect(page.getByText('Status: Join')).toBeVisible();
  });
});

test.describe('notices', () => {
  asDemo01('opening a notice marks it read and the footer count drops at once', async ({ page }) => {
    const title = unique('Read me');
    await devGateway(page.request).addContent({ kind: 'notice', title, content: '<p>Fresh news.</p>' });
    await page.goto('/m/notice?lng=en');
    const memberCentre = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Member/ });
    await expect(memberCentre).toHaveAccessibleName(/unread$/);
    const before = Number((await memberCentre.ariaSnapshot()).match(/(\d+) unread/)?.[1]);
    expect(before).toBeGreaterThan(0);
    const notice = page.getByRole('group').filter({ hasText: title });
    await expect(notice.getByText('Unread')).toBeVisible();
    await notice.getByText(title).click();
    await expect(notice.getByText('Fresh news.')).toBeVisible();
    await expect(notice.getByText('Unread')).toHaveCount(0);
    await expect(memberCentre).toHaveAccessibleName(new RegExp(`${before - 1} unread$`));
  });

  test("a failed read of the merchant's settings says why until Try again, which loads the list in place", async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    const title = unique('After the retry');
    await devGateway(page.request).addContent({ kind: 'notice', title, content: '<p>Back again.</p>' });
    let asked = 0;
    await page.route('**/wps/system/whitelabel', async (route) => {
      asked += 1;
      if (asked === 1) await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": tr' });
      else await route.fallback();
    });
    await page.goto('/m/notice?lng=en');
    const main = page.getByRole('main');
    await expect(main.getByText('Unknown error')).toBeVisible();
    // The failure is kept: the screen does not ask again by itself.
    await page.waitForTimeout(500);
    expect(asked).toBe(1);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('group').filter({ hasText: title })).toBeVisible();
    expect(asked).toBe(2);
    // In place: the page was not loaded again.
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the notice page shows the title, the start date as YYYY-MM-DD and the content', async ({ page }) => {
    const title = unique('Dated notice');
    const id = await devGateway(page.request).addContent({ kind: 'notice', title, content: '<p>Body text.</p>' });
    await page.goto(`/m/noticeDetail?id=${id}&lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page.getByText('Body text.')).toBeVisible();
  });

  test('a notice carrying script shows as text and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const title = unique('Script notice');
    const id = await devGateway(page.request).addContent({
      kind: 'notice',
      title,
      content:
        '<p>Harmless text</p><img src="x" onerror="window.__xss = 1; alert(1)">' +
        '<script>window.__xss = 2; alert(2)</script>' +
        '<a href="javascript:window.__xss=3">a link</a><svg onload="window.__xss = 4"></svg>' +
        '<iframe src="javascript:alert(5)"></iframe>',
    });
    await page.goto(`/m/noticeDetail?id=${id}&lng=en`);
    await expect(page.getByText('Harmless text')).toBeVisible();
    await page
      .getByText('a link')
      .click({ noWaitAfter: true })
      .catch(() => {});
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('main script, main iframe, main [onerror], main [onload]')).toHaveCount(0);
  });
});

test.describe('help centre', () => {
  test('/m/help?i=1 opens the second tab', async ({ page }) => {
    await page.goto('/m/help?i=1&lng=en');
    const tabs = page.getByRole('tablist', { name: 'Help topics' }).getByRole('tab');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
  });

  test('switching to CN changes the texts', async ({ page }) => {
    await page.goto('/m/help?lng=en');
    await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
    await page.goto('/m/help?lng=cn');
    await expect(page.getByRole('button', { name: '提交反馈' })).toBeVisible();
    // The topics are the merchant's, answered by the gateway in the asked language.
    await expect(page.getByRole('tab', { name: '账户' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveCount(0);
    await page.goto('/m/activity?lng=cn');
    await expect(categoryBar(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: '优惠类别' }).getByRole('button', { name: '全部' })).toBeVisible();
    // The promotions and notices are the merchant's too, in the asked language.
    await expect(page.getByText('每日登录奖励')).toBeVisible();
    await expect(page.getByText('Daily login reward')).toHaveCount(0);
    await page.goto('/m/notice?lng=ms');
    await expect(page.getByText('Awas penipuan')).toBeVisible();
    await expect(page.getByText('Beware of scams')).toHaveCount(0);
  });

  asDemo01('a member sends feedback with a screenshot and sees "Sent successfully"', async ({ page }) => {
    await page.goto('/m/help?lng=en');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    const content = dialog.getByRole('textbox', { name: 'Your feedback' });
    await content.fill('Too short');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Feedback must be between 3 and 300 words')).toBeVisible();
    await expect(content).toHaveValue('Too short');
    await content.fill('The fishing games load slowly in the evening.');
    await dialog.getByLabel('Add image').setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Sent successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
