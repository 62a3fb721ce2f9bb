/** Whether the site runs added to a home screen (the installed PWA or the native app's web view): it then runs standalone. */
export function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** The site added to a home screen runs standalone and tells the gateway so (Device OTHERS); otherwise MOBILE (3). */
export function deviceHeader(): '3' | 'OTHERS' {
  return runsInstalled() ? 'OTHERS' : '3';
}
