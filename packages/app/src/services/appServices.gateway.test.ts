import { DatabaseSync } from 'node:sqlite';
import { fetchRegisterSettings, fetchRegisterValidation } from '@wl/api/registration';
import { changePasswordMachine } from '@wl/domain/change-password-machine';
import { gameCenterMachine } from '@wl/domain/game-center-machine';
import { loginMachine } from '@wl/domain/login-machine';
import { logoutMachine } from '@wl/domain/logout-machine';
import { noticesMachine } from '@wl/domain/notices-machine';
import { registrationMachine } from '@wl/domain/registration-machine';
import { smsCodeMachine } from '@wl/domain/sms-code-machine';
import { describe, expect, it } from 'vitest';
import { createActor, type InputFrom, type SnapshotFrom, toPromise, waitFor } from 'xstate';
import { createMachineImplementations } from '../actors/machineActors.ts';
import { memoryBrowser, referenceGateway } from '../testing/referenceGateway.ts';
import type { AppServices } from './appServices.ts';

/**
 * The app layer against the real reference gateway (its `wl-gateway` bin, a declared dev dependency), over a fresh
 * database: what a screen gets when it sends a machine events, and what the gateway and the browser storage hold.
 */
const gateway = referenceGateway();

function services(device = memoryBrowser()) {
  return gateway.services(device);
}

function sessionRows(userName: string): { token: string }[] {
  const db = new DatabaseSync(gateway.databasePath, { readOnly: true });
  try {
    return db
      .prepare('SELECT s.token FROM session s JOIN member m ON m.id = s.member_id WHERE m.username = ?')
      .all(userName) as { token: string }[];
  } finally {
    db.close();
  }
}

/** What a phone or a mailbox would receive, and the latest captcha's answer: the gateway's development endpoints. */
async function dev<T>(path: string): Promise<T> {
  const response = await fetch(`${gateway.baseUrl}${path}`, { headers: { Merchant: 'DEMO', Device: '3' } });
  const body = (await response.json()) as { value: T };
  return body.value;
}

async function ready(app: AppServices) {
  return waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }) || snapshot.matches('anonymous'), {
    timeout: 20_000,
  });
}

/** A registration from this test's page (127.0.0.1, H5) under the merchant's settings and validation rules. */
function startRegistration(
  app: AppServices,
  { settings, validation }: Pick<InputFrom<typeof registrationMachine>, 'settings' | 'validation'>,
) {
  return createActor(registrationMachine.provide(createMachineImplementations(app.actorContext).registration), {
    input: {
      settings,
      validation,
      registerUrl: '127.0.0.1',
      registerMethod: 'H5',
      domain: '127.0.0.1',
      affiliateCodeValidated: false,
      today: new Date().toISOString().slice(0, 10),
    },
  }).start();
}

async function logIn(app: AppServices, username: string, password: string) {
  const login = createActor(loginMachine.provide(createMachineImplementations(app.actorContext).login), {
    input: { side: 'member', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '60' },
  }).start();
  login.send({ type: 'CHANGE', field: 'username', value: username });
  login.send({ type: 'CHANGE', field: 'password', value: password });
  login.send({ type: 'SUBMIT' });
  const settled = await waitFor(login, (snapshot) => snapshot.status === 'done' || snapshot.matches('editing'), {
    timeout: 20_000,
  });
  return settled;
}

