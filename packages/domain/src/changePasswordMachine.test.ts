import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ChangePasswordField,
  type ChangePasswordRequest,
  canSubmitPasswordChange,
  changePasswordMachine,
} from './changePasswordMachine.ts';
import type { AwaitingContract, SessionInfo } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import type { Navigation } from './navigation.ts';
import { sessionMachine, showsPasswordPrompt } from './sessionMachine.ts';
import { keysOf, settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(
  heldPassword?: string,
  options: { change?: () => Promise<void>; remember?: () => Promise<void>; passwordChanged?: () => void } = {},
) {
  const calls: string[] = [];
  const change = vi.fn(async (_: { input: ChangePasswordRequest }): Promise<void> => {
    calls.push('changePassword');
    return options.change?.();
  });
  const remember = vi.fn(async (_: { input: { userName: string; password: string } }): Promise<void> => {
    calls.push('updateRememberedPassword');
    return options.remember?.();
  });
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {
    calls.push('navigate');
  });
  const passwordChanged = vi.fn(() => {
    calls.push('passwordChanged');
    options.passwordChanged?.();
  });
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(change), updateRememberedPassword: fromPromise(remember) },
      actions: { navigate, passwordChanged },
    }),
    { input: heldPassword === undefined ? { userName: 'demo01' } : { userName: 'demo01', heldPassword } },
  ).start();
  const type = (field: ChangePasswordField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const context = () => actor.getSnapshot().context;
  const navigations = () => navigate.mock.calls.map(([, navigation]) => navigation);
  return { actor, context, calls, change, remember, navigate, navigations, passwordChanged, type };
}

/** The member types the current password Demo1234 and the new Demo5678 twice, and sends the form. */
async function submitTyped(
  actor: { send(event: { type: 'SUBMIT' }): void },
  type: (field: 'oldPassword' | 'newPassword' | 'confirmNewPassword', value: string) => void,
) {
  type('oldPassword', 'Demo1234');
  type('newPassword', 'Demo5678');
  type('confirmNewPassword', 'Demo5678');
  actor.send({ type: 'SUBMIT' });
  await settle();
}

describe('changePasswordMachine: the form', () => {
  it('asks for the old password only when the session holds none', () => {
    expect(start().context().askOldPassword).toBe(true);
    expect(start('Demo1234').context().askOldPassword).toBe(false);
  });

  it('keeps submit disabled until every shown field holds something', () => {
    const filled = { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'x' };
    for (const held of [undefined, 'Demo1234']) {
      const shown = held === undefined ? Object.keys(filled) : ['newPassword', 'confirmNewPassword'];
      expect(canSubmitPasswordChange(start(held).context())).toBe(false);
      for (const empty of shown) {
        const { actor, context, change, type } = start(held);
        for (const field of shown)
          if (field !== empty) type(field as ChangePasswordField, filled[field as ChangePasswordField]);
        expect(canSubmitPasswordChange(context()), `${empty} empty`).toBe(false);
        actor.send({ type: 'SUBMIT' });
        expect(actor.getSnapshot().value).toBe('editing');
        expect(context().errors).toEqual({});
        expect(change).not.toHaveBeenCalled();
        type(empty as ChangePasswordField, filled[empty as ChangePasswordField]);
        expect(canSubmitPasswordChange(context()), `${empty} filled`).toBe(true);
      }
    }
  });

  it('waits for the old password when it is asked for', () => {
    const { actor, change, type } = start();
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5678');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(change).not.toHaveBeenCalled();
  });

  it('opens the same-password popup and makes no call when the new password is the held one', () => {
    const { actor, change, type } = start('Demo1234');
    type('newPassword', 'Demo1234');
    type('confirmNewPassword', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('samePasswordPopup');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(change).not.toHaveBeenCalled();
  });

  it('opens the same-password popup when the new password is the old one typed', () => {
    const { actor, change, type } = start();
    type('oldPassword', 'Demo1234');
    type('newPassword', 'Demo1234');
    type('confirmNewPassword', 'Other999');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('samePasswordPopup');
    expect(change).not.toHaveBeenCalled();
  });

  it('reports a confirmation that does not match, for focus, and makes no call', () => {
    const { actor, context, change, type } = start('Demo1234');
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5679');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().firstInvalid).toBe('confirmNewPassword');
    expect(keysOf(context().errors)).toEqual({ confirmNewPassword: 'password.confirm.mismatch' });
    expect(change).not.toHaveBeenCalled();
    type('confirmNewPassword', 'Demo5678');
    expect(context().errors).toEqual({});
    expect(context().firstInvalid).toBe('confirmNewPassword');
    actor.send({ type: 'SUBMIT' });
    expect(context().firstInvalid).toBeUndefined();
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('reports a new password outside the new-password rule', () => {
    const { actor, context, type } = start();
    type('oldPassword', 'Demo1234');
    type('newPassword', 'short');
    type('confirmNewPassword', 'short');
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ newPassword: 'password.tooShort' });
    expect(context().firstInvalid).toBe('newPassword');
    type('newPassword', 'password1');
    type('confirmNewPassword', 'password1');
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ newPassword: 'password.common' });
  });
});

