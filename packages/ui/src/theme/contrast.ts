import type { ThemeTokens } from './tokens.ts';

/** WCAG 2 contrast ratio between two #rrggbb colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG AA for text (1.4.3), and for the focus ring against the page (1.4.11). */
const TEXT_RATIO = 4.5;
const FOCUS_RATIO = 3;

/**
 * Every pairing a brand must keep readable, as "what: ratio" lines for those it fails: body, muted, primary and
 * accent text on each surface, each fill with the text that goes on it, the focus ring on the page. A runtime brand
 * is refused with these; the kit's own brands are held to the same pairs by their tests.
 */
export function brandContrastProblems(tokens: ThemeTokens): string[] {
  const { color } = tokens;
  const pairs: [string, string, string, number][] = [];
  for (const surface of ['background', 'surface', 'surfaceRaised'] as const) {
    pairs.push([`text on ${surface}`, color.text, color[surface], TEXT_RATIO]);
    pairs.push([`textMuted on ${surface}`, color.textMuted, color[surface], TEXT_RATIO]);
    // The primary colour writes prices and the brand's name, the accent links in server text.
    pairs.push([`primary on ${surface}`, color.primary, color[surface], TEXT_RATIO]);
    pairs.push([`accent on ${surface}`, color.accent, color[surface], TEXT_RATIO]);
  }
  pairs.push(
    ['onPrimary on primary', color.onPrimary, color.primary, TEXT_RATIO],
    ['onAccent on accent', color.onAccent, color.accent, TEXT_RATIO],
    ['onSuccess on success', color.onSuccess, color.success, TEXT_RATIO],
    ['onDanger on danger', color.onDanger, color.danger, TEXT_RATIO],
    ['onWarning on warning', color.onWarning, color.warning, TEXT_RATIO],
    ['focus on background', color.focus, color.background, FOCUS_RATIO],
  );
  return pairs
    .map(([what, foreground, background, minimum]) => [what, contrastRatio(foreground, background), minimum] as const)
    .filter(([, ratio, minimum]) => ratio < minimum)
    .map(([what, ratio, minimum]) => `${what}: ${ratio.toFixed(2)}:1, needs ${minimum}:1`);
}
