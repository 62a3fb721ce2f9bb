import { lazy, Suspense } from 'react';
import type { useLogout } from '../react/useLogout.ts';

/** The dialog's code (and the kit's dialog) loads the first time a member asks to log out, not with every page. */
const LogoutConfirm = lazy(async () => ({ default: (await import('./LogoutConfirm.tsx')).LogoutConfirm }));

/** "Log out?" before the logout runs, wherever it was asked for (the header, the side menu), in both apps. */
export function LogoutDialog({ logout }: { logout: ReturnType<typeof useLogout> }) {
  if (!logout.confirming && !logout.loggingOut) return null;
  return (
    <Suspense fallback={null}>
      <LogoutConfirm logout={logout} />
    </Suspense>
  );
}
