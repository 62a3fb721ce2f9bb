import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The placeholder for an actor the app must supply through `machine.provide({ actors })`: the domain knows what a
 * call takes and answers, never how it reaches the gateway, the storage or the router. Forgetting one fails loudly.
 */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The actor "${name}" must be provided with machine.provide({ actors })`);
  });
}
