import { createHash } from 'node:crypto';
import { DEVICE, NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '@wl/domain/constants';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { merchantByCode } from '../db/queries/merchants.ts';
import { escapeHtml } from '../http/html.ts';
import { readQuery } from '../http/input.ts';

/**
 * The page an e-mail recovery link opens (docs/decisions.md, "E-mail recovery"). It sits outside /wps, since the
 * browser sends no platform headers when it follows a link; it reads the token from the address's fragment (never
 * sent to a server), drops it from the address bar, and posts it with the new password to
 * POST /wps/member/password/reset. Its script and style are fixed text, allowed by their hashes alone.
 */
export const RESET_PAGE_PATH = '/password-reset';

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1420;color:#e8ecf4}',
  'main{max-width:24rem;margin:0 auto;padding:2rem 1.25rem}',
  'h1{font-size:1.375rem;margin:0 0 .5rem}',
  'label{display:block;margin:1rem 0 .25rem}',
  'input{box-sizing:border-box;width:100%;padding:.75rem;border-radius:.5rem;border:1px solid #3a4560;background:#182033;color:inherit;font:inherit}',
  'button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#f5b82e;color:#1b1b1b;font:inherit;font-weight:600}',
  'button:disabled{opacity:.6}',
  '.good{color:#7ddc8b}.bad{color:#ff8a80}',
].join('');

const SCRIPT = `(() => {
  const form = document.getElementById('reset');
  const status = document.getElementById('status');
  const button = form.querySelector('button');
  const token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  // The token leaves the address bar: it is neither kept in the history nor shown over a shoulder.
  history.replaceState(null, '', location.pathname + location.search);
  const MESSAGES = {
    'reset.token.invalid': 'This link has expired or was already used. Ask for a new one from the login page.',
    'password.format': 'This password does not meet the rule above. Please choose another.',
    'modify.new.old.same': 'The new password must differ from the old one.',
    'rate.limited': 'Too many attempts. Please wait a while and try again.',
  };
  const show = (text, good) => {
    status.textContent = text;
    status.className = good ? 'good' : 'bad';
  };
  const end = (text, good) => {
    show(text, good);
    form.hidden = true;
  };
  if (token.length !== 43) {
    end(MESSAGES['reset.token.invalid'], false);
    return;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const password = form.elements.password.value;
    if (!password) return show('Please enter a new password.', false);
    if (password !== form.elements.confirm.value) return show('The two passwords are not the same.', false);
    button.disabled = true;
    try {
      const response = await fetch('/wps/member/password/reset', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Merchant: document.body.dataset.merchant,
          Device: ${JSON.stringify(String(DEVICE.WEB))},
          Language: 'EN',
        },
        body: JSON.stringify({ token, newPassword: password }),
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      const answer = await response.json();
      if (answer.success) return end('Your password has been changed. Log in as ' + answer.value.userName + ' with it.', true);
      if (answer.errorCode === 'reset.token.invalid') return end(MESSAGES[answer.errorCode], false);
      show(MESSAGES[answer.errorCode] || 'Something went wrong. Please try again.', false);
    } catch {
      show('The network is not available. Please try again.', false);
    } finally {
      button.disabled = false;
    }
  });
})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Nothing but the page's own script, style and calls back to this origin; no framing, no forms elsewhere. */
const RESET_PAGE_POLICY = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string, merchant = ''): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body data-merchant="${escapeHtml(merchant)}"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

export const passwordResetPageRoutes = new Hono<GatewayEnv>().get(RESET_PAGE_PATH, (c) => {
  c.header('Content-Security-Policy', RESET_PAGE_POLICY);
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  const { db } = c.get('services');
  const parsed = readQuery(c, z.strictObject({ merchant: z.string().max(32) }));
  const merchant = parsed.ok ? merchantByCode(db, parsed.value.merchant) : undefined;
  if (!merchant) {
    return c.html(page('Link not valid', '<p>This link is not valid. Ask for a new one from the login page.</p>'), 404);
  }
  // The new-password rule (@wl/domain/password-policy), which the reset call checks whatever the merchant's rule says.
  const hint =
    `Use ${NEW_PASSWORD_MIN_LENGTH} to ${NEW_PASSWORD_MAX_LENGTH} characters, any you like, spaces too. ` +
    'A very common password is refused.';
  return c.html(
    page(
      'Choose a new password',
      `<p>${escapeHtml(hint)}</p><form id="reset" novalidate>` +
        '<label for="password">New password</label>' +
        '<input id="password" name="password" type="password" autocomplete="new-password" maxlength="128" required>' +
        '<label for="confirm">Repeat the new password</label>' +
        '<input id="confirm" name="confirm" type="password" autocomplete="new-password" maxlength="128" required>' +
        '<button type="submit">Save the new password</button></form>' +
        `<p id="status" role="status" aria-live="polite"></p><script>${SCRIPT}</script>`,
      merchant.code,
    ),
  );
});
