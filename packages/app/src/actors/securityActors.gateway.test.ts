import { loginMachine } from '@wl/domain/login-machine';
import { securityCentreMachine, securityFormMachine } from '@wl/domain/security-centre-machine';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { referenceGateway } from '../testing/referenceGateway.ts';
import { createMachineImplementations } from './machineActors.ts';

/** The security centre's actors against the reference gateway, over a fresh database. */
const gateway = referenceGateway();

async function demo01() {
  const { app } = gateway.services();
  await waitFor(app.session, (snapshot) => snapshot.matches('anonymous'), { timeout: 20_000 });
  const login = createActor(loginMachine.provide(createMachineImplementations(app.actorContext).login), {
    input: { side: 'member', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '60' },
  }).start();
  login.send({ type: 'CHANGE', field: 'username', value: 'demo01' });
  login.send({ type: 'CHANGE', field: 'password', value: 'Demo1234' });
  login.send({ type: 'SUBMIT' });
  await waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }), { timeout: 20_000 });
  return app;
}

function form(app: Awaited<ReturnType<typeof demo01>>, name: 'nickname' | 'paymentPassword') {
  const actor = createActor(securityFormMachine.provide(createMachineImplementations(app.actorContext).securityForm), {
    input: { form: name, leave: { back: true } },
  }).start();
  return actor;
}

describe('the security centre against the reference gateway', () => {
  it("lists demo01's info and, with no payment password yet, offers to set one", async () => {
    const app = await demo01();
    const list = createActor(
      securityCentreMachine.provide(createMachineImplementations(app.actorContext).securityCentre),
    ).start();
    const shown = await waitFor(list, (snapshot) => snapshot.matches('shown'), { timeout: 20_000 });
    expect(shown.context.overview).toMatchObject({
      profile: { nickname: 'Demo Player', email: 'demo01@example.com', payeeName: null },
      hasPaymentPassword: false,
    });
    app.stop();
  });

  it("checks a nickname with the merchant's rule, saves it and shows it in the session at once", async () => {
    const app = await demo01();
    const nickname = form(app, 'nickname');
    await waitFor(nickname, (snapshot) => snapshot.matches('editing'), { timeout: 20_000 });
    // The gateway's nickname rule: 2 to 20 characters.
    expect(nickname.getSnapshot().context.rule).toMatchObject({ minLength: 2, maxLength: 20, patternId: 'name' });
    nickname.send({ type: 'CHANGE', field: 'nickname', value: 'Lucky Demo' });
    nickname.send({ type: 'SUBMIT' });
    await waitFor(nickname, (snapshot) => snapshot.hasTag('success'), { timeout: 20_000 });
    expect(app.session.getSnapshot().context.member?.nickname).toBe('Lucky Demo');
    app.stop();
  });

  it('sets a payment password, then refuses a change with a wrong current one', async () => {
    const app = await demo01();
    const set = form(app, 'paymentPassword');
    await waitFor(set, (snapshot) => snapshot.matches('editing'), { timeout: 20_000 });
    expect(set.getSnapshot().context.hasPaymentPassword).toBe(false);
    set.send({ type: 'CHANGE', field: 'paymentPassword', value: '246810' });
    set.send({ type: 'CHANGE', field: 'confirmPaymentPassword', value: '246810' });
    set.send({ type: 'SUBMIT' });
    await waitFor(set, (snapshot) => snapshot.hasTag('success'), { timeout: 20_000 });

    const change = form(app, 'paymentPassword');
    await waitFor(change, (snapshot) => snapshot.matches('editing'), { timeout: 20_000 });
    expect(change.getSnapshot().context.hasPaymentPassword).toBe(true);
    for (const [field, value] of [
      ['oldPaymentPassword', '111111'],
      ['paymentPassword', '135790'],
      ['confirmPaymentPassword', '135790'],
    ] as const)
      change.send({ type: 'CHANGE', field, value });
    change.send({ type: 'SUBMIT' });
    const refused = await waitFor(change, (snapshot) => snapshot.context.error !== undefined, { timeout: 20_000 });
    expect(refused.context.error).toBe('payment.password.wrong');
    app.stop();
  });
});
