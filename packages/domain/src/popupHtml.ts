import { POPUP_PX_PER_REM } from './constants.ts';

const PX = /(-?\d*\.?\d+)px\b/g;

/** Login-popup HTML is authored in px for a 100 px root: every size becomes rem by dividing by 100. */
export function popupPxToRem(html: string): string {
  return html.replace(PX, (_match, value: string) => `${Number(value) / POPUP_PX_PER_REM}rem`);
}
