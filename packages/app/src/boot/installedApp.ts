/** Whether the site runs added to a home screen (the installed PWA or the native app's web view): it then runs standalone. */
export function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
