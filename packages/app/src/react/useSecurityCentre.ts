import { type SecurityRow, securityRows } from '@wl/domain/security-centre';
import { securityCentreMachine } from '@wl/domain/security-centre-machine';
import { useSelector } from '@xstate/react';
import { securityCentreActors } from '../actors/memberActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useProvidedActor } from './machines.ts';

const securityCentre = (services: AppServices) =>
  securityCentreMachine.provide(securityCentreActors(services.actorContext));
const useSecurityCentreActor = () => useProvidedActor(securityCentre);

export type SecurityCentreState =
  | { state: 'loading' }
  | { state: 'shown'; rows: SecurityRow[] }
  | { state: 'failed'; error: string };

/**
 * The security centre's list through the domain's `securityCentreMachine`: the member's info and payment-password
 * state, read when the page opens, as `securityRows` orders and words them (nickname, masked e-mail, payee name,
 * login password, payment password). Render it only while a member is logged in.
 */
export function useSecurityCentre(): SecurityCentreState & { retry(): void } {
  const actor = useSecurityCentreActor();
  const overview = useSelector(actor, (snapshot) => snapshot.context.overview);
  const failure = useSelector(actor, (snapshot) =>
    snapshot.matches('failed') ? (snapshot.context.error ?? 'unknown.error') : undefined,
  );
  const retry = () => actor.send({ type: 'RETRY' });
  if (failure !== undefined) return { state: 'failed', error: failure, retry };
  if (!overview) return { state: 'loading', retry };
  return { state: 'shown', rows: securityRows(overview.profile, overview.hasPaymentPassword), retry };
}
