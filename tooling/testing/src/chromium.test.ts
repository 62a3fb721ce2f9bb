import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertChromiumInstalled, chromiumLaunchOptions, DEFAULT_CHROMIUM_PATH } from './chromium.ts';

test('uses Debian Chromium unless CHROMIUM_PATH says otherwise', () => {
  assert.equal(chromiumLaunchOptions({}, false).executablePath, DEFAULT_CHROMIUM_PATH);
  assert.equal(chromiumLaunchOptions({ CHROMIUM_PATH: '/opt/chrome' }, false).executablePath, '/opt/chrome');
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
    /apt-get install -y chromium/,
  );
});
