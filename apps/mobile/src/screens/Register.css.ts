import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/**
 * The submit button reads as disabled until the form validates (aria-disabled), yet stays operable: pressing it
 * names the first invalid field and focuses it.
 */
export const submit = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

globalStyle(`${submit} button[aria-disabled="true"]`, { opacity: 0.55 });

/** "terms and conditions" inside the disclaimer's label: a button that reads as a link and opens the terms. */
export const termsLink = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const terms = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
});

/** The toggle to the other method, at the end of the form. */
export const switchMethod = style({ justifySelf: 'center', maxInlineSize: '100%' });
