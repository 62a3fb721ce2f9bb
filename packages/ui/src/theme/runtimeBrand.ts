import { brandContrastProblems } from './contrast.ts';
import { darkTokens, type ThemeTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

/**
 * Brands loaded at run time: a JSON file of the same `ThemeTokens` shape a build-time brand is written in, checked
 * here and set as the theme contract's CSS variables on an element. No vanilla-extract at run time: the variables'
 * names come from the compiled contract (`vars`).
 */

/** A token file that cannot be used, with every reason found (not only the first). */
export class BrandTokensError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Brand tokens refused:\n- ${problems.join('\n- ')}`);
    this.name = 'BrandTokensError';
    this.problems = problems;
  }
}

const HEX = /^#[0-9a-f]{6}$/i;
const OVERLAY =
  /^(?:#[0-9a-f]{6}(?:[0-9a-f]{2})?|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))$/i;
const LENGTH = /^(?:0|\d+(?:\.\d+)?(?:px|rem|em))$/;
const FONT_FAMILY = /^[\w "',.-]+$/;
const WEIGHT = /^[1-9]00$/;
const LINE_HEIGHT = /^\d+(?:\.\d+)?$/;
const SHADOW = /^(?:none|[\w .,()#%-]+)$/;
const DURATION = /^\d+ms$/;
const NUMBER = String.raw`\s*-?(?:\d+(?:\.\d+)?|\.\d+)\s*`;
const EASING = new RegExp(
  `^(?:linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\\((?:${NUMBER},){3}${NUMBER}\\))$`,
);
const INTEGER = /^-?\d+$/;
// Quotes and brackets would end the CSS variable's value early; the name is a plain label.
const BRAND_NAME = /^[\p{L}\p{M}\p{N} .&!+-]{1,60}$/u;
// An image inside the document (data:), on the site (/...) or over https: nothing that runs, nothing in the clear.
const LOGO = /^url\("(?:data:image\/(?:svg\+xml|png|webp|jpeg)[;,]|https:\/\/|\/(?!\/))[^"\\\s]*"\)$/;

/** What each token must look like, by its path in the shape; colours are #rrggbb so their contrast can be checked. */
function formatOf(path: string): [RegExp, string] {
  const [group, name] = path.split('.');
  if (path === 'color.overlay') return [OVERLAY, 'a #rrggbb, #rrggbbaa, rgb() or rgba() colour'];
  if (group === 'color') return [HEX, 'a #rrggbb colour'];
  if (group === 'space' || group === 'radius' || path.startsWith('font.size.')) return [LENGTH, 'a length'];
  if (path === 'font.family') return [FONT_FAMILY, 'a list of font names'];
  if (path.startsWith('font.weight.')) return [WEIGHT, 'a weight from 100 to 900'];
  if (path.startsWith('font.lineHeight.')) return [LINE_HEIGHT, 'a unitless line height'];
  if (group === 'elevation') return [SHADOW, 'a box shadow'];
  if (group === 'motion') return name === 'easing' ? [EASING, 'an easing'] : [DURATION, 'a duration in ms'];
  if (group === 'zIndex') return [INTEGER, 'an integer'];
  if (path === 'brand.name') return [BRAND_NAME, 'a name of 1 to 60 letters, digits, spaces or . & ! + -'];
  return [LOGO, 'url("…") of a data: image, a site path or an https address'];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Holds the value to the shape of the product's tokens: every token present, nothing unknown, each well formed. */
function shapeProblems(value: unknown, reference: object, at: string): string[] {
  if (!isRecord(value)) return [`${at || 'tokens'}: expected an object`];
  const pathOf = (key: string) => (at ? `${at}.${key}` : key);
  const problems: string[] = [];
  for (const [key, expected] of Object.entries(reference)) {
    const path = pathOf(key);
    const actual = value[key];
    if (actual === undefined) problems.push(`${path}: missing`);
    else if (typeof expected === 'object') problems.push(...shapeProblems(actual, expected, path));
    else if (typeof actual !== 'string') problems.push(`${path}: expected a string`);
    else {
      const [pattern, description] = formatOf(path);
      if (!pattern.test(actual)) problems.push(`${path}: expected ${description}, got ${JSON.stringify(actual)}`);
    }
  }
  for (const key of Object.keys(value)) {
    if (!(key in reference)) problems.push(`${pathOf(key)}: not a token`);
  }
  return problems;
}

/** Every reason the value cannot be a brand: its shape and formats first, then (when those hold) its contrast. */
export function brandTokenProblems(value: unknown): string[] {
  const problems = shapeProblems(value, darkTokens, '');
  if (problems.length > 0) return problems;
  return brandContrastProblems(value as ThemeTokens).map((problem) => `contrast ${problem}`);
}

/** The value as a brand's tokens (parsed JSON, e.g. from `fetch(...).then((r) => r.json())`), or BrandTokensError. */
export function parseBrandTokens(value: unknown): ThemeTokens {
  const problems = brandTokenProblems(value);
  if (problems.length > 0) throw new BrandTokensError(problems);
  return value as ThemeTokens;
}

/** Each contract variable (`--color-primary__1a2b3c`) with the brand's value for it. */
function contractVariables(tokens: object, contract: object): [name: string, value: string][] {
  return Object.entries(contract).flatMap(([key, variable]) => {
    const value = (tokens as Record<string, unknown>)[key];
    if (typeof variable === 'string') return [[variable.slice('var('.length, -1), value as string]];
    return contractVariables(value as object, variable as object);
  });
}

/**
 * Checks the tokens and sets them as the theme contract's variables in the element's inline style, where they win
 * over any brand class. Put it on the element that carries the theme class (`darkTheme`), which sets the page's
 * colours and type from the same variables. Returns the undo: each variable as it was before.
 */
export function applyBrandTokens(tokens: unknown, element: HTMLElement = document.documentElement): () => void {
  const variables = contractVariables(parseBrandTokens(tokens), vars);
  const before = variables.map(([name]) => [name, element.style.getPropertyValue(name)] as const);
  for (const [name, value] of variables) element.style.setProperty(name, value);
  return () => {
    for (const [name, value] of before) {
      if (value === '') element.style.removeProperty(name);
      else element.style.setProperty(name, value);
    }
  };
}
