import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type ChangePasswordRequest, changePasswordMachine } from './changePasswordMachine.ts';
import { PASSWORD_CHANGE_REDIRECT_MS } from './constants.ts';
import { DomainFailure } from './errorCode.ts';
import type { Navigation } from './navigation.ts';
import { coverage, modelPaths } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const outcomes = {
  changePassword: { outputs: [undefined], errors: [new DomainFailure('member.password.wrong')] },
  updateRememberedPassword: { outputs: [undefined], errors: [new Error('storage')] },
  navigate: { outputs: [undefined], errors: [new Error('router')] },
};

const project = ({ context }: SnapshotFrom<typeof changePasswordMachine>) =>
  Object.entries(context.values)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${field}=${value}`);

for (const heldPassword of [undefined, 'Demo1234']) {
  const model = {
    machine: changePasswordMachine,
    input: { userName: 'demo01', heldPassword },
    events: () => [
      { type: 'CHANGE' as const, field: 'oldPassword' as const, value: 'Demo1234' },
      { type: 'CHANGE' as const, field: 'newPassword' as const, value: 'Demo1234' },
      { type: 'CHANGE' as const, field: 'newPassword' as const, value: 'Demo5678' },
      { type: 'CHANGE' as const, field: 'confirmNewPassword' as const, value: 'Demo5678' },
      { type: 'CHANGE' as const, field: 'confirmNewPassword' as const, value: 'Other999' },
      { type: 'SUBMIT' as const },
      { type: 'CONFIRM' as const },
    ],
    outcomes,
    project,
  };

  describe(`changePasswordMachine model, ${heldPassword ? 'password held in session' : 'no password held'}`, () => {
    it('reaches every state', () => {
      const { states, transitions } = coverage(model);
      expect(states.reached).toEqual(states.all);
      expect(transitions.taken).toEqual(transitions.all);
    });

    for (const path of modelPaths(model)) {
      it(`follows ${path.description}`, path.run);
    }
  });
}

describe('changePasswordMachine rules', () => {
  function start(heldPassword?: string, fail = false) {
    const change = vi.fn(async (_: { input: ChangePasswordRequest }): Promise<void> => {
      if (fail) throw new DomainFailure('member.password.wrong');
    });
    const remember = vi.fn(async (_: { input: { userName: string; password: string } }): Promise<void> => {});
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {});
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise(change),
          updateRememberedPassword: fromPromise(remember),
          navigate: fromPromise(navigate),
        },
      }),
      { input: heldPassword === undefined ? { userName: 'demo01' } : { userName: 'demo01', heldPassword } },
    ).start();
    return { actor, change, remember, navigate };
  }

  it('asks for the old password only when none is held, and keeps submit disabled until all fields hold something', () => {
    expect(start().actor.getSnapshot().context.askOldPassword).toBe(true);
    const { actor, change } = start('Demo1234');
    expect(actor.getSnapshot().context.askOldPassword).toBe(false);
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo5678' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(change).not.toHaveBeenCalled();
  });

  it('opens the same-password popup and makes no call when new equals old', () => {
    const { actor, change } = start('Demo1234');
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo1234' });
    actor.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Demo1234' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('samePasswordPopup');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(change).not.toHaveBeenCalled();
  });

  it('calls, shows success, clears the held password, updates the remembered one and goes home after 1000 ms', async () => {
    const { actor, change, remember, navigate } = start('Demo1234');
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo5678' });
    actor.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Demo5678' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(change.mock.calls[0]?.[0].input).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Demo5678',
      confirmNewPassword: 'Demo5678',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.heldPassword).toBeUndefined();
    expect(remember.mock.calls[0]?.[0].input).toEqual({ userName: 'demo01', password: 'Demo5678' });
    await vi.advanceTimersByTimeAsync(PASSWORD_CHANGE_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ to: '/m/home' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('hides the loading state and keeps the code on failure', async () => {
    const { actor } = start(undefined, true);
    actor.send({ type: 'CHANGE', field: 'oldPassword', value: 'Demo1234' });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo5678' });
    actor.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Demo5678' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('member.password.wrong');
  });

  it('reports a confirmation that does not match, for focus', () => {
    const { actor } = start('Demo1234');
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo5678' });
    actor.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Demo5679' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({
      firstInvalid: 'confirmNewPassword',
      errors: { confirmNewPassword: { key: 'password.confirm.mismatch' } },
    });
  });
});
