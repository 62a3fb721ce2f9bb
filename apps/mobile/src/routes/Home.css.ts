import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

export const title = style({ fontSize: vars.font.size.xl, marginBlock: `0 ${vars.space.lg}` });

/** As tall as the member strip (a row of 44 px-plus targets with their labels), before and after it arrives. */
export const strip = style({ minBlockSize: '4.5rem', marginBlockEnd: vars.space.lg });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.font.size.md, margin: 0, color: vars.color.textMuted });

export const status = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-state="ok"]': { color: vars.color.success },
    '&[data-state="maintenance"], &[data-state="restricted"], &[data-state="unreachable"]': {
      color: vars.color.warning,
    },
  },
});

/** Home's lobby: one column of its parts, none wider than the screen. */
export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

/** The notice marquee's line, kept from the first paint. */
export const noticeSlot = style({ minBlockSize: '2.75rem' });

/**
 * The banners' frame: the 16:7 picture and the carousel's control row under it (2.75rem), painted at once so nothing
 * moves when the banners arrive.
 */
export const bannerSlot = style({ position: 'relative', paddingBlockEnd: '2.75rem' });

/** The banner box's own picture until the banners arrive: the theme's surface, in the banners' exact place and size. */
export const bannerArt = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 7',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  backgroundImage: `linear-gradient(135deg, ${vars.color.surface}, ${vars.color.border})`,
});

/** The carousel, over that picture once it has banners. */
export const bannerCarousel = style({ position: 'absolute', insetBlockStart: 0, insetInline: 0 });

/** The jackpot's line. */
export const jackpotSlot = style({ minBlockSize: '5rem' });

/** The category rail and its panel: at least a screen tall until the games are in, so the footer stays below. */
export const railSlot = style({ minBlockSize: '100vh' });

export const section = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });
