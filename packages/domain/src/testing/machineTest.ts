import { vi } from 'vitest';
import { type ActorOptions, type AnyActorLogic, createActor } from 'xstate';

/** Lets every promise an actor is waiting on settle, without moving the fake clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** The actors whose default answered "must be provided" while the actor ran: the app forgot to provide them. */
export function unprovided<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}) {
  const names: string[] = [];
  const actor = createActor(logic, {
    ...options,
    inspect: (inspection) => {
      const error = inspection.type === '@xstate.event' ? (inspection.event as { error?: unknown }).error : undefined;
      const name = /The actor "(\w+)" must be provided/.exec(String(error))?.[1];
      if (name) names.push(name);
    },
  }).start();
  return { actor, names };
}

/** A form's errors as field → message key, for comparing with the keys the specification's messages have. */
export const keysOf = (errors: Partial<Record<string, { key: string }>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]));