describe('changePasswordMachine: changing', () => {
  it('calls with the held password, shows success, tells the session, updates the remembered one, then goes home', async () => {
    const { actor, context, calls, change, remember, navigations, passwordChanged, type } = start('Demo1234');
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5678');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(change.mock.calls[0]?.[0].input).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Demo5678',
      confirmNewPassword: 'Demo5678',
    });
    await settle();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(context().heldPassword).toBeUndefined();
    expect(passwordChanged).toHaveBeenCalledTimes(1);
    expect(remember.mock.calls[0]?.[0].input).toEqual({ userName: 'demo01', password: 'Demo5678' });
    expect(calls).toEqual(['changePassword', 'passwordChanged', 'updateRememberedPassword']);

    await vi.advanceTimersByTimeAsync(999);
    expect(navigations()).toEqual([]);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations()).toEqual([{ to: '/m/home' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends the old password typed when none is held, untouched', async () => {
    const { actor, change, type } = start();
    type('oldPassword', ' Demo1234 ');
    type('newPassword', ' Demo5678 ');
    type('confirmNewPassword', ' Demo5678 ');
    actor.send({ type: 'SUBMIT' });
    expect(change.mock.calls[0]?.[0].input).toEqual({
      oldPassword: ' Demo1234 ',
      newPassword: ' Demo5678 ',
      confirmNewPassword: ' Demo5678 ',
    });
  });

  it('shows success while the remembered password is being updated', async () => {
    const { actor, type } = start('Demo1234', { remember: () => new Promise(() => {}) });
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5678');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('updatingRemembered');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('still goes home 1000 ms later when the remembered password cannot be updated', async () => {
    const { actor, navigations, type } = start('Demo1234', {
      remember: async () => Promise.reject(new Error('storage')),
    });
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5678');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(navigations()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations()).toEqual([{ to: '/m/home' }]);
  });

  it('hides the loading state and keeps the error code on failure, and stays', async () => {
    const { actor, context, navigations, passwordChanged, remember, type } = start(undefined, {
      change: async () => Promise.reject(new DomainFailure('member.password.wrong')),
    });
    await submitTyped(actor, type);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('member.password.wrong');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(navigations()).toEqual([]);
    expect(passwordChanged).not.toHaveBeenCalled();
    expect(remember).not.toHaveBeenCalled();
    type('oldPassword', 'Demo12345');
    expect(context().error).toBeUndefined();
  });

  it('keeps what was typed when the session ended, and sends it as it is once the member logged in again', async () => {
    const answers = [async () => Promise.reject(new DomainFailure('session.expired')), async () => {}];
    const { actor, calls, change, context, type } = start(undefined, {
      change: () => (answers.shift() as () => Promise<void>)(),
    });
    await submitTyped(actor, type);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('session.expired');
    const typed = { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' };
    expect(context().values).toEqual(typed);
    // The session's end itself changes nothing; another failure's message stays through a login.
    actor.send({ type: 'SESSION_CHANGED' });
    expect(context().error).toBe('session.expired');
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBeUndefined();
    expect(context().values).toEqual(typed);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(change).toHaveBeenCalledTimes(2);
    expect(change.mock.calls[1]?.[0].input).toEqual(typed);
    expect(calls).toContain('passwordChanged');
  });

  it("keeps another failure's message through a login", async () => {
    const { actor, context, type } = start(undefined, {
      change: async () => Promise.reject(new DomainFailure('member.password.wrong')),
    });
    await submitTyped(actor, type);
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    expect(context().error).toBe('member.password.wrong');
  });

  it('makes the session forget the held password and the change-password prompt', async () => {
    const firstLogin: SessionInfo = {
      token: 't-1',
      merchantCode: 'DEMO',
      userName: 'demo01',
      type: 0,
      firstTimeLogin: true,
    };
    const stored: SessionInfo[] = [];
    const session = createActor(
      sessionMachine.provide({
        actors: {
          readSession: fromPromise<SessionInfo | null, void>(async () => null),
          storeSession: fromPromise(async ({ input }: { input: { session: SessionInfo } }) => {
            stored.push(input.session);
          }),
          renewMember: fromPromise(async () => Promise.reject(new Error('offline'))),
          checkContracts: fromPromise<AwaitingContract[], { session: SessionInfo }>(async () => []),
          fetchWallet: fromPromise(async () => Promise.reject(new Error('offline'))),
        },
      }),
      { input: {} },
    ).start();
    await settle();
    session.send({ type: 'LOGGED_IN', session: firstLogin, heldPassword: 'Temp1234' });
    await settle();
    expect(session.getSnapshot().context.heldPassword).toBe('Temp1234');
    expect(showsPasswordPrompt(session.getSnapshot().context)).toBe(true);

    const { actor, change, type } = start(session.getSnapshot().context.heldPassword, {
      passwordChanged: () => session.send({ type: 'PASSWORD_CHANGED' }),
    });
    expect(actor.getSnapshot().context.askOldPassword).toBe(false);
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5678');
    actor.send({ type: 'SUBMIT' });
    expect(change.mock.calls[0]?.[0].input.oldPassword).toBe('Temp1234');
    await settle();
    expect(session.getSnapshot().context.heldPassword).toBeUndefined();
    expect(showsPasswordPrompt(session.getSnapshot().context)).toBe(false);
    expect(stored.at(-1)).toEqual({ ...firstLogin, firstTimeLogin: false });
    expect(start(session.getSnapshot().context.heldPassword).context().askOldPassword).toBe(true);
  });

  it('must be given its navigate and passwordChanged actions: a machine without them stops with an error', async () => {
    for (const [actions, missing] of [
      [{ navigate: () => {} }, '"passwordChanged" must be provided'],
      [{ passwordChanged: () => {} }, '"navigate" must be provided'],
    ] as const) {
      const actor = createActor(
        changePasswordMachine.provide({
          actors: {
            changePassword: fromPromise(async (): Promise<void> => {}),
            updateRememberedPassword: fromPromise(async (): Promise<void> => {}),
          },
          actions,
        }),
        { input: { userName: 'demo01', heldPassword: 'Demo1234' } },
      );
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo5678' });
      actor.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Demo5678' });
      actor.send({ type: 'SUBMIT' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(actor.getSnapshot().status).toBe('error');
      expect(String(errors[0])).toContain(missing);
    }
  });
});

describe('changePasswordMachine: language change', () => {
  it('re-validates the filled fields 200 ms after the language changes, not at 199 ms', async () => {
    const { actor, context, type } = start();
    type('newPassword', 'short');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(context().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(context().errors)).toEqual({ newPassword: 'password.tooShort' });
  });

  it('waits 200 ms after the last of several changes, and checks only the filled fields', async () => {
    const { actor, context, type } = start();
    type('newPassword', 'Demo5678');
    type('confirmNewPassword', 'Demo5679');
    type('oldPassword', 'x');
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({
      oldPassword: 'password.invalid',
      confirmNewPassword: 'password.confirm.mismatch',
    });
    type('oldPassword', '');
    type('confirmNewPassword', 'Demo5678');
    type('newPassword', 'Demo');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(context().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(context().errors)).toEqual({
      newPassword: 'password.tooShort',
      confirmNewPassword: 'password.confirm.mismatch',
    });
  });

  it('checks the new password against the held one', async () => {
    const { actor, context, type } = start('Demo1234');
    type('newPassword', 'Demo1234');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    expect(keysOf(context().errors)).toEqual({ newPassword: 'password.same' });
  });
});

describe('changePasswordMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const actions = { navigate: () => {}, passwordChanged: () => {} };
    const cases: [NonNullable<Parameters<typeof changePasswordMachine.provide>[0]['actors']>, string[]][] = [
      [{}, ['changePassword']],
      [{ changePassword: fromPromise(async (): Promise<void> => {}) }, ['updateRememberedPassword']],
    ];
    for (const [actors, expected] of cases) {
      const { actor, names } = unprovided(changePasswordMachine.provide({ actors, actions }), {
        input: { userName: 'demo01', heldPassword: 'Demo1234' },
      });
      actor.send({ type: 'CHANGE', field: 'newPassword', value: 'Demo5678' });
      actor.send({ type: 'CHANGE', field: 'confirmNewPassword', value: 'Demo5678' });
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(names).toEqual(expected);
    }
  });
});
