import { POPUP_PX_PER_REM } from './constants.ts';

/**
 * A number before `px`: digits with at most one dot, ending in a digit, perhaps negative. Written `\d*\.?\d+`, a run
 * of digits could be split between the two quantifiers in as many ways as it is long, on each of its starts: a
 * long number without `px` took time growing with the cube of its length. Here a run has one reading, and a number
 * is not started after a digit, where the digit before would have started the same number sooner; the matches, and
 * so the result, are the same.
 */
const PX = /(-?(?<!\d)(?:\d+(?:\.\d+)?|\.\d+))px\b/g;

/**
 * Login-popup HTML is authored in px for the legacy site, whose root font size was 100 px at its design width and
 * whose build divided every px by 100 into rem. Our root is 16 px, so "5.12rem" would draw 512px at 82 px: each
 * size becomes that many legacy rem in a unit worth 100 px, `calc(5.12 * 100px)`, which draws the size the author
 * chose. Sizes stay fixed rather than scaling with the screen: the specification does not give the legacy design
 * width, and the text sizes the content uses (14px to 28px) read right as CSS pixels on a phone.
 */
export function popupPxToRem(html: string): string {
  return html.replace(PX, (_match, value: string) => `calc(${Number(value) / POPUP_PX_PER_REM} * 100px)`);
}
