/**
 * Where a machine sends the person: a route under /m/ (replacing the current entry or not), or one step back. The
 * app's `navigate` actor carries it out with its router; the domain never touches history itself.
 */
export type Navigation = { to: string; replace?: boolean } | { back: true };

export const HOME_ROUTE = '/m/home';
export const LOGIN_ROUTE = '/m/login';
