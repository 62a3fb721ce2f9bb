import { style } from '@vanilla-extract/css';
import { dot as bannerDot, track as bannerTrack } from '../BannerCarousel/BannerCarousel.css.ts';
import { vars } from '../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const viewport = style({ overflow: 'hidden', touchAction: 'pan-y' });

export const track = style([bannerTrack, { alignItems: 'flex-start' }]);

export const slide = style({ flex: '0 0 100%', minInlineSize: 0, maxBlockSize: '60vh', overflowY: 'auto' });

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' });

export const dot = bannerDot;
