/**
 * Which of the page's dialogs are showing, and which prompts wait for their turn. A dialog the player opened (a menu,
 * a form, a confirmation) shows at once. A prompt the player did not ask for (a contract to review, the login
 * pop-ups) shows only when no other dialog is, one at a time in the order they asked: it never covers what the
 * player is doing, and its Escape never closes the player's own dialog instead.
 */
const showing = new Set<object>();
const waiting: object[] = [];
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeToTurns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const turnsVersion = (): number => version;

/** A prompt asks to show; it keeps its place in the queue until it shows or stops asking. */
export function waitForTurn(dialog: object): void {
  if (waiting.includes(dialog) || showing.has(dialog)) return;
  waiting.push(dialog);
  changed();
}

/** Whether a waiting prompt may show now: it is showing already, or nothing is and it is first in the queue. */
export function hasTurn(dialog: object): boolean {
  return showing.has(dialog) || (showing.size === 0 && waiting[0] === dialog);
}

export function shown(dialog: object): void {
  const queued = waiting.indexOf(dialog);
  if (queued >= 0) waiting.splice(queued, 1);
  showing.add(dialog);
  changed();
}

/** Closed, or no longer asking: the next prompt in the queue may show. */
export function done(dialog: object): void {
  const queued = waiting.indexOf(dialog);
  if (queued >= 0) waiting.splice(queued, 1);
  const wasShowing = showing.delete(dialog);
  if (queued >= 0 || wasShowing) changed();
}
