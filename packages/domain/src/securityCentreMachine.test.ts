import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import type { SecurityChange } from './forms/securityForms.ts';
import type { Navigation } from './navigation.ts';
import {
  type SecurityFormInput,
  type SecurityFormNeed,
  type SecurityFormPreparation,
  type SecurityOverview,
  securityCentreMachine,
  securityFormMachine,
  securityFormValues,
} from './securityCentreMachine.ts';
import { keysOf, settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const overview: SecurityOverview = {
  profile: { nickname: 'Demo', email: 'demo01@example.com', payeeName: null },
  hasPaymentPassword: false,
};
const nicknameRule = { enabled: true, required: false, minLength: 2, maxLength: 20, patternId: 'name' } as const;
const back: Navigation = { back: true };

describe('securityCentreMachine', () => {
  it('reads the overview when the page opens, and again on retry after a failure', async () => {
    const answers = [async () => Promise.reject(new DomainFailure('session.expired')), async () => overview];
    const load = vi.fn(async () => (answers.shift() as () => Promise<SecurityOverview>)());
    const actor = createActor(securityCentreMachine.provide({ actors: { loadOverview: fromPromise(load) } })).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('session.expired');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toEqual({ overview, error: undefined });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('names the actor the app must provide', async () => {
    const bare = unprovided(securityCentreMachine);
    await settle();
    expect(bare.names).toEqual(['loadOverview']);
    expect(bare.actor.getSnapshot().context.error).toBe('unknown.error');
  });
});

function startForm(
  input: SecurityFormInput,
  options: {
    prepare?: (need: SecurityFormNeed) => Promise<SecurityFormPreparation>;
    save?: (change: SecurityChange) => Promise<void>;
  } = {},
) {
  const prepared: SecurityFormNeed[] = [];
  const saved: SecurityChange[] = [];
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const actor = createActor(
    securityFormMachine.provide({
      actors: {
        prepareForm: fromPromise(async ({ input: need }: { input: SecurityFormNeed }) => {
          prepared.push(need);
          return (options.prepare ?? (async () => ({})))(need);
        }),
        saveChange: fromPromise(async ({ input: change }: { input: SecurityChange }) => {
          saved.push(change);
          return options.save?.(change);
        }),
      },
      actions: { navigate },
    }),
    { input },
  ).start();
  const navigations = () => navigate.mock.calls.map(([, navigation]) => navigation);
  return { actor, prepared, saved, navigations, context: () => actor.getSnapshot().context };
}

describe('securityFormMachine: opening', () => {
  it("reads the merchant's nickname rule first and opens with the current nickname", async () => {
    const { actor, prepared, context } = startForm(
      { form: 'nickname', initial: 'Demo', leave: back },
      { prepare: async () => ({ rule: nicknameRule }) },
    );
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(prepared).toEqual([{ need: 'fieldRule', field: 'nickname' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(securityFormValues(context())).toEqual({ nickname: 'Demo' });
    // The rule read is the one checked: one character is below its 2.
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'J' });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ nickname: { key: 'field.length', values: { min: 2, max: 20 } } });
  });

  it("reads the payee name's rule, and whether a payment password is set before that form opens", async () => {
    const payee = startForm({ form: 'payeeName', leave: back });
    await settle();
    expect(payee.prepared).toEqual([{ need: 'fieldRule', field: 'payeeName' }]);
    expect(securityFormValues(payee.context())).toEqual({ payeeName: '' });

    const set = startForm(
      { form: 'paymentPassword', leave: back },
      { prepare: async () => ({ hasPaymentPassword: true }) },
    );
    await settle();
    expect(set.prepared).toEqual([{ need: 'paymentPasswordState' }]);
    expect(set.context().hasPaymentPassword).toBe(true);
    expect(Object.keys(securityFormValues(set.context()))).toEqual([
      'oldPaymentPassword',
      'paymentPassword',
      'confirmPaymentPassword',
    ]);

    const unset = startForm({ form: 'paymentPassword', leave: back }, { prepare: async () => ({}) });
    await settle();
    expect(unset.context().hasPaymentPassword).toBe(false);
  });

  it('opens the e-mail and reset forms at once, asking nothing', () => {
    for (const form of ['email', 'paymentPasswordReset'] as const) {
      const { actor, prepared, context } = startForm({ form, leave: back });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(context().hasPaymentPassword).toBe(false);
      expect(context().values).toStrictEqual({});
      expect(actor.getSnapshot().hasTag('loading')).toBe(false);
      expect(prepared).toEqual([]);
    }
  });

  it('keeps the error code when it cannot learn what it needs, and asks again on retry', async () => {
    const answers = [async () => Promise.reject(new DomainFailure('rate.limited')), async () => ({})];
    const { actor, prepared, context } = startForm(
      { form: 'paymentPassword', leave: back },
      { prepare: () => (answers.shift() as () => Promise<SecurityFormPreparation>)() },
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(context().error).toBe('rate.limited');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(prepared).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBeUndefined();
  });
  it('asks again for what it needs once the member logged in again, when the session had ended', async () => {
    const answers = [
      async () => Promise.reject(new DomainFailure('session.expired')),
      async () => ({ rule: nicknameRule }),
    ];
    const { actor, prepared, context } = startForm(
      { form: 'nickname', initial: 'Demo', leave: back },
      { prepare: () => (answers.shift() as () => Promise<SecurityFormPreparation>)() },
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'SESSION_CHANGED' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    expect(actor.getSnapshot().value).toBe('preparing');
    await settle();
    expect(prepared).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(securityFormValues(context())).toEqual({ nickname: 'Demo' });
  });

  it('waits for Try again after another failure, whatever the session does', async () => {
    const { actor } = startForm(
      { form: 'nickname', leave: back },
      { prepare: async () => Promise.reject(new DomainFailure('rate.limited')) },
    );
    await settle();
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('securityFormMachine: saving', () => {
  it('refuses a bad e-mail keeping what was typed, then sends the good one trimmed', async () => {
    const { actor, saved, context } = startForm({ form: 'email', leave: back });
    actor.send({ type: 'CHANGE', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(keysOf(context().errors)).toEqual({ email: 'email.invalid' });
    expect(context().firstInvalid).toBe('email');
    expect(securityFormValues(context())).toEqual({ email: 'not-an-email' });
    expect(saved).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'email', value: ' new01@example.com ' });
    expect(context().errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(context().firstInvalid).toBeUndefined();
    await settle();
    expect(saved).toEqual([{ form: 'email', payload: { email: 'new01@example.com' } }]);
  });

  it('shows the success for 1,000 ms, then leaves for the list', async () => {
    const { actor, navigations } = startForm({ form: 'nickname', initial: 'Demo', leave: back });
    await settle();
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'Lucky Demo' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(navigations()).toEqual([]);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations()).toEqual([{ back: true }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('leaves the way it was told: replacing the page with the list when it was opened directly', async () => {
    const list: Navigation = { to: '/m/securityCenter', replace: true };
    const { actor, navigations } = startForm({ form: 'email', leave: list });
    actor.send({ type: 'CHANGE', field: 'email', value: 'new01@example.com' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigations()).toEqual([list]);
  });

  it("keeps what was typed and the gateway's error code after a refused call, until the next change", async () => {
    const { actor, saved, context } = startForm(
      { form: 'paymentPassword', leave: back },
      {
        prepare: async () => ({ hasPaymentPassword: true }),
        save: async () => Promise.reject(new DomainFailure('payment.password.wrong')),
      },
    );
    await settle();
    const values = { oldPaymentPassword: '111111', paymentPassword: '135790', confirmPaymentPassword: '135790' };
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'CHANGE', field: field as keyof typeof values, value });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(saved).toEqual([{ form: 'paymentPassword', payload: values }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('payment.password.wrong');
    expect(securityFormValues(context())).toEqual(values);
    actor.send({ type: 'CHANGE', field: 'oldPaymentPassword', value: '246810' });
    expect(context().error).toBeUndefined();
  });

  it('keeps what was typed when the session ended, and sends it as it is once the member logged in again', async () => {
    const answers = [async () => Promise.reject(new DomainFailure('session.expired')), async () => {}];
    const { actor, saved, context, navigations } = startForm(
      { form: 'email', leave: back },
      { save: () => (answers.shift() as () => Promise<void>)() },
    );
    actor.send({ type: 'CHANGE', field: 'email', value: 'agent01@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('session.expired');
    actor.send({ type: 'SESSION_CHANGED' });
    expect(context().error).toBe('session.expired');
    actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBeUndefined();
    expect(securityFormValues(context())).toEqual({ email: 'agent01@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(saved).toEqual([
      { form: 'email', payload: { email: 'agent01@example.com' } },
      { form: 'email', payload: { email: 'agent01@example.com' } },
    ]);
    expect(actor.getSnapshot().value).toBe('saved');
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigations()).toEqual([back]);
  });

  it("keeps another failure's message through a login", async () => {
    const { actor, context } = startForm(
      { form: 'email', leave: back },
      { save: async () => Promise.reject(new DomainFailure('rate.limited')) },
    );
    actor.send({ type: 'CHANGE', field: 'email', value: 'agent01@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    expect(context().error).toBe('rate.limited');
  });

  it('refuses a mismatched confirmation without a call, and clears only the changed field’s error', async () => {
    const { actor, saved, context } = startForm({ form: 'paymentPassword', leave: back });
    await settle();
    actor.send({ type: 'CHANGE', field: 'paymentPassword', value: '12' });
    actor.send({ type: 'CHANGE', field: 'confirmPaymentPassword', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({
      paymentPassword: 'paymentPassword.invalid',
      confirmPaymentPassword: 'password.confirm.required',
    });
    expect(context().firstInvalid).toBe('paymentPassword');
    actor.send({ type: 'CHANGE', field: 'paymentPassword', value: '246810' });
    expect(keysOf(context().errors)).toEqual({ confirmPaymentPassword: 'password.confirm.required' });
    actor.send({ type: 'CHANGE', field: 'confirmPaymentPassword', value: '246811' });
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ confirmPaymentPassword: 'password.confirm.mismatch' });
    expect(saved).toEqual([]);
  });

  it('sends a reset with the login password as typed', async () => {
    const { actor, saved } = startForm({ form: 'paymentPasswordReset', leave: back });
    const values = { password: 'Demo1234', paymentPassword: '135790', confirmPaymentPassword: '135790' };
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'CHANGE', field: field as keyof typeof values, value });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(saved).toEqual([{ form: 'paymentPasswordReset', payload: values }]);
  });
});

describe('securityFormMachine: language change', () => {
  it('re-checks the filled fields 200 ms after the last change, keeping an empty field’s error', async () => {
    const { actor, context } = startForm({ form: 'paymentPassword', leave: back });
    await settle();
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({
      paymentPassword: 'paymentPassword.required',
      confirmPaymentPassword: 'password.confirm.required',
    });
    actor.send({ type: 'CHANGE', field: 'paymentPassword', value: '12' });
    expect(keysOf(context().errors)).toEqual({ confirmPaymentPassword: 'password.confirm.required' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(keysOf(context().errors)).toEqual({ confirmPaymentPassword: 'password.confirm.required' });
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(context().errors)).toEqual({
      paymentPassword: 'paymentPassword.invalid',
      confirmPaymentPassword: 'password.confirm.required',
    });
  });

  it('leaves a field emptied since the submit without an error, as the person left it', async () => {
    const { actor, context } = startForm({ form: 'paymentPassword', leave: back });
    await settle();
    actor.send({ type: 'CHANGE', field: 'paymentPassword', value: '12' });
    actor.send({ type: 'CHANGE', field: 'confirmPaymentPassword', value: '12' });
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ paymentPassword: 'paymentPassword.invalid' });
    actor.send({ type: 'CHANGE', field: 'paymentPassword', value: '' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    expect(keysOf(context().errors)).toEqual({ confirmPaymentPassword: 'password.confirm.mismatch' });
  });
});

describe('securityFormMachine: provided actors', () => {
  it('names the actors and the navigation the app must provide', async () => {
    const bare = unprovided(securityFormMachine, { input: { form: 'nickname', leave: back } });
    await settle();
    expect(bare.names).toEqual(['prepareForm']);
    expect(bare.actor.getSnapshot().context.error).toBe('unknown.error');

    const saving = unprovided(securityFormMachine, { input: { form: 'email', leave: back } });
    saving.actor.send({ type: 'CHANGE', field: 'email', value: 'new01@example.com' });
    saving.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(saving.names).toEqual(['saveChange']);
    expect(saving.actor.getSnapshot().context.error).toBe('unknown.error');

    const leaving = createActor(securityFormMachine.provide({ actors: { saveChange: fromPromise(async () => {}) } }), {
      input: { form: 'email', leave: back },
    }).start();
    leaving.send({ type: 'CHANGE', field: 'email', value: 'new01@example.com' });
    leaving.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(leaving.getSnapshot().status).toBe('error');
  });
});
