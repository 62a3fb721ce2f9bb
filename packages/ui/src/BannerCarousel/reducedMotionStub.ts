/**
 * For stories: makes `prefers-reduced-motion: reduce` match, as a player's system setting would, and gives back
 * the function that restores the real matchMedia. Use as a story's beforeEach.
 */
export function preferReducedMotion(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return real.call(window, query);
    const list: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> = {
      matches: /:\s*reduce/.test(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    return list as MediaQueryList;
  };
  return () => {
    window.matchMedia = real;
  };
}
