import { DatabaseSync } from 'node:sqlite';
import { loginMachine } from '@wl/domain/login-machine';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMachineImplementations } from '../actors/machineActors.ts';
import { memoryBrowser, referenceGateway } from '../testing/referenceGateway.ts';
import type { AppServices } from './appServices.ts';

/**
 * The contract prompt and the lobby's filters through the app's services, against the reference gateway over a fresh
 * database (its demo data: agent01 has proposed demo01 a daily wage contract of 1.5% from 1,000 a day).
 */
const gateway = referenceGateway();

function services(device = memoryBrowser()) {
  return gateway.services(device);
}

async function ready(app: AppServices) {
  return waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }) || snapshot.matches('anonymous'), {
    timeout: 20_000,
  });
}

async function logIn(app: AppServices, username: string, password: string) {
  await ready(app);
  const login = createActor(loginMachine.provide(createMachineImplementations(app.actorContext).login), {
    input: { side: 'member', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '60' },
  }).start();
  login.send({ type: 'CHANGE', field: 'username', value: username });
  login.send({ type: 'CHANGE', field: 'password', value: password });
  login.send({ type: 'SUBMIT' });
  await waitFor(login, (snapshot) => snapshot.status === 'done', { timeout: 20_000 });
  await waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }), { timeout: 20_000 });
}

function contractStates(member: string): string[] {
  const db = new DatabaseSync(gateway.databasePath, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT c.state FROM contract c JOIN member m ON m.id = c.member_id WHERE m.username = ?')
      .all(member) as { state: string }[];
    return rows.map((row) => row.state);
  } finally {
    db.close();
  }
}

describe('the contract prompt against the reference gateway', () => {
  it('prompts demo01 with agent01’s daily wage contract; Later puts it off for the session, a reload asks again', async () => {
    const { app, device } = services();
    expect(app.contractPrompt.state().contract).toBeUndefined();
    await logIn(app, 'demo01', 'Demo1234');
    expect(app.contractPrompt.state().contract).toMatchObject({
      kind: 'daily',
      agent: 'agent01',
      rate: 1.5,
      threshold: 1000,
      period: 'day',
    });

    app.contractPrompt.send({ type: 'LATER' });
    expect(app.contractPrompt.state()).toEqual({});
    // The session checks again (a renewal): the prompt stays put off for this session on this page.
    app.session.send({ type: 'RENEW' });
    await waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }), { timeout: 20_000 });
    expect(app.contractPrompt.state()).toEqual({});
    expect(contractStates('demo01')).toEqual(['proposed']);
    app.stop();

    // A new page load with the stored session asks again.
    const reloaded = services(device);
    await waitFor(reloaded.app.session, (snapshot) => snapshot.matches({ active: 'ready' }), { timeout: 20_000 });
    expect(reloaded.app.contractPrompt.state().contract).toMatchObject({ agent: 'agent01', kind: 'daily' });
    reloaded.app.stop();
  });

  it('asks again after a logout and a new login on the same page', async () => {
    const { app } = services();
    await logIn(app, 'demo01', 'Demo1234');
    app.contractPrompt.send({ type: 'LATER' });
    app.session.send({ type: 'LOGGED_OUT' });
    expect(app.contractPrompt.state()).toEqual({});
    await logIn(app, 'demo01', 'Demo1234');
    expect(app.contractPrompt.state().contract).toMatchObject({ agent: 'agent01' });
    app.stop();
  });

  it('shows no prompt to a member with nothing awaiting review (agent01, who proposed it)', async () => {
    const { app } = services();
    await logIn(app, 'agent01', 'Agent1234');
    expect(app.session.getSnapshot().context.awaitingContracts).toEqual([]);
    expect(app.contractPrompt.state()).toEqual({});
    app.stop();
  });

  it('accepting sends the decision: the gateway holds the contract as accepted and the prompt ends', async () => {
    const { app } = services();
    await logIn(app, 'demo01', 'Demo1234');
    expect(app.contractPrompt.state().contract?.agent).toBe('agent01');
    app.contractPrompt.send({ type: 'ACCEPT' });
    expect(app.contractPrompt.state().pending).toBe('accept');
    await new Promise<void>((resolve) => {
      const stop = app.contractPrompt.subscribe(() => {
        if (app.contractPrompt.state().contract === undefined) {
          stop();
          resolve();
        }
      });
    });
    expect(app.contractPrompt.state()).toEqual({});
    expect(contractStates('demo01')).toEqual(['accepted']);
    app.stop();

    // Nothing awaits any more: the next load asks nothing.
    const next = services();
    await logIn(next.app, 'demo01', 'Demo1234');
    expect(next.app.contractPrompt.state()).toEqual({});
    next.app.stop();
  });
});

describe('the lobby’s filters', () => {
  it('the header logo sets all games, an empty vendor and the HOT category again, then goes to /m/home', () => {
    const { app, navigations } = services();
    app.lobby.send({ type: 'SELECT_CATEGORY', category: 'LIVE' });
    app.lobby.send({
      type: 'SET_FILTER',
      dataType: 'ALL',
      filter: { vassalage: 'EVO', gameName: 'baccarat', gameClassify: '', gameType: 'LIVE', vendors: [] },
    });
    app.lobby.send({ type: 'RESET' });
    expect(app.lobby.getSnapshot().context).toEqual({
      category: 'HOT',
      dataType: 'ALL',
      filter: { vassalage: '', gameName: '', gameClassify: '', gameType: '', vendors: [] },
    });
    expect(navigations).toEqual(['/m/home']);
    app.stop();
  });
});
