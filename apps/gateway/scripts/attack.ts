import { type IncomingHttpHeaders, request } from 'node:http';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { importPublicKey, randomNonce, sealCall } from '@wl/api/crypto/hybrid';
import { type RunningGateway, startGatewayProcess } from '@wl/testing/gateway-process';
import { artUrl } from '../src/routes/art.ts';

/**
 * Replays, over real HTTP, the attacks the gateway was probed with against a real gateway process (its development
 * endpoints on, a fresh database), and prints one line per attack: PASS when the attack failed the way it must
 * (docs/decisions.md, "Reference gateway (apps/gateway)"), FAIL with what was expected and what came back. Other
 * client addresses are other loopback addresses (all of 127/8 is loopback on Linux), so per-address limits can be
 * told from per-account and per-number ones. The database is reset before each attack.
 * Run it with `pnpm --filter @wl/gateway attack`; the repository's test command runs it too.
 */
const SERVER = resolve(import.meta.dirname, '../src/server.ts');
const DEMO_HEADERS: Record<string, string> = { Merchant: 'DEMO', Device: '3', Language: 'EN' };
const REQUEST_TIMEOUT_MS = 15_000;
const ATTACK_TIMEOUT_MS = 60_000;

const DEMO = { username: 'demo01', password: 'Demo1234', email: 'demo01@example.com' };
const DEMO_RECOVERY = { username: DEMO.username, email: DEMO.email };
const AGENT = { username: 'agent01', password: 'Agent1234' };
const DEMO_MOBILE = { countryDialingCode: '+60', mobileNum: '123456789' };
const DEMO_RECIPIENT = '+60 123456789';
const AGENT_MOBILE = { countryDialingCode: '+60', mobileNum: '123456780' };
const AGENT_RECIPIENT = '+60 123456780';

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed envelope, when the answer was JSON. */
  body?: Envelope;
  ms: number;
  /** Set when no answer came: the connection was reset, refused or timed out. */
  error?: string;
}

interface SendOptions {
  method?: string;
  /** Added to, or (with `undefined`) removed from, the platform headers Merchant, Device and Language. */
  headers?: Record<string, string | undefined>;
  body?: string | Buffer;
  /** The client's address: a loopback address other than 127.0.0.1 is another client. */
  from?: string;
}

/** An attack that did not fail the way it must: what was expected, and what the gateway did instead. */
class Refuted extends Error {
  constructor(expected: string, got: string) {
    super(`expected ${expected}, got ${got}`);
  }
}

function check(condition: boolean, expected: string, got: string | (() => string)): asserts condition {
  if (!condition) throw new Refuted(expected, typeof got === 'string' ? got : got());
}

/** An answer in a few words: `400 request.invalid`, `200 success`, `431 empty body`, `connection ECONNRESET`. */
function said(answer: Answer): string {
  if (answer.error) return `connection ${answer.error}`;
  if (answer.body) return `${answer.status} ${answer.body.success ? 'success' : (answer.body.errorCode ?? 'error')}`;
  return `${answer.status} ${answer.text ? 'non-JSON body' : 'empty body'}`;
}

function expectCode(answer: Answer, status: number, code: string, what: string) {
  check(answer.status === status && answer.body?.errorCode === code, `${what}: ${status} ${code}`, said(answer));
}

function expectSuccess(answer: Answer, what: string) {
  check(answer.status === 200 && answer.body?.success === true, `${what}: 200 success`, said(answer));
}

function expectRetryAfter(answer: Answer, what: string): number {
  const header = answer.headers['retry-after'];
  const seconds = typeof header === 'string' && /^[0-9]+$/.test(header) ? Number(header) : 0;
  check(seconds > 0, `${what}: a Retry-After in seconds`, header === undefined ? 'no Retry-After' : `${header}`);
  return seconds;
}

function header(answer: Answer, name: string): string {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** `127.0.<attack>.1`, `.2`, ...: each attack's clients are its own. */
function addresses(attack: number) {
  let next = 0;
  return () => `127.0.${attack}.${++next}`;
}

/** A code of the same shape that is not the right one. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
}

function valueIn<T>(answer: Answer): T {
  return answer.body?.value as T;
}

/** Every `id` anywhere in a value: the notices, banners, pop-ups and promotions of a content answer. */
function idsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'number') into.add(item);
      else idsIn(item, into);
    }
  }
  return into;
}

interface OutboxEntry {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code?: string;
  createdAt: number;
}

/** The gateway process, spoken to over HTTP as a browser or an attacker would, plus its development endpoints. */
class Gateway {
  readonly #running: RunningGateway;
  readonly #port: number;
  #key: Promise<{ keyId: string; key: CryptoKey }> | undefined;

  constructor(running: RunningGateway) {
    this.#running = running;
    this.#port = Number(new URL(running.baseUrl).port);
  }

