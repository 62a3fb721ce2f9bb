/**
 * The game-family marks of the category rail, outline on a 24-unit grid like the kit's icons, in currentColor. The
 * app maps each server category (HOT, RECENT, RNG, FISH, LIVE…) to one of these names.
 */
const paths = {
  hot: 'M12 3c1 3.5 5.5 5.6 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.3 1.2-3.9 2.6-5 .2 1.6 1 2.7 2.1 3.2C10.8 9.3 10.9 6 12 3z',
  recent: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  favourites:
    'M12 20s-7-4.3-9-8.5C1.6 8.4 3.6 5 7 5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.4 0 5.4 3.4 4 6.5-2 4.2-9 8.5-9 8.5z',
  all: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  slots: 'M3 5h18v14H3zM9 5v14M15 5v14M4.8 10h2.4l-1.4 4M10.8 10h2.4l-1.4 4M16.8 10h2.4l-1.4 4',
  fishing:
    'M5 12c2.5-3.5 6-5.5 9.5-5.5 2.8 0 4.8 2 6.5 5.5-1.7 3.5-3.7 5.5-6.5 5.5C11 17.5 7.5 15.5 5 12zM5 12L2 8.5M5 12l-3 3.5M16.5 11h.01M12 9.5c.8 1.6.8 3.4 0 5',
  live: 'M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5M7 10.5a1.5 1.5 0 1 0 0 .01',
  cards:
    'M6 3h12v18H6zM12 7.5c-1.8 2.2-3.5 3.3-3.5 5a1.8 1.8 0 0 0 3.1 1.2L11 17h2l-.6-3.3a1.8 1.8 0 0 0 3.1-1.2c0-1.7-1.7-2.8-3.5-5z',
  sports:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8l3.5 2.5-1.3 4H9.8l-1.3-4zM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4.5M9.8 14.5l-3 4.5M8.5 10.5l-5-1.5',
  esports:
    'M7 8h10a5 5 0 0 1 0 10c-1.6 0-2.6-.9-3.4-2h-3.2c-.8 1.1-1.8 2-3.4 2A5 5 0 0 1 7 8zM7.5 11v4M5.5 13h4M15.5 12h.01M17.5 14h.01',
  lottery: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM11 10.5l1.3-1v5',
  cockfight:
    'M9 21v-3M14 21v-3M6.5 9.5C5 12 5.5 18 12 18c4.5 0 7-3 7-6.5 0-2-1-3.5-2.5-4.5L18 5l-3 .5L14 3l-1.5 2L10 4l.5 3.5c-2.5.3-3.3 1.2-4 2zM4 9.5h2.5M15.5 8.5h.01',
  bingo: 'M4 4h16v16H4zM4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16M12 12h.01',
  inHouse: 'M6 4h12l4 5-10 11L2 9zM2 9h20M9.5 4L8 9l4 11 4-11-1.5-5',
} as const;

export type CategoryIcon = keyof typeof paths;
export const categoryIcons = Object.keys(paths) as CategoryIcon[];

export function CategoryGlyph({ icon, className }: { icon: CategoryIcon; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[icon]} />
    </svg>
  );
}
