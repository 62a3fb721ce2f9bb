import { type AccessModal, type AccessModals, useAccessModals } from '@wl/app/access-modals';
import { createContext, type ReactNode, use } from 'react';
import { Link } from 'react-router';

const InAccessModal = createContext(false);

/** Marks a screen as the body of an access modal rather than a page of its own. */
export function AccessModalBody({ children }: { children: ReactNode }) {
  return <InAccessModal value={true}>{children}</InAccessModal>;
}

/** The page's access modals when this screen is the body of one; null when it is its own page (/m/login...). */
export function useHostingModal(): AccessModals | null {
  const modals = useAccessModals();
  return use(InAccessModal) ? modals : null;
}

/**
 * A link between the access screens: on a page it goes to the route; inside a modal it replaces the modal with the
 * other one (the address stays, the player keeps their place underneath).
 */
export function AccessLink({
  to,
  modal,
  className,
  children,
}: {
  to: string;
  modal: AccessModal;
  className?: string;
  children: ReactNode;
}) {
  const hosting = useHostingModal();
  return (
    <Link
      className={className}
      to={to}
      onClick={(event) => {
        if (!hosting) return;
        event.preventDefault();
        hosting.open(modal);
      }}
    >
      {children}
    </Link>
  );
}
