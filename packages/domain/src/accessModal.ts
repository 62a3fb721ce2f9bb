/** Log in, register and forgot password, presented over the current page as well as on their own routes. */
export const ACCESS_MODALS = ['login', 'register', 'forget'] as const;
export type AccessModal = (typeof ACCESS_MODALS)[number];

/** The one access modal open, or none. */
export type AccessModalState = AccessModal | null;

export type AccessModalEvent =
  /** Opens a modal; one already open gives way to it. */
  | { type: 'OPEN'; modal: AccessModal }
  /** Escape, the close button, the mask, a finished flow, or the page changing under it. */
  | { type: 'CLOSE' }
  /** Registration went through: with a session the modal closes, without one the player logs in next. */
  | { type: 'REGISTERED'; loggedIn: boolean };

/**
 * Which access modal is open: only one of the three at a time. The login modal's register link replaces it with
 * registration, its forgot link with recovery, and registration's login link brings the login modal back.
 */
export function accessModal(_state: AccessModalState, event: AccessModalEvent): AccessModalState {
  switch (event.type) {
    case 'OPEN':
      return event.modal;
    case 'REGISTERED':
      return event.loggedIn ? null : 'login';
    default:
      return null;
  }
}