  send(path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...DEMO_HEADERS, ...options.headers })) {
      if (value !== undefined) headers[name] = value;
    }
    if (options.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(options.body));
    const started = performance.now();
    return new Promise((resolve) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: this.#port,
          path,
          method: options.method ?? 'GET',
          headers,
          agent: false,
          timeout: REQUEST_TIMEOUT_MS,
          ...(options.from ? { localAddress: options.from } : {}),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', (error) => resolve(failed(error)));
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: Envelope | undefined;
            if (/json/i.test(incoming.headers['content-type'] ?? '')) {
              try {
                body = JSON.parse(text) as Envelope;
              } catch {
                body = undefined;
              }
            }
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text,
              ...(body ? { body } : {}),
              ms: performance.now() - started,
            });
          });
        },
      );
      const failed = (error: Error & { code?: string }): Answer => ({
        status: 0,
        headers: {},
        text: '',
        ms: performance.now() - started,
        error: error.code ?? error.message,
      });
      outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      outgoing.on('error', (error: Error & { code?: string }) => {
        // A server that answers before the whole body is sent (a refused upload) may close while the client still
        // writes: the answer can still come, as a browser would show it, so it is waited for a moment.
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => resolve(failed(error)), 1_000);
        else resolve(failed(error));
      });
      outgoing.end(options.body);
    });
  }

  get(path: string, options: SendOptions = {}) {
    return this.send(path, options);
  }

  json(method: string, path: string, payload: unknown, options: SendOptions = {}) {
    return this.send(path, {
      ...options,
      method,
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  form(path: string, fields: Record<string, string>, options: SendOptions = {}) {
    return this.send(path, {
      ...options,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** An encrypted call as a client seals it (@wl/api's hybrid scheme); a string payload is sent as it is. */
  async sealed(method: string, path: string, payload: unknown, options: SendOptions = {}) {
    this.#key ??= (async () => {
      const answer = await this.get('/wps/system/public-key');
      const { keyId, spki } = valueIn<{ keyId: string; spki: string }>(answer);
      return { keyId, key: await importPublicKey(spki) };
    })();
    const { keyId, key } = await this.#key;
    const timestamp = Date.now();
    const nonce = randomNonce();
    const plaintext = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const sealed = await sealCall(key, plaintext, { method, path: path.split('?')[0] ?? path, timestamp, nonce });
    return this.send(path, {
      ...options,
      method,
      headers: {
        'Content-Type': 'application/json',
        Encryption: sealed.encryption,
        'Encryption-Key-Id': keyId,
        'Encryption-Timestamp': String(timestamp),
        'Encryption-Nonce': nonce,
        ...options.headers,
      },
      body: JSON.stringify({ value: sealed.value }),
    });
  }

  login(payload: Record<string, unknown>, from: string) {
    return this.sealed('POST', '/wps/session/login', { type: 'username', ...payload }, { from });
  }

  async loggedIn(account: { username: string; password: string }, from: string): Promise<string> {
    const answer = await this.login({ username: account.username, password: account.password }, from);
    expectSuccess(answer, `${account.username} logs in`);
    return valueIn<{ token: string }>(answer).token;
  }

  setPasswordByPhone(payload: Record<string, string>, from: string) {
    return this.sealed('POST', '/wps/member/password/verification', payload, { from });
  }

  /** A captcha drawn for the address, and its answer as the development endpoint tells it. */
  async captcha(from: string): Promise<{ captchaId: string; answer: string }> {
    const drawn = await this.get('/wps/session/captcha', { from });
    expectSuccess(drawn, 'a captcha is drawn');
    const { captchaId } = valueIn<{ captchaId: string }>(drawn);
    const latest = valueIn<{ captchaId: string; answer: string }>(await this.get('/__dev/captcha'));
    check(latest?.captchaId === captchaId, 'the development endpoint to tell the captcha answer', 'another captcha');
    return latest;
  }

  async outbox(): Promise<OutboxEntry[]> {
    return valueIn<OutboxEntry[]>(await this.get('/__dev/outbox'));
  }

  /** The newest SMS code sent to a number. */
  async smsCode(recipient: string): Promise<string> {
    const sms = (await this.outbox()).find((entry) => entry.channel === 'sms' && entry.recipient === recipient);
    const code = sms?.code ?? /\b([0-9]{4,10})\b/.exec(sms?.body ?? '')?.[1];
    check(code !== undefined, `an SMS code sent to ${recipient}`, 'none in the outbox');
    return code;
  }

  /** A multipart/form-data body as a browser sends it (FormData through fetch's encoder). */
  async multipart(method: string, path: string, form: FormData, options: SendOptions = {}) {
    const encoded = new Request('http://gateway.invalid/', { method: 'POST', body: form });
    return this.send(path, {
      ...options,
      method,
      headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '', ...options.headers },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  async reset() {
    const answer = await this.json('POST', '/__dev/reset', {});
    expectSuccess(answer, 'the development reset');
  }

  async setMerchant(settings: Record<string, unknown>) {
    expectSuccess(await this.json('PUT', '/__dev/merchant', settings), 'the development merchant settings');
  }

  /**
   * Fails logins for an account from one address (with the right captcha once one is asked) until the gateway
   * answers login.locked; answers that first login.locked answer.
   */
  async lockAccount(username: string, from: string): Promise<{ answer: Answer; attempts: number }> {
    let captchaAsked = false;
    for (let attempt = 1; attempt <= 20; attempt++) {
      const payload: Record<string, unknown> = { username, password: `Wrong${attempt}pass` };
      if (captchaAsked) {
        const { captchaId, answer } = await this.captcha(from);
        Object.assign(payload, { captchaId, captcha: answer });
      }
      const answer = await this.login(payload, from);
      if (answer.body?.errorCode === 'login.locked') return { answer, attempts: attempt };
      if (answer.body?.errorCode === 'login.captcha.required') captchaAsked = true;
      else check(answer.status === 400, `wrong passwords for ${username}: 400 until locked`, said(answer));
    }
    throw new Refuted(`${username} locked by 20 wrong passwords`, 'no login.locked');
  }

  /**
   * Changes the gateway's database behind its back: the only way to make a real process's records look older than
   * they are, since its clock cannot be moved.
   */
  write<T>(change: (db: DatabaseSync) => T): T {
    const db = new DatabaseSync(this.#running.databasePath);
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      return change(db);
    } finally {
      db.close();
    }
  }

  /** The gateway's database, read-only, for what no call shows (a spent code). */
  read<T>(query: (db: DatabaseSync) => T): T {
    const db = new DatabaseSync(this.#running.databasePath, { readOnly: true });
    try {
      return query(db);
    } finally {
      db.close();
    }
  }
}

/** What an answer is, for the headers it must carry. */
type Kind = 'json' | 'html' | 'svg';

interface Attack {
  name: string;
  /** Answers what was observed; throws Refuted when the attack did not fail the way it must. */
  run(gateway: Gateway, from: () => string): Promise<string>;
}

const ATTACKS: Attack[] = [
  {
    name: 'password oracle on set-password-by-phone',
    async run(gateway, from) {
      const sent = await gateway.json('POST', '/wps/member/password/verification/sms', DEMO_MOBILE, { from: from() });
      expectSuccess(sent, 'the password SMS for demo01');
      const code = await gateway.smsCode(DEMO_RECIPIENT);
      // The current password first and last, 25 wrong ones between, each from another address.
      const guesses = [DEMO.password, ...Array.from({ length: 25 }, (_, i) => `Guess${i + 1}word`), DEMO.password];
      let limitedFrom = 0;
      let retryAfter = 0;
      for (const [index, newPassword] of guesses.entries()) {
        const answer = await gateway.setPasswordByPhone(
          { ...DEMO_MOBILE, verificationCode: wrongCode(code), newPassword },
          from(),
        );
        const which = `guess ${index + 1} (${newPassword === DEMO.password ? 'the current password' : 'a wrong one'}) with a wrong code`;
        check(answer.body?.errorCode !== 'modify.new.old.same', `${which}: never modify.new.old.same`, said(answer));
        if (index < 5) {
          expectCode(answer, 400, 'verification.code.invalid', which);
        } else {
          expectCode(answer, 429, 'rate.limited', `${which}, after 5 wrong codes for the number`);
          retryAfter = expectRetryAfter(answer, which);
          limitedFrom ||= index + 1;
        }
      }
      const right = await gateway.setPasswordByPhone(
        { ...DEMO_MOBILE, verificationCode: code, newPassword: 'Chosen1234' },
        from(),
      );
      expectCode(right, 429, 'rate.limited', 'the right code once the number is limited');
      const spent = gateway.read(
        (db) =>
          db
            .prepare(
              `SELECT used_at FROM sms_code WHERE dialing_code = '60' AND mobile_num = '123456789'
                 AND purpose = 'password' ORDER BY id DESC LIMIT 1`,
            )
            .get()?.used_at,
      );
      check(spent !== null && spent !== undefined, 'the outstanding code spent', 'the code still live');

      await gateway.reset();
      expectSuccess(
        await gateway.json('POST', '/wps/member/password/verification/sms', DEMO_MOBILE, { from: from() }),
        'the password SMS for demo01 after a reset',
      );
      const fresh = await gateway.smsCode(DEMO_RECIPIENT);
      const same = await gateway.setPasswordByPhone(
        { ...DEMO_MOBILE, verificationCode: fresh, newPassword: DEMO.password },
        from(),
      );
      expectCode(same, 400, 'modify.new.old.same', 'the right code with the current password');
      const changed = await gateway.setPasswordByPhone(
        { ...DEMO_MOBILE, verificationCode: fresh, newPassword: 'Chosen1234' },
        from(),
      );
      expectSuccess(changed, 'the same code, not spent, with a new password');
      await gateway.loggedIn({ username: DEMO.username, password: 'Chosen1234' }, from());
      return (
        `wrong code: 5× 400 verification.code.invalid (current password included), then guesses ${limitedFrom}-27 ` +
        `and the right code 429 rate.limited (Retry-After ${retryAfter} s), code spent; right code + current ` +
        `password 400 modify.new.old.same, then a new password 200`
      );
    },
  },
  {
    name: 'set-password-by-phone on a locked account',
    async run(gateway, from) {
      const { attempts } = await gateway.lockAccount(DEMO.username, from());
      const answers: Record<string, Answer> = {};
      for (const [name, mobile, recipient, password] of [
        ['locked', DEMO_MOBILE, DEMO_RECIPIENT, DEMO.password],
        ['unlocked', AGENT_MOBILE, AGENT_RECIPIENT, AGENT.password],
      ] as const) {
        expectSuccess(
          await gateway.json('POST', '/wps/member/password/verification/sms', mobile, { from: from() }),
          `the password SMS for the ${name} account`,
        );
        const code = await gateway.smsCode(recipient);
        const answer = await gateway.setPasswordByPhone(
          { ...mobile, verificationCode: wrongCode(code), newPassword: password },
          from(),
        );
        expectCode(answer, 400, 'verification.code.invalid', `the ${name} account, a wrong code`);
        answers[name] = answer;
      }
      check(
        answers.locked?.text === answers.unlocked?.text,
        'the same answer for the locked and the unlocked account',
        () => `${answers.locked?.text} against ${answers.unlocked?.text}`,
      );
      const code = await gateway.smsCode(DEMO_RECIPIENT);
      const right = await gateway.setPasswordByPhone(
        { ...DEMO_MOBILE, verificationCode: code, newPassword: 'Chosen1234' },
        from(),
      );
      expectSuccess(right, 'the locked account, the right code and a new password');
      return `locked after ${attempts} wrong passwords; a wrong code answers 400 verification.code.invalid, byte for byte as for an unlocked account; the right code 200`;
    },
  },
  {
    name: 'lockout by anyone through wrong captchas',
    async run(gateway, from) {
      const attacker = from();
      for (let attempt = 1; attempt <= 3; attempt++) {
        const answer = await gateway.login({ username: DEMO.username, password: `Wrong${attempt}pass` }, attacker);
        check(answer.status === 400, `wrong password ${attempt}: 400`, said(answer));
      }
      const seen = new Set<string>();
      for (let attempt = 1; attempt <= 7; attempt++) {
        const { captchaId, answer } = await gateway.captcha(attacker);
        const guess = answer === '0000' ? '1111' : '0000';
        const refused = await gateway.login(
          {
            username: DEMO.username,
            password: `Wrong${attempt}pass`,
            captchaId,
            captcha: guess.slice(0, answer.length),
          },
          attacker,
        );
        check(refused.status >= 400 && refused.status < 500, `wrong captcha ${attempt}: a 4xx`, said(refused));
        seen.add(said(refused));
      }
      const owner = from();
      let answer = await gateway.login({ username: DEMO.username, password: DEMO.password }, owner);
      let withCaptcha = false;
      if (answer.body?.errorCode === 'login.captcha.required') {
        const { captchaId, answer: solved } = await gateway.captcha(owner);
        answer = await gateway.login(
          { username: DEMO.username, password: DEMO.password, captchaId, captcha: solved },
          owner,
        );
        withCaptcha = true;
      }
      check(
        answer.body?.errorCode !== 'login.locked',
        'the owner, from another address: not login.locked',
        said(answer),
      );
      expectSuccess(answer, 'the owner with the right password, from another address');
      return `3 wrong passwords and 7 wrong captchas from A (${[...seen].join(', ')}); the owner from B logs in (200${withCaptcha ? ', after a captcha' : ''})`;
    },
  },
  {
    name: 'e-mail recovery changes nothing until its link is used',
    async run(gateway, from) {
      const token = await gateway.loggedIn(DEMO, from());
      const matching = await gateway.form('/wps/member/password/email', DEMO_RECOVERY, { from: from() });
      expectSuccess(matching, 'recovery for a matching pair');
      const other = await gateway.form(
        '/wps/member/password/email',
        { username: DEMO.username, email: 'nobody@example.com' },
        { from: from() },
      );
      check(
        other.status === matching.status && other.text === matching.text,
        `recovery for a pair that does not match: the same answer (${matching.text})`,
        `${other.status} ${other.text}`,
      );
      await gateway.loggedIn(DEMO, from());
      const info = await gateway.get('/wps/member/info', { headers: { Authorization: token }, from: from() });
      expectSuccess(info, 'the session opened before the recovery');
      const mail = (await gateway.outbox()).find(
        (entry) => entry.channel === 'email' && entry.recipient === DEMO.email,
      );
      check(mail !== undefined, `a mail to ${DEMO.email}`, 'none in the outbox');
      check(
        !/(temporary|new) password (is|:)|password: /i.test(mail.body) && !mail.body.includes(DEMO.password),
        'a mail with no password in it',
        mail.body,
      );
      const link = /(\S*[#?&]token=([A-Za-z0-9_\-.~%]{16,}))/.exec(mail.body);
      check(link?.[2] !== undefined, 'a mail with a one-time link carrying a token', mail.body);
      const resetToken = decodeURIComponent(link[2]);

      const strays = (await gateway.outbox()).filter((entry) => entry.recipient === 'nobody@example.com');
      check(strays.length === 0, 'no mail to an address that is not the account’s', `${strays.length} mails`);

      const used = await resetWith(gateway, resetToken, 'Reset1234', from());
      expectSuccess(used, 'the link used with a new password');
      const old = await gateway.login({ username: DEMO.username, password: DEMO.password }, from());
      expectCode(old, 400, 'login.failed', 'the old password after the reset');
      await gateway.loggedIn({ username: DEMO.username, password: 'Reset1234' }, from());
      const ended = await gateway.get('/wps/member/info', { headers: { Authorization: token }, from: from() });
      check(ended.status === 401, 'the session opened before the reset: 401', said(ended));
      const again = await resetWith(gateway, resetToken, 'Again1234', from());
      expectCode(again, 400, 'reset.token.invalid', 'the same link a second time');
      const madeUp = await resetWith(gateway, 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMTIzNDU2Nzg4OQ', 'Again1234', from());
      expectCode(madeUp, 400, 'reset.token.invalid', 'a made-up token');
      // A process's clock cannot be moved: the link is aged in the database instead, by 30 minutes and a second.
      const late = await resetWith(
        gateway,
        await agedResetToken(gateway, from(), 30 * 60_000 + 1_000),
        'Late1234',
        from(),
      );
      expectCode(late, 400, 'reset.token.invalid', 'a link used 30 minutes and a second after it was sent');
      const inTime = await resetWith(gateway, await agedResetToken(gateway, from(), 29 * 60_000), 'InTime1234', from());
      expectSuccess(inTime, 'a link used 29 minutes after it was sent');
      return `200 for a matching and a non-matching pair alike; old password and session kept; the mail has a link, no password; the link resets once (sessions ended), then ${said(again)}; made-up ${said(madeUp)}; after 30 min ${said(late)}, after 29 min 200`;
    },
  },
  {
    name: 'agent notices kept from visitors and players',
    async run(gateway, from) {
      const created = await gateway.json('POST', '/__dev/content', {
        kind: 'notice',
        type: 'A',
        title: 'Agents only: commission tables',
      });
      expectSuccess(created, 'an agent notice is added');
      const agentNotices = new Set(
        gateway.read((db) =>
          db
            .prepare("SELECT id FROM announcement WHERE merchant_code = 'DEMO' AND type = 'A'")
            .all()
            .map((row) => Number(row.id)),
        ),
      );
      const player = await gateway.loggedIn(DEMO, from());
      const agent = await gateway.loggedIn(AGENT, from());
      const lists = [
        '/wps/system/announcements?types=A',
        '/wps/system/announcements?types=PL,A',
        '/wps/system/announcements?types=A,PL,B,PU,PR,H&groupName=m_home&platform=M',
        '/wps/system/notices',
        '/wps/system/announcements/popular',
      ];
      for (const [who, token] of [
        ['a visitor', undefined],
        ['a player', player],
      ] as const) {
        for (const path of lists) {
          const answer = await gateway.get(path, { headers: { Authorization: token }, from: from() });
          expectSuccess(answer, `${path} for ${who}`);
          const leaked = [...idsIn(answer.body?.value)].filter((id) => agentNotices.has(id));
          check(leaked.length === 0, `${path} for ${who}: no agent notice`, `agent notices ${leaked.join(', ')}`);
        }
      }
      const forAgent = await gateway.get('/wps/system/notices', { headers: { Authorization: agent }, from: from() });
      expectSuccess(forAgent, 'the notices for an agent');
      const shown = [...idsIn(forAgent.body?.value)].filter((id) => agentNotices.has(id));
      check(
        shown.length === agentNotices.size,
        `all ${agentNotices.size} agent notices for an agent`,
        `${shown.length}`,
      );
      const [noticeId] = agentNotices;
      const marked = await gateway.json(
        'POST',
        '/wps/member/announcements/read',
        { announcementId: noticeId, read: true },
        { headers: { Authorization: player }, from: from() },
      );
      expectCode(marked, 404, 'resource.not.found', 'a player marking an agent notice read');
      return `${lists.length} lists show visitors and players none of the ${agentNotices.size} agent notices, an agent all; a player marking one read: ${said(marked)}`;
    },
  },
  {
    name: 'uniform answers and one SMS limit',
    async run(gateway, from) {
      const unknownNumber = { countryDialingCode: '+60', mobileNum: '199999901' };
      const shapes: string[] = [];
      for (const path of ['/wps/session/sms', '/wps/member/password/verification/sms', '/wps/member/register/sms']) {
        const known = await gateway.json('POST', path, DEMO_MOBILE, { from: from() });
        const unknown = await gateway.json('POST', path, unknownNumber, { from: from() });
        const shape = (answer: Answer) =>
          `${said(answer)} ${JSON.stringify(Object.keys((answer.body?.value as object | undefined) ?? {}))}`;
        check(
          shape(known) === shape(unknown),
          `${path}: a number without an account answers as one with (${shape(known)})`,
          shape(unknown),
        );
        shapes.push(`${path} ${shape(known)}`);
      }
      const matching = await gateway.form('/wps/member/password/email', DEMO_RECOVERY, { from: from() });
      const other = await gateway.form(
        '/wps/member/password/email',
        { username: 'nosuchplayer', email: 'nobody@example.com' },
        { from: from() },
      );
      check(
        matching.status === other.status && matching.text === other.text,
        `e-mail recovery: an unknown pair answers as a known one (${matching.status} ${matching.text})`,
        `${other.status} ${other.text}`,
      );

      const one = from();
      const number = (n: number) => ({ countryDialingCode: '+60', mobileNum: `19999991${n}` });
      const calls: [string, () => Promise<Answer>][] = [
        ['login SMS', () => gateway.json('POST', '/wps/session/sms', number(1), { from: one })],
        ['register SMS', () => gateway.json('POST', '/wps/member/register/sms', number(2), { from: one })],
        ['password SMS', () => gateway.json('POST', '/wps/member/password/verification/sms', number(3), { from: one })],
        [
          'set-password check',
          () =>
            gateway.setPasswordByPhone({ ...number(3), verificationCode: '000000', newPassword: 'Chosen1234' }, one),
        ],
        ['login SMS', () => gateway.json('POST', '/wps/session/sms', number(5), { from: one })],
        [
          'set-password check',
          () =>
            gateway.setPasswordByPhone({ ...number(5), verificationCode: '000000', newPassword: 'Chosen1234' }, one),
        ],
        ['login SMS', () => gateway.json('POST', '/wps/session/sms', number(7), { from: one })],
      ];
      const seen: string[] = [];
      for (const [index, [name, call]] of calls.entries()) {
        const answer = await call();
        seen.push(`${name} ${said(answer)}`);
        if (index < 5) {
          check(answer.status !== 429, `call ${index + 1} from one address (${name}): not yet limited`, said(answer));
        } else {
          expectCode(answer, 429, 'rate.limited', `call ${index + 1} from one address (${name})`);
          expectRetryAfter(answer, `call ${index + 1} (${name})`);
        }
      }
      return `${shapes.join('; ')} for known and unknown numbers; e-mail ${matching.status} either way; from one address: ${seen.join(', ')}`;
    },
  },
  {
    name: 'region restriction on free play and game lists',
    async run(gateway, from) {
      await gateway.setMerchant({ regionRestriction: true });
      const calls: [string, () => Promise<Answer>][] = [
        ['free play', () => gateway.send('/wps/session/login/freeplay', { method: 'POST', from: from() })],
        ['trial name', () => gateway.get('/wps/session/trial', { from: from() })],
        [
          'game list',
          () => gateway.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18', { from: from() }),
        ],
        ['hot games', () => gateway.get('/wps/relay/GCSGAME_hotGames?pageNo=1&pageSize=18', { from: from() })],
        ['vendors', () => gateway.get('/wps/relay/GCSGAME_vendors?gameType=RNG', { from: from() })],
        ['game menus', () => gateway.get('/lgw/games/game_menus', { from: from() })],
        ['lottery list', () => gateway.get('/lgw/lottery/lott_list', { from: from() })],
        ['lottery menu', () => gateway.get('/lgw/lottery/menu', { from: from() })],
      ];
      for (const [name, call] of calls) expectCode(await call(), 403, 'region.restricted', name);
      return `${calls.map(([name]) => name).join(', ')}: 403 region.restricted`;
    },
  },
  {
    name: 'trial resumption and trial caps',
    async run(gateway, from) {
      const open = (body: unknown, options: SendOptions) =>
        body === undefined
          ? gateway.send('/wps/session/login/freeplay', { ...options, method: 'POST' })
          : gateway.json('POST', '/wps/session/login/freeplay', body, options);
      const first = await open(undefined, { from: from() });
      expectSuccess(first, 'a first visitor opens a trial');
      const second = await open(undefined, { from: from() });
      expectSuccess(second, 'a second visitor opens a trial');
      const victim = valueIn<{ userName: string; token: string }>(first);
      const other = valueIn<{ userName: string; token: string }>(second);
      const outcomes: string[] = [];
      for (const [how, headers] of [
        ['without its token', {}],
        ["with another trial's token", { Authorization: other.token }],
      ] as const) {
        const answer = await open({ trialName: victim.userName }, { headers, from: from() });
        const resumed =
          answer.body?.success === true && valueIn<{ userName: string }>(answer).userName === victim.userName;
        check(!resumed, `another visitor's trial name ${how}: not resumed`, `${said(answer)} as ${victim.userName}`);
        outcomes.push(`${how} ${said(answer)}`);
      }
      const one = from();
      let opened = 0;
      let capped: Answer | undefined;
      for (let attempt = 1; attempt <= 12 && !capped; attempt++) {
        const answer = await open(undefined, { from: one });
        if (answer.status === 429) capped = answer;
        else {
          expectSuccess(answer, `trial ${attempt} from one address`);
          opened++;
        }
      }
      check(capped !== undefined, 'trials from one address capped: a 429 within 12', `${opened} trials opened`);
      expectCode(capped, 429, 'rate.limited', `trial ${opened + 1} from one address`);
      check(opened === 5, '5 trials an address', `${opened}`);
      expectRetryAfter(capped, 'the capped trial');

      // A day later (the trial's row made 24 hours and a second older), its session ends and the next trial
      // opened removes its row.
      gateway.write((db) =>
        db
          .prepare('UPDATE member SET created_at = created_at - ? WHERE username = ?')
          .run(24 * 3_600_000 + 1_000, victim.userName),
      );
      const stale = await gateway.get('/wps/member/wallet', { headers: { Authorization: victim.token }, from: from() });
      check(stale.status === 401, 'a trial session a day old: 401', said(stale));
      expectSuccess(await open(undefined, { from: from() }), 'a trial opened a day later');
      const kept = gateway.read(
        (db) => db.prepare('SELECT count(*) AS n FROM member WHERE username = ?').get(victim.userName)?.n,
      );
      check(Number(kept) === 0, 'the day-old trial removed', `${kept} rows`);
      return `another's trial name ${outcomes.join(', ')}; one address opens ${opened} trials, then ${said(capped)}; a day-old trial's session 401 and its row removed`;
    },
  },
  {
    name: 'open redirect through backUrl',
    async run(gateway, from) {
      const token = await gateway.loggedIn(DEMO, from());
      const cases: [string, string][] = [
        ['//evil.example/phish', '/m/home'],
        ['https://evil.example/', '/m/home'],
        ['/\\evil.example', '/m/home'],
        ['/%5Cevil.example', '/m/home'],
        ['javascript:alert(1)', '/m/home'],
        ['/m/home?x=1', '/m/home?x=1'],
      ];
      for (const [backUrl, expected] of cases) {
        const query = `backUrl=${encodeURIComponent(backUrl)}`;
        let launch = await gateway.get(`/lgw/games/launch?vassalage=PG&${query}`, {
          headers: { Authorization: token },
          from: from(),
        });
        // A gateway may refuse the address at launch; the play page is then tried with it directly.
        if (launch.status === 400) {
          launch = await gateway.get('/lgw/games/launch?vassalage=PG', {
            headers: { Authorization: token },
            from: from(),
          });
        }
        expectSuccess(launch, `a launch with backUrl ${backUrl}`);
        const { url } = valueIn<{ url: string }>(launch);
        const page = await gateway.get(`${url}?${query}`, { headers: { Device: undefined, Merchant: undefined } });
        const location = header(page, 'location');
        check(
          !location || /^\/(?![/\\])/.test(location),
          `no redirect off-site for ${backUrl}`,
          `Location ${location}`,
        );
        check(page.status === 200, `the play page for backUrl ${backUrl}: 200`, said(page));
        const links = [...page.text.matchAll(/href="([^"]*)"/g)].map((match) =>
          (match[1] ?? '')
            .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
            .replace(/&amp;/g, '&'),
        );
        check(links.includes(expected), `the back link for ${backUrl}: ${expected}`, links.join(' ') || 'no link');
        const offSite = links.filter((link) => !/^\/(?![/\\])/.test(link) || /evil/i.test(link));
        check(offSite.length === 0, `no off-site link for ${backUrl}`, offSite.join(' '));
      }
      return `${cases.length - 1} hostile backUrls fall back to /m/home; /m/home?x=1 is kept`;
    },
  },
  {
    name: 'duplicate JSON keys',
    async run(gateway, from) {
      const token = await gateway.loggedIn(DEMO, from());
      const auth = { headers: { Authorization: token }, from: from() };
      const listed = await gateway.get('/wps/relay/MCSFE_getDailySalaryContract', auth);
      expectSuccess(listed, 'the contracts awaiting demo01');
      const [contract] = valueIn<{ received: { id: number; status: string }[] }>(listed).received;
      check(contract !== undefined, 'a contract awaiting demo01', 'none');
      const decided = await gateway.json(
        'POST',
        '/wps/relay/MCSFE_processDailySalaryContract',
        `{"contractId":${contract.id},"decision":"reject","decision":"accept"}`,
        auth,
      );
      expectCode(decided, 400, 'request.invalid', 'a contract decision with "decision" twice');
      const after = await gateway.get('/wps/relay/MCSFE_getDailySalaryContract', auth);
      const still = valueIn<{ received: { id: number; status: string }[] }>(after).received.find(
        (item) => item.id === contract.id,
      );
      check(still?.status === contract.status, `the contract still ${contract.status}`, `${still?.status}`);
      const inner = await gateway.sealed(
        'POST',
        '/wps/session/login',
        `{"type":"username","username":"nosuchplayer","username":"${DEMO.username}","password":"${DEMO.password}"}`,
        { from: from() },
      );
      expectCode(inner, 400, 'request.invalid', 'an encrypted login whose payload has "username" twice');
      const nested = await gateway.json(
        'PUT',
        '/__dev/merchant',
        '{"registrationFields":{"nickname":{"required":false,"required":true}}}',
        { from: from() },
      );
      expectCode(nested, 400, 'request.invalid', 'a body with a key repeated one level down');
      return `a repeated key at the top, inside an encrypted payload and one level down: 400 request.invalid; the contract unchanged`;
    },
  },
  {
    name: 'security headers',
    async run(gateway, from) {
      const token = await gateway.loggedIn(DEMO, from());
      const answers: [string, Answer, Kind, boolean][] = [];
      const add = (name: string, answer: Answer, kind: Kind, private_ = false) =>
        answers.push([name, answer, kind, private_]);
      add('system status', await gateway.get('/wps/system/status', { from: from() }), 'json');
      add('game list', await gateway.get('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=18', { from: from() }), 'json');
      add('unknown route', await gateway.get('/wps/no/such/route', { from: from() }), 'json');
      add(
        'unknown merchant',
        await gateway.get('/wps/system/status', { headers: { Merchant: 'NOPE' }, from: from() }),
        'json',
      );
      add('login', await gateway.login({ username: DEMO.username, password: DEMO.password }, from()), 'json', true);
      add('failed login', await gateway.login({ username: DEMO.username, password: 'Wrong1pass' }, from()), 'json');
      add(
        'free play',
        await gateway.send('/wps/session/login/freeplay', { method: 'POST', from: from() }),
        'json',
        true,
      );
      add(
        'member info',
        await gateway.get('/wps/member/info', { headers: { Authorization: token }, from: from() }),
        'json',
        true,
      );
      const registering = from();
      const mobile = { countryDialingCode: '+60', mobileNum: '188888811' };
      expectSuccess(
        await gateway.json('POST', '/wps/member/register/sms', mobile, { from: registering }),
        'the registration SMS',
      );
      const code = await gateway.smsCode('+60 188888811');
      const { captchaId, answer: captcha } = await gateway.captcha(registering);
      const registered = await gateway.sealed(
        'PUT',
        '/wps/member/register',
        {
          registerUrl: 'm.demo.example.test',
          registerMethod: 'H5',
          username: 'headers11',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ...mobile,
          verificationCode: code,
          captchaId,
          captcha,
          type: 0,
        },
        { from: registering },
      );
      expectSuccess(registered, 'a registration');
      add('register', registered, 'json', true);
      const launch = await gateway.get('/lgw/games/launch?vassalage=PG', {
        headers: { Authorization: token },
        from: from(),
      });
      expectSuccess(launch, 'a game launch');
      const play = await gateway.get(valueIn<{ url: string }>(launch).url, { from: from() });
      add('play page', play, 'html');
      add('spent play page', await gateway.get(valueIn<{ url: string }>(launch).url, { from: from() }), 'html');
      const art = await gateway.get(artUrl('game', 'PG-001'), { from: from() });
      check(/^image\/svg\+xml/.test(header(art, 'content-type')), 'game art: an SVG', said(art));
      add('game art', art, 'svg');

      const wanted: [string, (answer: Answer, kind: Kind, private_: boolean) => boolean][] = [
        ['an answer', (answer) => !answer.error],
        ['nosniff', (answer) => header(answer, 'x-content-type-options') === 'nosniff'],
        ['Referrer-Policy no-referrer', (answer) => header(answer, 'referrer-policy') === 'no-referrer'],
        [
          "CSP default-src 'none'",
          (answer, kind) => kind === 'html' || /default-src 'none'/.test(header(answer, 'content-security-policy')),
        ],
        [
          "CSP frame-ancestors 'none'",
          (answer, kind) => kind === 'svg' || /frame-ancestors 'none'/.test(header(answer, 'content-security-policy')),
        ],
        [
          'X-Frame-Options DENY',
          (answer, kind) => kind !== 'html' || /^DENY$/i.test(header(answer, 'x-frame-options')),
        ],
        [
          'Cache-Control no-store',
          (answer, _, private_) => !private_ || /no-store/.test(header(answer, 'cache-control')),
        ],
      ];
      const missing = wanted.flatMap(([what, holds]) => {
        const without = answers.filter(([, answer, kind, private_]) => !holds(answer, kind, private_));
        return without.length ? [`${what} on ${without.map(([name]) => name).join(', ')}`] : [];
      });
      check(missing.length === 0, 'every header on every answer', `no ${missing.join('; no ')}`);
      return `${answers.length} answers (${answers.map(([name]) => name).join(', ')}) carry nosniff and no-referrer; JSON and SVG a default-src 'none' CSP; pages frame-ancestors 'none' and DENY; token answers no-store`;
    },
  },
  {
    name: 'oversized request line and headers',
    async run(gateway, from) {
      const url = await gateway.get(`/wps/system/status?padding=${'a'.repeat(100_000)}`, { from: from() });
      expectCode(url, 414, 'request.uri.too.long', 'a 100 kB URL');
      const big = await gateway.get('/wps/system/status', {
        headers: { 'X-Padding': 'a'.repeat(64 * 1024) },
        from: from(),
      });
      expectCode(big, 431, 'request.header.too.large', 'a 64 kB header');
      const after = await gateway.get('/wps/system/status', { from: from() });
      expectSuccess(after, 'the next request');
      return `100 kB URL: ${said(url)}; 64 kB header: ${said(big)}; both with the envelope`;
    },
  },
  {
    name: 'NUL in query and body strings',
    async run(gateway, from) {
      const calls: [string, () => Promise<Answer>][] = [
        [
          'a search term',
          () => gateway.get('/wps/relay/GCSGAME_gameList?gameName=dra%00gon&pageNo=1&pageSize=18', { from: from() }),
        ],
        [
          'a query string',
          () => gateway.get('/wps/system/announcements?types=PL&groupName=m_%00home', { from: from() }),
        ],
        [
          'a JSON string',
          () => gateway.json('POST', '/wps/session/login/freeplay', '{"trialName":"trial\\u0000x"}', { from: from() }),
        ],
        [
          'a form field',
          () =>
            gateway.form(
              '/wps/member/password/email',
              { username: 'demo01\u0000', email: DEMO.email },
              { from: from() },
            ),
        ],
        ['an encrypted field', () => gateway.login({ username: 'demo01\u0000', password: DEMO.password }, from())],
      ];
      for (const [name, call] of calls) expectCode(await call(), 400, 'request.invalid', `a NUL in ${name}`);
      return `${calls.map(([name]) => name).join(', ')}: 400 request.invalid`;
    },
  },
  {
    name: 'Device header checked',
    async run(gateway, from) {
      const list = '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=18';
      const refused: [string, string, string | undefined][] = [
        ['game list', list, undefined],
        ['game list', list, 'banana'],
        ['game list', list, '2'],
        ['notices', '/wps/system/notices', undefined],
        ['game menus', '/lgw/games/game_menus', undefined],
        ['game menus', '/lgw/games/game_menus', '9'],
      ];
      for (const [name, path, device] of refused) {
        const answer = await gateway.get(path, { headers: { Device: device }, from: from() });
        expectCode(
          answer,
          400,
          'request.invalid',
          `${name} with ${device === undefined ? 'no Device' : `Device ${device}`}`,
        );
      }
      for (const device of ['1', '3', 'OTHERS']) {
        expectSuccess(await gateway.get(list, { headers: { Device: device }, from: from() }), `Device ${device}`);
      }
      const token = await gateway.loggedIn(DEMO, from());
      const launch = await gateway.get('/lgw/games/launch?vassalage=PG', {
        headers: { Authorization: token },
        from: from(),
      });
      expectSuccess(launch, 'a game launch');
      const page = await gateway.get(valueIn<{ url: string }>(launch).url, {
        headers: { Device: undefined, Merchant: undefined },
        from: from(),
      });
      check(page.status === 200, 'the play page without platform headers: 200', said(page));
      return `missing or invalid Device: 400 request.invalid (${refused.length} calls); 1, 3 and OTHERS accepted; the play page needs none`;
    },
  },
  {
    name: 'first login.locked carries Retry-After',
    async run(gateway, from) {
      const { answer, attempts } = await gateway.lockAccount(DEMO.username, from());
      expectCode(answer, 429, 'login.locked', `wrong password ${attempts}`);
      const seconds = expectRetryAfter(answer, 'the first login.locked');
      return `wrong password ${attempts} answers 429 login.locked with Retry-After ${seconds}`;
    },
  },
  {
    name: 'e-mail pattern denial of service',
    async run(gateway, from) {
      const email = `${'a.'.repeat(5000)}!`;
      const times: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await gateway.form(
          '/wps/member/password/email',
          { username: DEMO.username, email },
          { from: from() },
        );
        check(answer.status === 400, 'a 10,000-character e-mail: 400', said(answer));
        times.push(answer.ms);
      }
      const fastest = Math.min(...times);
      check(fastest < 200, 'an answer within 200 ms', `${Math.round(fastest)} ms at best`);
      return `400 in ${times.map((ms) => Math.round(ms)).join(', ')} ms`;
    },
  },
  {
    name: 'upload limits: oversized and wrong-type images',
    async run(gateway, from) {
      const token = await gateway.loggedIn(DEMO, from());
      const promotion = gateway.read((db) =>
        Number(db.prepare("SELECT id FROM announcement WHERE type = 'PR' AND title = 'Weekly missions'").get()?.id),
      );
      const stored = () =>
        gateway.read((db) =>
          ['promotion_entry', 'uploaded_image', 'feedback']
            .map((table) => `${table} ${Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n)}`)
            .join(', '),
        );
      const before = stored();
      const png = (size: number) => {
        const bytes = Buffer.alloc(size);
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
        return bytes;
      };
      const form = (fields: Record<string, string>, images: Blob[]) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        images.forEach((image, index) => {
          body.append('images', image, `picture-${index}.png`);
        });
        return body;
      };
      const apply = (images: Blob[]) =>
        gateway.multipart('POST', '/wps/member/promotions/apply', form({ promotionId: String(promotion) }, images), {
          headers: { Authorization: token },
          from: from(),
        });
      const feedback = (images: Blob[]) =>
        gateway.multipart('PUT', '/wps/member/feedback', form({ content: 'Pictures of the problem' }, images), {
          headers: { Authorization: token },
          from: from(),
        });
      const attempts: [string, () => Promise<Answer>, number, string][] = [
        [
          'a 5 MB + 1 byte PNG',
          () => apply([new Blob([png(5_242_881)], { type: 'image/png' })]),
          413,
          'image.too.large',
        ],
        [
          'an SVG with a script named .png',
          () =>
            apply([
              new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
                type: 'image/png',
              }),
            ]),
          400,
          'image.type.invalid',
        ],
        [
          'a GIF declared as PNG',
          () => apply([new Blob(['GIF89a\x01\x00\x01\x00;'], { type: 'image/png' })]),
          400,
          'image.type.invalid',
        ],
        [
          'a PNG declared as HTML',
          () => apply([new Blob([png(64)], { type: 'text/html' })]),
          400,
          'image.type.invalid',
        ],
        ['four images', () => apply([1, 2, 3, 4].map(() => new Blob([png(64)]))), 400, 'image.count.exceeded'],
        ['a 20 MB body', () => apply([1, 2, 3, 4].map(() => new Blob([png(5_000_000)]))), 413, 'request.too.large'],
        ['feedback with a 6 MB PNG', () => feedback([new Blob([png(6_000_000)])]), 413, 'image.too.large'],
        [
          'feedback with an EXE',
          () => feedback([new Blob(['MZ\x90\x00'], { type: 'image/jpeg' })]),
          400,
          'image.type.invalid',
        ],
      ];
      const seen: string[] = [];
      for (const [what, send, status, code] of attempts) {
        let answer = await send();
        // A refused upload may be cut while the client still writes (EPIPE, ECONNRESET): that race is the transport's,
        // not the gateway's answer, so the upload is sent again (at most 3 times) until the answer is read.
        for (let again = 0; again < 3 && (answer.error === 'EPIPE' || answer.error === 'ECONNRESET'); again += 1) {
          answer = await send();
        }
        expectCode(answer, status, code, what);
        seen.push(`${status} ${code}`);
      }
      const after = stored();
      check(after === before, `nothing stored (${before})`, after);
      return `${seen.join(', ')}; stored rows unchanged (${after})`;
    },
  },
];

/** A reset link's token used with a new password, as the page behind the link sends them. */
function resetWith(gateway: Gateway, token: string, newPassword: string, from: string) {
  return gateway.json('POST', '/wps/member/password/reset', { token, newPassword }, { from });
}

/** A fresh reset link for demo01, made to look `ageMs` old by moving its times back in the database. */
async function agedResetToken(gateway: Gateway, from: string, ageMs: number): Promise<string> {
  expectSuccess(await gateway.form('/wps/member/password/email', DEMO_RECOVERY, { from }), 'another recovery mail');
  const mail = (await gateway.outbox()).find((entry) => entry.channel === 'email' && entry.recipient === DEMO.email);
  const token = /[#?&]token=([A-Za-z0-9_-]{16,})/.exec(mail?.body ?? '')?.[1];
  check(token !== undefined, 'a mail with a link', mail?.body ?? 'none');
  gateway.write((db) =>
    db
      .prepare(
        'UPDATE password_reset SET created_at = created_at - ?, expires_at = expires_at - ? WHERE used_at IS NULL',
      )
      .run(ageMs, ageMs),
  );
  return token;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Refuted(`an answer within ${ms / 1000} s`, 'a hang')), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const running = await startGatewayProcess({ command: process.execPath, args: [SERVER] });
const gateway = new Gateway(running);
let passed = 0;
let failed = 0;
const started = performance.now();
try {
  for (const [index, attack] of ATTACKS.entries()) {
    const number = index + 1;
    try {
      await gateway.reset();
      const observed = await withTimeout(attack.run(gateway, addresses(number)), ATTACK_TIMEOUT_MS);
      passed++;
      console.info(`PASS ${number} ${attack.name}: ${observed}`);
    } catch (error) {
      failed++;
      const why = error instanceof Refuted ? error.message : `expected the attack to run, got ${String(error)}`;
      console.info(`FAIL ${number} ${attack.name}: ${why}`);
    }
  }
} finally {
  await running.stop();
}
console.info(`${passed} passed, ${failed} failed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = failed ? 1 : 0;
