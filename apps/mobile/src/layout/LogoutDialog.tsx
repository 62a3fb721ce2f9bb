import type { useLogout } from '@wl/app/logout';
import { lazy, Suspense } from 'react';

/** The dialog's code (and the kit's dialog) loads the first time a member asks to log out, not with every page. */
const LogoutConfirm = lazy(async () => ({ default: (await import('./LogoutConfirm.tsx')).LogoutConfirm }));

/** "Log out?" before the logout runs, wherever the player asked for it (the header, the side menu). */
export function LogoutDialog({ logout }: { logout: ReturnType<typeof useLogout> }) {
  if (!logout.confirming && !logout.loggingOut) return null;
  return (
    <Suspense fallback={null}>
      <LogoutConfirm logout={logout} />
    </Suspense>
  );
}
