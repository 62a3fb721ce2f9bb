import { describe, expect, it, vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

/**
 * Model-based testing of a machine: xstate/graph walks the machine as an abstract model and yields the shortest path
 * to every transition (each vertex is previous state + event + state, so every edge is reached), then each path is
 * replayed against a real actor of the same machine whose actors are provided by the test. Actor outcomes in the
 * model (`xstate.done.actor.*`, `xstate.error.actor.*`) settle the provided actors; delays advance fake timers.
 */
export interface ModelTestOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** The events a person or the app may send in a state; actor outcomes and delays are listed by the harness. */
  events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[];
  /** The outcomes each invoked actor may have in the model: outputs it may resolve with, errors it may reject with. */
  outcomes: Record<string, { outputs?: unknown[]; errors?: unknown[] }>;
  /** Context projected into the model's states, for machines whose behaviour depends on it. */
  project?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Actors that run on their own in the real actor (timers, callbacks) and are not settled by the harness. */
  keep?: string[];
}

interface Deferred {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

function delayEvents(snapshot: AnyMachineSnapshot): { type: string }[] {
  return snapshot._nodes.flatMap((node) => node.after.map((transition) => ({ type: transition.eventType })));
}

function actorEvents(snapshot: AnyMachineSnapshot, outcomes: ModelTestOptions<AnyStateMachine>['outcomes']) {
  return Object.keys(snapshot.children).flatMap((id) => {
    const outcome = outcomes[id];
    if (!outcome) return [];
    return [
      ...(outcome.outputs ?? []).map((output) => ({ type: `${DONE}${id}`, output, actorId: id })),
      ...(outcome.errors ?? []).map((error) => ({ type: `${ERROR}${id}`, error, actorId: id })),
    ];
  });
}

export interface ModelPath {
  description: string;
  run: () => Promise<void>;
}

function traverse<TMachine extends AnyStateMachine>(
  options: ModelTestOptions<TMachine>,
  serializeState: (snapshot: AnyMachineSnapshot, event: unknown, previous?: AnyMachineSnapshot) => string,
) {
  const machine: AnyStateMachine = options.machine;
  return getShortestPaths(machine, {
    input: options.input,
    // A finished machine takes no more events.
    events: (snapshot: AnyMachineSnapshot): EventObject[] =>
      snapshot.status !== 'active'
        ? []
        : [
            ...options.events(snapshot as SnapshotFrom<TMachine>),
            ...actorEvents(snapshot, options.outcomes),
            ...delayEvents(snapshot),
          ],
    serializeState,
  });
}

/** Drops a path whose events begin another path: replaying the longer one visits the same transitions. */
function longestOnly<T extends { steps: { event: { type: string } }[] }>(paths: T[]): T[] {
  const keyOf = (path: T) => path.steps.map((step) => JSON.stringify(step.event));
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: T[] = [];
  const keys: string[][] = [];
  for (const path of sorted) {
    const key = keyOf(path);
    if (keys.some((longer) => key.every((part, index) => longer[index] === part))) continue;
    kept.push(path);
    keys.push(key);
  }
  return kept;
}

const INIT = 'xstate.init';

/** A vertex per transition taken (previous state, event, state), plus whatever context the machine's test projects. */
function edgeKey<TSnapshot>(project?: (snapshot: TSnapshot) => unknown) {
  return (snapshot: AnyMachineSnapshot, event: unknown, previous?: AnyMachineSnapshot) =>
    JSON.stringify([
      previous?.value,
      (event as { type?: string } | undefined)?.type,
      snapshot.value,
      project?.(snapshot as TSnapshot),
    ]);
}

/** The model's paths, each runnable against the real machine. */
export function modelPaths<TMachine extends AnyStateMachine>(options: ModelTestOptions<TMachine>): ModelPath[] {
  const { machine, outcomes, project } = options;
  const paths = longestOnly(traverse(options, edgeKey(project)));
  return paths.map((path) => ({
    description:
      path.steps
        .map((step) => step.event.type)
        .filter((type) => type !== INIT)
        .join(' → ') || '(initial)',
    run: async () => {
      const pending = new Map<string, Deferred>();
      const actors: Record<string, AnyActorLogic> = {};
      for (const id of Object.keys(outcomes)) {
        actors[id] = fromPromise(
          ({ input }) => new Promise((resolve, reject) => pending.set(id, { input, resolve, reject })),
        );
      }
      const actor = createActor(machine.provide({ actors } as Parameters<TMachine['provide']>[0]), {
        input: options.input,
      });
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
      for (const step of path.steps) {
        if (step.event.type === INIT) continue;
        const event: { type: string; output?: unknown; error?: unknown; actorId?: string } = step.event;
        if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
          const deferred = event.actorId ? pending.get(event.actorId) : undefined;
          if (!deferred) throw new Error(`${event.type}: the actor was not started`);
          if (event.type.startsWith(DONE)) deferred.resolve(event.output);
          else deferred.reject(event.error);
          await vi.advanceTimersByTimeAsync(0);
        } else if (event.type.startsWith(AFTER)) {
          // In a parallel machine the model may let a later timer fire before an earlier one; real time cannot.
          // The timer that is due first runs on the clock; any other is delivered as the event it would raise.
          const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents);
          const due = (entry: (typeof scheduled)[number]) => entry.startedAt + entry.delay;
          const target = scheduled.find((entry) => entry.event.type === event.type);
          const first = scheduled.reduce<(typeof scheduled)[number] | undefined>(
            (soonest, entry) => (soonest === undefined || due(entry) < due(soonest) ? entry : soonest),
            undefined,
          );
          if (target === undefined) throw new Error(`${event.type}: no such timer is running`);
          if (first === target) await vi.advanceTimersByTimeAsync(Math.max(0, due(target) - Date.now()));
          else {
            actor.send(step.event);
            await vi.advanceTimersByTimeAsync(0);
          }
        } else {
          actor.send(step.event);
          await vi.advanceTimersByTimeAsync(0);
        }
        const snapshot: AnyMachineSnapshot = actor.getSnapshot();
        if (JSON.stringify(snapshot.value) !== JSON.stringify(step.state.value)) {
          throw new Error(
            `After ${event.type}: the machine is in ${JSON.stringify(snapshot.value)}, the model in ${JSON.stringify(step.state.value)}`,
          );
        }
        if (
          project &&
          JSON.stringify(project(snapshot as SnapshotFrom<TMachine>)) !==
            JSON.stringify(project(step.state as SnapshotFrom<TMachine>))
        ) {
          throw new Error(`After ${event.type}: the context differs from the model's`);
        }
      }
      actor.stop();
    },
  }));
}

