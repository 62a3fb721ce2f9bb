import { DatabaseSync } from 'node:sqlite';
import { freePlayMachine } from '@wl/domain/free-play-machine';
import { recoveryMachine } from '@wl/domain/recovery-machine';
import { smsCodeMachine } from '@wl/domain/sms-code-machine';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMachineImplementations } from '../actors/machineActors.ts';
import { referenceGateway } from '../testing/referenceGateway.ts';
import type { AppServices } from './appServices.ts';

/**
 * Free play and password recovery through the app's actors, against the reference gateway over a fresh database:
 * what the session, the browser storage and the gateway's outbox and database hold afterwards.
 */
const gateway = referenceGateway();

function services() {
  return gateway.services();
}

async function anonymous(app: AppServices) {
  await waitFor(app.session, (snapshot) => snapshot.matches('anonymous'), { timeout: 20_000 });
}

async function outbox(): Promise<Array<{ channel: string; recipient: string; code?: string }>> {
  const response = await fetch(`${gateway.baseUrl}/__dev/outbox`);
  return ((await response.json()) as { value: Array<{ channel: string; recipient: string; code?: string }> }).value;
}

function sessionTokens(userName: string): string[] {
  const db = new DatabaseSync(gateway.databasePath, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT s.token FROM session s JOIN member m ON m.id = s.member_id WHERE m.username = ?')
      .all(userName) as { token: string }[];
    return rows.map((row) => row.token);
  } finally {
    db.close();
  }
}

describe('account flows against the reference gateway', () => {
  it('free play opens a trial session: type 4 under DEMO_TRIAL, the trial name in session storage, then home', async () => {
    const { app, device, navigations } = services();
    await anonymous(app);
    const freePlay = createActor(
      freePlayMachine.provide(createMachineImplementations(app.actorContext).freePlay),
    ).start();
    freePlay.send({ type: 'START' });
    await waitFor(freePlay, (snapshot) => snapshot.status === 'done', { timeout: 20_000 });

    const session = app.session.getSnapshot().context.session;
    expect(session).toMatchObject({ type: 4, merchantCode: 'DEMO_TRIAL' });
    expect(session?.userName).toMatch(/^trial_/);
    expect(JSON.parse(device.local.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({
      type: 4,
      merchantCode: 'DEMO_TRIAL',
      userName: session?.userName,
    });
    expect(device.session.getItem('trialName')).toBe(session?.userName);
    expect(navigations).toEqual(['/m/home']);
    app.stop();
  });

  it('recovery by e-mail mails the account address, then goes back after the confirmation', async () => {
    const { app, navigations } = services();
    await anonymous(app);
    const mailsBefore = (await outbox()).filter((message) => message.recipient === 'demo01@example.com').length;
    const recovery = createActor(recoveryMachine.provide(createMachineImplementations(app.actorContext).recovery), {
      input: { merchantCode: 'DEMO', phoneEnabled: true, defaultDialingCode: '+60' },
    }).start();
    recovery.send({ type: 'CHANGE', field: 'username', value: 'demo01' });
    recovery.send({ type: 'CHANGE', field: 'email', value: ' demo01@example.com ' });
    recovery.send({ type: 'SUBMIT' });
    await waitFor(recovery, (snapshot) => snapshot.hasTag('success'), { timeout: 20_000 });
    expect(navigations).toEqual([]);
    await waitFor(recovery, (snapshot) => snapshot.status === 'done', { timeout: 5_000 });

    expect(navigations).toEqual(['-1']);
    const mails = (await outbox()).filter((message) => message.recipient === 'demo01@example.com');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.channel).toBe('email');
    app.stop();
  });

  it('recovery by phone sets the password with the SMS code and logs the player in with it', async () => {
    const { app, device } = services();
    await anonymous(app);
    const sms = createActor(
      smsCodeMachine.provide(createMachineImplementations(app.actorContext).smsCode('recovery')),
      {
        input: { countryDialingCode: '+60' },
      },
    ).start();
    sms.send({ type: 'CHANGE', mobileNum: '123456789' });
    sms.send({ type: 'SEND' });
    await waitFor(sms, (snapshot) => snapshot.hasTag('in_sms_send'), { timeout: 20_000 });
    const code = (await outbox()).find((message) => message.recipient === '+60 123456789')?.code ?? '';
    sms.stop();

    const recovery = createActor(recoveryMachine.provide(createMachineImplementations(app.actorContext).recovery), {
      input: { merchantCode: 'DEMO', phoneEnabled: true, defaultDialingCode: '+60' },
    }).start();
    recovery.send({ type: 'SWITCH_METHOD', method: 'phone' });
    recovery.send({ type: 'CHANGE', field: 'mobileNum', value: '123456789' });
    recovery.send({ type: 'CHANGE', field: 'verificationCode', value: code });
    recovery.send({ type: 'CHANGE', field: 'password', value: 'Phone5678' });
    recovery.send({ type: 'SUBMIT' });
    const done = await waitFor(recovery, (snapshot) => snapshot.status === 'done', { timeout: 20_000 });

    expect(done.context.error).toBeUndefined();
    expect(done.output?.session).toMatchObject({ userName: 'demo01', type: 0, merchantCode: 'DEMO' });
    await waitFor(app.session, (snapshot) => snapshot.hasTag('loggedIn'), { timeout: 20_000 });
    const stored = JSON.parse(device.local.getItem('MC_SESSION_INFO') ?? '{}') as { userName?: string; token?: string };
    expect(stored.userName).toBe('demo01');
    expect(sessionTokens('demo01')).toContain(stored.token);
    expect(device.local.dump() + device.session.dump()).not.toContain('Phone5678');
    app.stop();
  });
});
