import { DatabaseSync } from 'node:sqlite';
import { agentHomeMachine } from '@wl/domain/agent-home-machine';
import { contractProposalMachine } from '@wl/domain/contract-proposal-machine';
import { loginMachine } from '@wl/domain/login-machine';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMachineImplementations } from '../actors/machineActors.ts';
import { referenceGateway } from '../testing/referenceGateway.ts';
import type { AppServices } from './appServices.ts';

/**
 * The agent's side of contracts through the app's services, against the reference gateway over a fresh database
 * (its demo data: agent01 has one direct downline member, demo01, with a daily wage contract awaiting review).
 */
const gateway = referenceGateway();

function services() {
  const { app } = gateway.services();
  return app;
}

async function logInAsAgent(app: AppServices, username: string, password: string) {
  await waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }) || snapshot.matches('anonymous'), {
    timeout: 20_000,
  });
  const login = createActor(loginMachine.provide(createMachineImplementations(app.actorContext).login), {
    input: { side: 'agent', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '60' },
  }).start();
  login.send({ type: 'CHANGE', field: 'username', value: username });
  login.send({ type: 'CHANGE', field: 'password', value: password });
  login.send({ type: 'SUBMIT' });
  await waitFor(login, (snapshot) => snapshot.status === 'done' || snapshot.context.error !== undefined, {
    timeout: 20_000,
  });
  return login.getSnapshot().context.error;
}

/** The agent home's machine as the app provides it: the contract screens' own actors. */
function agentHome(app: AppServices) {
  const { listDownline, fetchContracts } = createMachineImplementations(app.actorContext).contractProposal.actors ?? {};
  return createActor(
    agentHomeMachine.provide({
      actors: { ...(listDownline ? { listDownline } : {}), ...(fetchContracts ? { fetchContracts } : {}) },
    }),
  ).start();
}

function contractsOf(member: string): Array<{ kind: string; state: string; terms: string }> {
  const db = new DatabaseSync(gateway.databasePath, { readOnly: true });
  try {
    return db
      .prepare(
        'SELECT c.kind, c.state, c.terms FROM contract c JOIN member m ON m.id = c.member_id WHERE m.username = ? ORDER BY c.id',
      )
      .all(member) as Array<{ kind: string; state: string; terms: string }>;
  } finally {
    db.close();
  }
}

describe('the agent home and the contract screens against the reference gateway', () => {
  it('refuses demo01 on the agent side, and words a wrong password as incorrect agent information', async () => {
    expect(await logInAsAgent(services(), 'demo01', 'Demo1234')).toBe('agent.not.agent');
    expect(await logInAsAgent(services(), 'agent01', 'Wrong1234')).toBe('agent.info.incorrect');
  });

  it('shows agent01 the downline with demo01’s daily wage contract awaiting review', async () => {
    const app = services();
    expect(await logInAsAgent(app, 'agent01', 'Agent1234')).toBeUndefined();
    const home = agentHome(app);
    const ready = await waitFor(home, (snapshot) => snapshot.matches('ready'), { timeout: 20_000 });
    expect(ready.context.downline.map((member) => member.userName)).toEqual(['demo01']);
    expect(ready.context.contracts.daily).toMatchObject([{ member: 'demo01', status: 'pending', rate: 1.5 }]);
    expect(ready.context.contracts.hourly).toEqual([]);
  });

  it('proposes an hourly wage contract to demo01, which the gateway keeps awaiting review', async () => {
    const app = services();
    await logInAsAgent(app, 'agent01', 'Agent1234');
    const screen = createActor(
      contractProposalMachine.provide(createMachineImplementations(app.actorContext).contractProposal),
      {
        input: { kind: 'hourly' },
      },
    ).start();
    await waitFor(screen, (snapshot) => snapshot.matches('editing'), { timeout: 20_000 });
    screen.send({ type: 'SELECT_MEMBER', member: 'demo01' });
    screen.send({ type: 'CHANGE', field: 'rate', value: '2' });
    screen.send({ type: 'CHANGE', field: 'threshold', value: '300' });
    screen.send({ type: 'SUBMIT' });
    const done = await waitFor(
      screen,
      (snapshot) => snapshot.matches('editing') && snapshot.context.proposed !== undefined,
      {
        timeout: 20_000,
      },
    );
    expect(done.context.proposed).toMatchObject({ kind: 'hourly', member: 'demo01', status: 'pending' });
    expect(contractsOf('demo01').filter((contract) => contract.kind === 'hourly')).toEqual([
      { kind: 'hourly', state: 'proposed', terms: JSON.stringify({ rate: 2, threshold: 300, period: 'hour' }) },
    ]);

    // A second one while it awaits review is refused before any call.
    screen.send({ type: 'SUBMIT' });
    expect(screen.getSnapshot().context.error).toBe('contract.exists');
    expect(contractsOf('demo01').filter((contract) => contract.kind === 'hourly')).toHaveLength(1);
  });
});
