import { type RankProgressView, rankProgressView } from '@wl/domain/rank-progress';
import { rankProgressMachine } from '@wl/domain/rank-progress-machine';
import { useSelector } from '@xstate/react';
import { rankProgressActors } from '../actors/memberActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useProvidedActor } from './machines.ts';

const rankProgress = (services: AppServices) => rankProgressMachine.provide(rankProgressActors(services.actorContext));
const useRankProgressActor = () => useProvidedActor(rankProgress);

export type RankProgressState =
  | { state: 'loading'; progress?: RankProgressView }
  | { state: 'shown'; progress: RankProgressView }
  | { state: 'failed'; error: string; progress?: RankProgressView };

function sameState(a: RankProgressState, b: RankProgressState): boolean {
  const error = (state: RankProgressState) => ('error' in state ? state.error : undefined);
  return a.state === b.state && a.progress === b.progress && error(a) === error(b);
}

/**
 * The member's VIP rank progress (GET /wps/member/rank/progress) through the domain's `rankProgressMachine`, as
 * `rankProgressView` words it: the rank held, conditions met of those expected, and the percentage.
 */
export function useRankProgress(): RankProgressState & { retry(): void } {
  const actor = useRankProgressActor();
  const view = useSelector(
    actor,
    (snapshot): RankProgressState => {
      const { progress, error } = snapshot.context;
      const shown = progress ? { progress: memoView(progress) } : {};
      if (snapshot.matches('failed')) return { state: 'failed', error: error ?? 'unknown.error', ...shown };
      if (snapshot.matches('shown') && progress) return { state: 'shown', progress: memoView(progress) };
      return { state: 'loading', ...shown };
    },
    sameState,
  );
  return { ...view, retry: () => actor.send({ type: 'RETRY' }) };
}

/** The same answer gives the same view object, so an unchanged selection does not re-render. */
const views = new WeakMap<object, RankProgressView>();
function memoView(progress: Parameters<typeof rankProgressView>[0]): RankProgressView {
  let view = views.get(progress);
  if (!view) {
    view = rankProgressView(progress);
    views.set(progress, view);
  }
  return view;
}