describe('app services against the reference gateway', () => {
  it('logs demo01 in: the session actor renews the member and fetches the wallet, and nothing readable holds the password', async () => {
    const { app, device } = services();
    expect((await ready(app)).value).toBe('anonymous');

    const login = await logIn(app, 'demo01', 'Demo1234');
    expect(login.status).toBe('done');
    const active = await ready(app);
    expect(active.context.member?.account).toBe('demo01');
    expect(active.context.wallet?.sumBalance).toBe(1234.56);

    const stored = JSON.parse(device.local.getItem('MC_SESSION_INFO') ?? '{}');
    expect(stored).toMatchObject({ userName: 'demo01', type: 0, merchantCode: 'DEMO' });
    expect(sessionRows('demo01').map((row) => row.token)).toContain(stored.token);
    // Remember-me is on by default: the record is kept, sealed, and the password is nowhere in plain text.
    expect(device.local.getItem('MC_REMEMBERED_LOGIN')).not.toBeNull();
    expect(device.local.dump() + device.session.dump()).not.toContain('Demo1234');
    expect(await app.remembered.load()).toMatchObject({ type: 'username', username: 'demo01', password: 'Demo1234' });
    app.stop();
  });

  it('refuses a wrong password with the gateway code and keeps the visitor anonymous', async () => {
    const { app } = services();
    await ready(app);
    const login = await logIn(app, 'demo01', 'Wrong1234');
    expect(login.context.error).toBe('login.failed');
    expect(app.session.getSnapshot().value).toBe('anonymous');
    app.stop();
  });

  it('restores the stored session in a new page: the token is read from storage and the member renewed', async () => {
    const first = services();
    await ready(first.app);
    await logIn(first.app, 'demo01', 'Demo1234');
    await ready(first.app);
    first.app.stop();

    const second = services(first.device);
    const restored = await ready(second.app);
    expect(restored.hasTag('loggedIn')).toBe(true);
    expect(restored.context.session?.userName).toBe('demo01');
    expect(restored.context.member?.account).toBe('demo01');
    second.app.stop();
  });

  it('ends a stored session the gateway no longer knows, clearing it from storage', async () => {
    const device = memoryBrowser();
    device.local.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({
        token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        merchantCode: 'DEMO',
        userName: 'demo01',
        type: 0,
        firstTimeLogin: false,
      }),
    );
    const { app } = services(device);
    const ended = await waitFor(app.session, (snapshot) => snapshot.context.message === 'session.expired', {
      timeout: 20_000,
    });
    expect(ended.context.session).toBeUndefined();
    await waitFor(app.session, (snapshot) => snapshot.matches('anonymous'));
    expect(device.local.getItem('MC_SESSION_INFO')).toBeNull();
    app.stop();
  });

  it('logs out: the gateway ends the session, storage is cleared with autoLogin 0, and the page goes home', async () => {
    const { app, device, navigations } = services();
    await ready(app);
    await logIn(app, 'demo01', 'Demo1234');
    await ready(app);
    const token = app.session.getSnapshot().context.session?.token as string;

    const logout = createActor(logoutMachine.provide(createMachineImplementations(app.actorContext).logout), {
      input: { token },
    }).start();
    logout.send({ type: 'LOGOUT' });
    logout.send({ type: 'SUBMIT' });
    await toPromise(logout);

    expect(sessionRows('demo01').map((row) => row.token)).not.toContain(token);
    expect(app.session.getSnapshot().value).toBe('anonymous');
    expect(device.local.getItem('MC_SESSION_INFO')).toBeNull();
    expect(device.local.getItem('autoLogin')).toBe('0');
    expect(navigations.at(-1)).toBe('/m/home (replace)');
    app.stop();
  });

  it("lists notices with the member's read state, follows the session, and marks one read at the gateway", async () => {
    const { app } = services();
    await ready(app);
    const notices = createActor(noticesMachine.provide(createMachineImplementations(app.actorContext).notices), {
      input: { chatEnabled: true, sessionType: app.sessionView().sessionType },
    }).start();
    const stop = app.onSessionChange((view) =>
      notices.send({ type: 'SESSION_CHANGED', sessionType: view.sessionType }),
    );
    const loaded = (snapshot: SnapshotFrom<typeof noticesMachine>) =>
      snapshot.matches({ notices: 'idle' }) && snapshot.context.notices.length > 0;

    const asVisitor = await waitFor(notices, loaded, { timeout: 20_000 });
    expect(asVisitor.context.notices.length).toBeGreaterThanOrEqual(8);
    expect(asVisitor.context.notices.every((notice) => !notice.read)).toBe(true);

    await logIn(app, 'demo01', 'Demo1234');
    await ready(app);
    const asMember = await waitFor(notices, (snapshot) => loaded(snapshot) && snapshot.context.sessionType === 0, {
      timeout: 20_000,
    });
    const unread = asMember.context.notices.find((notice) => !notice.read);
    expect(unread).toBeDefined();
    notices.send({ type: 'MARK_READ', id: unread?.id as number });
    expect(notices.getSnapshot().context.notices.find((notice) => notice.id === unread?.id)?.read).toBe(true);

    // Marked, throttled 150 ms, told to the server, then reloaded: idle again with the mark sent.
    const reloaded = await waitFor(
      notices,
      (snapshot) =>
        snapshot.matches({ notices: 'idle' }) &&
        snapshot.context.pendingReads.length === 0 &&
        snapshot.context.sendingReads.includes(unread?.id as number),
      { timeout: 20_000 },
    );
    expect(reloaded.context.notices.find((notice) => notice.id === unread?.id)?.read).toBe(true);
    const db = new DatabaseSync(gateway.databasePath, { readOnly: true });
    const row = db
      .prepare(
        'SELECT 1 AS found FROM announcement_read r JOIN member m ON m.id = r.member_id WHERE m.username = ? AND r.announcement_id = ?',
      )
      .get('demo01', unread?.id as number);
    db.close();
    expect(row).toEqual({ found: 1 });
    stop();
    notices.stop();
    app.stop();
  });

  it('checks the platform status through the status actor and caches it in the legacy form', async () => {
    const { app, device } = services();
    const known = await waitFor(app.status, (snapshot) => snapshot.matches('known'), { timeout: 20_000 });
    expect(known.context.status).toBe('ok');
    expect(device.local.getItem('status')).toBe('0');
    app.stop();
  });

  it('changes the password and updates the remembered record to the new one', async () => {
    const { app } = services();
    await ready(app);
    // A member of its own, so other tests keep demo01's password.
    await logIn(app, 'agent01', 'Agent1234');
    await ready(app);
    const change = createActor(
      changePasswordMachine.provide(createMachineImplementations(app.actorContext).changePassword),
      {
        input: { userName: 'agent01' },
      },
    ).start();
    change.send({ type: 'CHANGE', field: 'oldPassword', value: 'Agent1234' });
    change.send({ type: 'CHANGE', field: 'newPassword', value: 'Agent5678' });
    change.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Agent5678' });
    change.send({ type: 'SUBMIT' });
    await waitFor(change, (snapshot) => snapshot.matches('succeeded') || snapshot.matches('editing'), {
      timeout: 20_000,
    });
    expect(change.getSnapshot().context.error).toBeUndefined();
    expect(await app.remembered.load()).toMatchObject({ username: 'agent01', password: 'Agent5678' });
    change.stop();
    app.stop();
  });

  it('registers a new member by username with the SMS code and captcha the gateway sent, and logs them in', async () => {
    const { app, device } = services();
    await ready(app);
    const [settings, validation] = await Promise.all([
      fetchRegisterSettings(app.clients),
      fetchRegisterValidation(app.clients),
    ]);
    if (!settings?.ok || !validation.ok) throw new Error('the registration settings did not load');
    const sms = createActor(
      smsCodeMachine.provide(createMachineImplementations(app.actorContext).smsCode('register')),
      {
        input: { countryDialingCode: '60' },
      },
    ).start();
    sms.send({ type: 'CHANGE', mobileNum: '187654321' });
    sms.send({ type: 'SEND' });
    await waitFor(sms, (snapshot) => snapshot.hasTag('in_sms_send'), { timeout: 20_000 });
    const outbox = await dev<{ channel: string; recipient: string; code?: string }[]>('/__dev/outbox');
    const code = outbox.find((message) => message.channel === 'sms' && message.recipient.endsWith('187654321'))?.code;
    expect(code).toMatch(/^[0-9]{6}$/);

    const registration = startRegistration(app, { settings: settings.value, validation: validation.value });
    await waitFor(registration, (snapshot) => snapshot.context.captchaId !== undefined, { timeout: 20_000 });
    const answer = await dev<{ answer: string }>('/__dev/captcha');
    const values: Record<string, string> = {
      username: 'layer01',
      password: 'Layer1234',
      confirmPassword: 'Layer1234',
      countryDialingCode: '60',
      mobileNum: '187654321',
      verificationCode: code ?? '',
      captcha: answer.answer,
    };
    for (const [field, value] of Object.entries(values)) registration.send({ type: 'CHANGE', field, value });
    registration.send({ type: 'TOGGLE_DISCLAIMER' });
    registration.send({ type: 'SUBMIT' });
    const done = await waitFor(registration, (snapshot) => snapshot.status === 'done' || snapshot.matches('editing'), {
      timeout: 20_000,
    });
    expect(done.context.error).toBeUndefined();
    expect(done.context.errors).toEqual({});
    expect(done.context.firstInvalid).toBeUndefined();
    expect(done.status).toBe('done');

    // Registered, the member is logged in at once: the session holds the new account and the gateway its token.
    const active = await ready(app);
    expect(active.hasTag('loggedIn')).toBe(true);
    expect(active.context.member?.account).toBe('layer01');
    // The gateway reports a new account's first login, so the password is held in memory for the change screen.
    expect(active.context.heldPassword).toBe('Layer1234');
    const stored = JSON.parse(device.local.getItem('MC_SESSION_INFO') ?? '{}');
    expect(stored).toMatchObject({ userName: 'layer01', type: 0, merchantCode: 'DEMO' });
    expect(sessionRows('layer01').map((row) => row.token)).toEqual([stored.token]);
    expect(device.local.dump() + device.session.dump()).not.toContain('Layer1234');
    sms.stop();
    app.stop();
  });

  it('registers by mobile number without a password when the merchant asks for none, and opens no session', async () => {
    await fetch(`${gateway.baseUrl}/__dev/merchant`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Device: '3' },
      body: JSON.stringify({ merchant: 'DEMO', switches: { MOBILENUMPASSREG3: false, CAPTCHA3: false } }),
    });
    try {
      const { app, device } = services();
      await ready(app);
      const [settings, validation] = await Promise.all([
        fetchRegisterSettings(app.clients),
        fetchRegisterValidation(app.clients),
      ]);
      if (!settings?.ok || !validation.ok) throw new Error('the registration settings did not load');
      const sms = createActor(
        smsCodeMachine.provide(createMachineImplementations(app.actorContext).smsCode('register')),
        {
          input: { countryDialingCode: '60' },
        },
      ).start();
      sms.send({ type: 'CHANGE', mobileNum: '187650001' });
      sms.send({ type: 'SEND' });
      await waitFor(sms, (snapshot) => snapshot.hasTag('in_sms_send'), { timeout: 20_000 });
      const outbox = await dev<{ channel: string; recipient: string; code?: string }[]>('/__dev/outbox');
      const code = outbox.find((message) => message.recipient.endsWith('187650001'))?.code ?? '';

      const registration = startRegistration(app, {
        settings: { ...settings.value, usernameRegistration: false },
        validation: validation.value,
      });
      const values = { countryDialingCode: '60', mobileNum: '187650001', verificationCode: code };
      for (const [field, value] of Object.entries(values)) registration.send({ type: 'CHANGE', field, value });
      registration.send({ type: 'TOGGLE_DISCLAIMER' });
      registration.send({ type: 'SUBMIT' });
      const done = await waitFor(
        registration,
        (snapshot) => snapshot.status === 'done' || snapshot.context.error !== undefined,
        { timeout: 20_000 },
      );
      expect(done.context.error).toBeUndefined();
      expect(done.status).toBe('done');
      // The account logs in by SMS; nothing was logged in or stored.
      expect(app.session.getSnapshot().value).toBe('anonymous');
      expect(device.local.getItem('MC_SESSION_INFO')).toBeNull();
      sms.stop();
      app.stop();
    } finally {
      await fetch(`${gateway.baseUrl}/__dev/merchant`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Device: '3' },
        body: JSON.stringify({ merchant: 'DEMO', switches: { MOBILENUMPASSREG3: true, CAPTCHA3: true } }),
      });
    }
  });

  it('lists games through the game centre: a page of 18, load more appends the next, and favourites ask a visitor to log in', async () => {
    const { app, navigations } = services();
    await ready(app);
    const centre = createActor(gameCenterMachine.provide(createMachineImplementations(app.actorContext).gameCenter), {
      input: { entry: 'RNG', loggedIn: false },
    }).start();
    const first = await waitFor(centre, (snapshot) => snapshot.matches({ list: 'ready' }), { timeout: 20_000 });
    expect(first.context.games).toHaveLength(18);
    expect(first.context.games.every((game) => game.gameType === 'RNG')).toBe(true);
    expect(first.context.totalPages).toBeGreaterThan(1);
    centre.send({ type: 'LOAD_MORE' });
    const second = await waitFor(
      centre,
      (snapshot) => snapshot.matches({ list: 'ready' }) && snapshot.context.page === 2,
      {
        timeout: 20_000,
      },
    );
    expect(second.context.games).toHaveLength(36);
    expect(new Set(second.context.games.map((game) => game.nodeId)).size).toBe(36);
    await waitFor(centre, (snapshot) => snapshot.context.categories.length > 0, { timeout: 20_000 });

    centre.send({ type: 'SHOW', dataType: 'FAV' });
    await waitFor(centre, (snapshot) => snapshot.matches({ list: 'ready' }), { timeout: 20_000 });
    expect(navigations.at(-1)).toBe('/m/login');
    centre.stop();
    app.stop();
  });
});
