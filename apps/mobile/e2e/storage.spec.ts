import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { logOutFromHeader, putOffContractPrompts } from './contractPrompt.ts';

const PASSWORD = 'Demo1234';

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

/**
 * Everything the site keeps in this browser, as text: local and session storage, every IndexedDB database's records
 * (bytes shown as text, base64 and hex, keys as their kind), and the cookies.
 */
async function everythingStored(page: Page, context: BrowserContext): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const bytesAsText = (bytes: Uint8Array) => {
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      return `${new TextDecoder().decode(bytes)} ${btoa(binary)} ${hex}`;
    };
    const readable = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) return bytesAsText(new Uint8Array(value));
      if (ArrayBuffer.isView(value))
        return bytesAsText(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (typeof CryptoKey !== 'undefined' && value instanceof CryptoKey)
        return `CryptoKey ${value.type} extractable=${value.extractable}`;
      if (Array.isArray(value)) return value.map(readable);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, readable(entry)]));
      return value;
    };
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        });
        records.push({ database: name, store, records: all.map(readable) });
      }
      db.close();
    }
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, indexedDb: records });
  });
  return `${inPage} ${JSON.stringify(await context.cookies())}`;
}

/** The password as it would read if kept plainly or merely encoded. */
const readableForms = (secret: string) => [
  secret,
  secret.toLowerCase(),
  Buffer.from(secret).toString('base64'),
  Buffer.from(secret).toString('base64url'),
  Buffer.from(secret).toString('hex'),
  encodeURIComponent(secret),
];

test('after a login with "Remember me" and after logout, no password is readable anywhere the site stores things, and no token remains', async ({
  page,
  context,
}) => {
  await page.goto('/m/login?lng=en');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loggedIn = await everythingStored(page, context);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  );
  // The session is kept (a returning player stays logged in), and remembering the login kept something.
  expect(token).toBeTruthy();
  expect(loggedIn).toContain('demo01');
  for (const form of readableForms(PASSWORD)) expect(loggedIn, `the password as ${form}`).not.toContain(form);

  await logOutFromHeader(page);
  await page.waitForLoadState('networkidle');

  const loggedOut = await everythingStored(page, context);
  for (const form of readableForms(PASSWORD)) expect(loggedOut, `the password as ${form}`).not.toContain(form);
  expect(loggedOut).not.toContain(token as string);
  console.info(
    `storage check: ${loggedIn.length} characters stored after login, ${loggedOut.length} after logout; no readable password, no token after logout`,
  );
});