/**
 * Every state node and every event a state node handles ("node event"), with those the model's paths reach and
 * take, to assert that none is left out. Guarded alternatives of one event are counted by line coverage instead.
 */
export function coverage<TMachine extends AnyStateMachine>(
  options: ModelTestOptions<TMachine>,
): { states: { all: string[]; reached: string[] }; transitions: { all: string[]; taken: string[] } } {
  const { machine } = options;
  // A state whose last eventless transition has no guard is always left at once: no snapshot ever rests in it.
  const transient = (node: AnyStateNode) => node.always !== undefined && node.always.at(-1)?.guard === undefined;
  const nodes = getStateNodes(machine);
  const handled = [machine.root, ...nodes].flatMap((node) =>
    [...node.transitions.keys()].map((type) => `${node.id} ${type}`),
  );
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const path of traverse(options, edgeKey(options.project))) {
    path.steps.forEach((step, index) => {
      for (const node of step.state._nodes) reached.add(node.id);
      const previous = path.steps[index - 1]?.state;
      for (const node of previous?._nodes ?? []) {
        if (node.transitions.has(step.event.type)) taken.add(`${node.id} ${step.event.type}`);
      }
    });
  }
  reached.delete(machine.id);
  return {
    states: {
      all: nodes
        .filter((node) => !transient(node))
        .map((node) => node.id)
        .sort(),
      reached: [...reached].sort(),
    },
    transitions: { all: [...new Set(handled)].sort(), taken: [...taken].sort() },
  };
}

/**
 * The model-based suite of one machine: every state reached and every handled event taken, then one test per
 * shortest path, replayed against a real actor.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  options: ModelTestOptions<TMachine>,
): void {
  describe(`${name} model`, () => {
    it('reaches every state and takes every transition', () => {
      const { states, transitions } = coverage(options);
      expect(states.reached).toEqual(states.all);
      expect(transitions.taken).toEqual(transitions.all);
    });

    for (const path of modelPaths(options)) {
      it(`follows ${path.description}`, path.run);
    }
  });
}
