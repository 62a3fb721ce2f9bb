import type { RememberedLogin } from '@wl/domain/entities';
import type { LoginSide } from '@wl/domain/roles';
import type { ReactNode } from 'react';

export interface LoginScreenProps {
  /** The player site's login (`member`) or the agent page's (`agent`): who may log in, and no social sign-in. */
  side: LoginSide;
  /** The login went through and the session has it: the page goes on, a modal closes. */
  onDone: () => void;
  /** A heading over the form, where the page has none of its own (the agent page's "Agent login"). */
  title?: string;
  /** A line under the heading saying who the page is for. */
  intro?: string;
  /** What the page offers under the submit button (forgot password, register), as its own links. */
  links?: ReactNode;
  /**
   * What the page offers under the form (free play on the player site). It is drawn in the form's frame too, where
   * `useMerchantSettings` answers the early settings: a part that needs the services there waits in a placeholder of
   * its own.
   */
  after?: ReactNode;
}

/** What the live form takes: the screen's props but its heading, and the remembered record read before it opened. */
export type LoginLiveProps = Omit<LoginScreenProps, 'title' | 'intro'> & { remembered?: RememberedLogin | undefined };
