import { loginMachine } from '@wl/domain/login-machine';
import { noticesMachine, noticesUnreadTotal } from '@wl/domain/notices-machine';
import { rankProgressMachine } from '@wl/domain/rank-progress-machine';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { referenceGateway } from '../testing/referenceGateway.ts';
import { createMachineImplementations } from './machineActors.ts';

/** What the player site's chrome asks of the gateway (VIP benefits, the footer's unread count), over a fresh database. */
const gateway = referenceGateway();

async function services(login?: { username: string; password: string }) {
  const { app } = gateway.services();
  await waitFor(app.session, (snapshot) => snapshot.matches('anonymous'), { timeout: 20_000 });
  if (login) {
    const actor = createActor(loginMachine.provide(createMachineImplementations(app.actorContext).login), {
      input: { side: 'member', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '60' },
    }).start();
    actor.send({ type: 'CHANGE', field: 'username', value: login.username });
    actor.send({ type: 'CHANGE', field: 'password', value: login.password });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 20_000 });
    await waitFor(app.session, (snapshot) => snapshot.matches({ active: 'ready' }), { timeout: 20_000 });
  }
  return app;
}

describe('the chrome against the reference gateway', () => {
  it("shows demo01's VIP rank: VIP1, one of three conditions met", async () => {
    const app = await services({ username: 'demo01', password: 'Demo1234' });
    const rank = createActor(
      rankProgressMachine.provide(createMachineImplementations(app.actorContext).rankProgress),
    ).start();
    const shown = await waitFor(rank, (snapshot) => !snapshot.hasTag('loading'), { timeout: 20_000 });
    expect(shown.value).toBe('shown');
    expect(shown.context.progress).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
      playerRankProgress: { labelId: 'VIP1' },
    });
    app.stop();
  });

  it('answers a visitor asking for rank progress with the not-logged-in code', async () => {
    const app = await services();
    const rank = createActor(
      rankProgressMachine.provide(createMachineImplementations(app.actorContext).rankProgress),
    ).start();
    const failed = await waitFor(rank, (snapshot) => !snapshot.hasTag('loading'), { timeout: 20_000 });
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('auth.required');
    app.stop();
  });

  it("counts demo01's unread inbox and chat messages into the footer's total", async () => {
    const app = await services({ username: 'demo01', password: 'Demo1234' });
    const notices = createActor(noticesMachine.provide(createMachineImplementations(app.actorContext).notices), {
      input: { sessionType: 0, chatEnabled: true },
    }).start();
    const loaded = await waitFor(notices, (snapshot) => snapshot.matches({ notices: 'idle', unread: 'idle' }), {
      timeout: 20_000,
    });
    // The seed: two inbox messages and one chat message, beside the unread announcements.
    expect(loaded.context.inboxUnread).toBe(2);
    expect(loaded.context.chatUnread).toBe(1);
    const announcements = loaded.context.notices.filter((notice) => !notice.read).length;
    expect(noticesUnreadTotal(loaded.context)).toBe(announcements + 3);
    app.stop();
  });
});
