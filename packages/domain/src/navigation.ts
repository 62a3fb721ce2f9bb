/**
 * Where a machine sends the person: a route under /m/ (replacing the current entry or not), or one step back. The
 * app's `navigate` carries it out with its router; the domain never touches history itself.
 */
export type Navigation = { to: string; replace?: boolean } | { back: true };

export const HOME_ROUTE = '/m/home';
export const LOGIN_ROUTE = '/m/login';

/**
 * The default of a machine's `navigate` action, which the app replaces with its router's through
 * `machine.provide({ actions: { navigate: (_, navigation) => ... } })`. Navigating changes no state of the machine,
 * so it is an action rather than an actor; forgetting to provide it stops the machine with this error, as a missing
 * actor does.
 */
export function navigateNotProvided(_: unknown, _navigation: Navigation): void {
  throw new Error('The action "navigate" must be provided with machine.provide({ actions })');
}
