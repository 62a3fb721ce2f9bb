import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertChromiumInstalled, chromiumLaunchOptions } from './chromium.ts';

const nothingInstalled = () => false;
const onlyTheShell = (path: string) => path === '/usr/bin/chromium-headless-shell';

test("uses Debian's headless shell where it is installed, else Debian's Chromium, unless CHROMIUM_PATH says otherwise", () => {
  assert.equal(chromiumLaunchOptions({}, false, onlyTheShell).executablePath, '/usr/bin/chromium-headless-shell');
  assert.equal(chromiumLaunchOptions({}, false, nothingInstalled).executablePath, '/usr/bin/chromium');
  assert.equal(
    chromiumLaunchOptions({ CHROMIUM_PATH: '/opt/chrome' }, false, onlyTheShell).executablePath,
    '/opt/chrome',
  );
});

test('drops the sandbox only when running as root', () => {
  assert.ok(chromiumLaunchOptions({}, true).args.includes('--no-sandbox'));
  assert.ok(!chromiumLaunchOptions({}, false).args.includes('--no-sandbox'));
});

test('keeps background networking off so a closed network does not stall the browser', () => {
  assert.ok(chromiumLaunchOptions({}, false).args.includes('--disable-background-networking'));
});

test('a missing browser names the package to install', () => {
  assert.throws(
    () => assertChromiumInstalled({ executablePath: '/nowhere/chromium', args: [] }),
    /apt-get install -y chromium-headless-shell/,
  );
});
