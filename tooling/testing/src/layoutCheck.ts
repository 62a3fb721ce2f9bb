/**
 * Layout checks for a rendered page on a phone: what axe and `toBeVisible()` cannot see. A heading squeezed to
 * 0 px is "visible" to both, a logo drawn over a button passes every accessibility rule, and a 24 px dot is a
 * valid button. These checks read the boxes the browser laid out.
 *
 * The module runs inside the page and imports nothing: the kit's visual project imports it in Vitest's browser
 * mode, and `expectLayoutClean` (./audit.ts) bundles it into a script for a Playwright page. The exceptions are
 * keyed by the `data-layout-exception` attribute the kit's components set on themselves, never by class names,
 * which differ between builds.
 */

export const layoutChecks = ['pageOverflow', 'overlap', 'textWidth', 'targetSize', 'focusRing'] as const;
export type LayoutCheck = (typeof layoutChecks)[number];

export interface LayoutProblem {
  check: LayoutCheck;
  message: string;
}

/** The smallest touch target, in CSS pixels, on both axes (WCAG 2.5.5; the kit's `iconButton` is 2.75rem). */
export const MIN_TARGET_PX = 44;

/** Sub-pixel layout rounds 2.75rem to 43.99 px at some zoom levels; half a pixel is not a defect. */
const TOLERANCE_PX = 0.5;

/** A scrolled row stops on whole pixels, so a ring at its far end may lose a fraction of one. */
const RING_TOLERANCE_PX = 1;

/**
 * Targets that may be smaller than 44 x 44, each with the reason WCAG 2.5.8 accepts. A spacing exception holds
 * only while the check can confirm it: a 44 px circle centred on the target touches no other target.
 */
export const targetSizeExceptions: readonly { selector: string; reason: string; kind: 'inline' | 'spacing' }[] = [
  {
    // Server HTML (notices, promotions, help: the kit's RichContent) links words inside its sentences, and so does
    // a checkbox label ("I am over 18 and accept the terms and conditions", a button that opens the terms): the line
    // height sets their size. Those links cannot carry the mark themselves, so their container does.
    selector: '[data-layout-exception~="inline-links"] :is(a, button)',
    kind: 'inline',
    reason: 'WCAG 2.5.8 "Inline": a link inside a sentence, sized by the line it sits in.',
  },
];

/** Interactive elements that may sit on top of another one, each with why. */
export const overlapExceptions: readonly { selector: string; reason: string }[] = [
  {
    selector: '[data-layout-exception~="overlay"]',
    reason:
      'A control drawn over a larger one on purpose (the favourite heart in a game tile corner): it is on top, ' +
      'so a tap reaches it, and the larger control keeps at least 44 x 44 px of its own.',
  },
];

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const NOT_LAID_OUT = new Set(['OPTION', 'OPTGROUP', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'DATALIST']);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const width = (box: Box) => box.right - box.left;
const height = (box: Box) => box.bottom - box.top;

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

function intersect(a: Box, b: Box): Box {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

/** Where interaction is possible: the top modal dialog when one is open (the browser makes the rest inert). */
export function interactiveScope(): Element {
  const modals = document.querySelectorAll('dialog:modal');
  return modals[modals.length - 1] ?? document.body;
}

function rendered(element: Element): boolean {
  return element.checkVisibility({ checkVisibilityCSS: true }) && element.closest('[inert]') === null;
}

/** An element that hides its overflow on an axis, and so clips what is inside it there. */
function clipsOn(style: CSSStyleDeclaration): { x: boolean; y: boolean } {
  return { x: style.overflowX !== 'visible', y: style.overflowY !== 'visible' };
}

function scrolls(style: CSSStyleDeclaration): boolean {
  return ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
}

/** The padding box: what an element that clips lets through. */
function paddingBox(element: Element): Box {
  const box = boxOf(element);
  const left = box.left + element.clientLeft;
  const top = box.top + element.clientTop;
  return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
}

/**
 * The clipping ancestors of an element, nearest first, up to its top-layer dialog. A fixed element escapes its
 * ancestors' clipping, as does anything in the top layer.
 */
function clippingAncestors(element: Element): { element: Element; x: boolean; y: boolean; scrolls: boolean }[] {
  const found: { element: Element; x: boolean; y: boolean; scrolls: boolean }[] = [];
  if (getComputedStyle(element).position === 'fixed') return found;
  for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    if (node === document.body) break;
    const style = getComputedStyle(node);
    const clip = clipsOn(style);
    if (clip.x || clip.y) found.push({ element: node, ...clip, scrolls: scrolls(style) });
    if (node.tagName === 'DIALOG' || style.position === 'fixed') break;
  }
  return found;
}

/** What of an element shows through its clipping ancestors; with `scrollable`, scroll containers do not count. */
function visibleBox(element: Element, { scrollable = true } = {}): Box {
  let box = boxOf(element);
  for (const ancestor of clippingAncestors(element)) {
    if (!scrollable && ancestor.scrolls) continue;
    const clip = paddingBox(ancestor.element);
    box = intersect(box, {
      left: ancestor.x ? clip.left : Number.NEGATIVE_INFINITY,
      right: ancestor.x ? clip.right : Number.POSITIVE_INFINITY,
      top: ancestor.y ? clip.top : Number.NEGATIVE_INFINITY,
      bottom: ancestor.y ? clip.bottom : Number.POSITIVE_INFINITY,
    });
  }
  return box;
}

/** A short, readable name for an element in a failure message. */
export function describe(element: Element): string {
  const label =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.type) : null) ??
    element.textContent ??
    '';
  const text = label.replace(/\s+/g, ' ').trim();
  const name = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const role = element.getAttribute('role');
  return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}>${name ? ` "${name}"` : ''}`;
}

const px = (value: number) => `${Math.round(value * 10) / 10}`;

function targetsIn(scope: Element): Element[] {
  return [...scope.querySelectorAll(INTERACTIVE)].filter(rendered);
}

/** Checks 1: nothing sticks out sideways, so neither the page nor a column of it scrolls horizontally at 360 px. */
function pageOverflow(scope: Element): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + TOLERANCE_PX) {
    problems.push({
      check: 'pageOverflow',
      message: `the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`,
    });
  }
  const pageWidth = root.clientWidth;
  // A column that scrolls (a dialog's body) and so also scrolls sideways under a wide table hides content as surely
  // as the page would; a row built to scroll sideways (tabs, chips, a still marquee) is a flex row or clips
  // vertically, and is left alone.
  for (const element of scope.querySelectorAll('*')) {
    if (element.matches('input, textarea, select') || !rendered(element)) continue;
    const style = getComputedStyle(element);
    const scrolling = ['auto', 'scroll'];
    if (!scrolling.includes(style.overflowX) || !scrolling.includes(style.overflowY)) continue;
    const row = style.display.endsWith('flex') && style.flexDirection.startsWith('row');
    if (!row && element.scrollWidth > element.clientWidth + 1) {
      problems.push({
        check: 'pageOverflow',
        message: `${describe(element)} scrolls sideways: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
      });
    }
  }
  const reported: Element[] = [];
  for (const element of scope.querySelectorAll('*')) {
    if (!rendered(element) || reported.some((outer) => outer.contains(element))) continue;
    const box = visibleBox(element);
    if (width(box) <= 1 || height(box) <= 0) continue;
    if (box.left < -TOLERANCE_PX || box.right > pageWidth + TOLERANCE_PX) {
      reported.push(element);
      problems.push({
        check: 'pageOverflow',
        message: `${describe(element)} spans ${px(box.left)} to ${px(box.right)} px on a ${pageWidth} px screen`,
      });
    }
  }
  return problems;
}

function exceptionFor<T extends { selector: string }>(element: Element, exceptions: readonly T[]): T | undefined {
  return exceptions.find((exception) => element.matches(exception.selector));
}

/** Whether an element keeps its place on the screen while the page scrolls: fixed, or held by `position: sticky`. */
function pinned(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/**
 * Whether scrolling the page, as far as it goes either way, takes a control out from under a pinned bar (a header
 * or footer menu): then the player scrolls it clear, as on every long page. The last control of a page that cannot
 * scroll far enough stays covered, and is reported.
 */
function scrollsClear(moving: Box, bar: Box): boolean {
  const root = document.documentElement;
  const down = Math.max(0, root.scrollHeight - root.clientHeight - window.scrollY);
  const up = window.scrollY;
  return moving.bottom - down <= bar.top + TOLERANCE_PX || moving.top + up >= bar.bottom - TOLERANCE_PX;
}

/** Checks 2: no two controls share pixels, so a tap never lands on the wrong one. */
function overlap(scope: Element): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const targets = targetsIn(scope).map((element) => ({
    element,
    box: visibleBox(element),
    pinned: pinned(element),
  }));
  for (const [index, a] of targets.entries()) {
    for (const b of targets.slice(index + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const shared = intersect(a.box, b.box);
      if (width(shared) <= TOLERANCE_PX || height(shared) <= TOLERANCE_PX) continue;
      if (exceptionFor(a.element, overlapExceptions) || exceptionFor(b.element, overlapExceptions)) continue;
      if (a.pinned !== b.pinned && scrollsClear(a.pinned ? b.box : a.box, a.pinned ? a.box : b.box)) continue;
      problems.push({
        check: 'overlap',
        message: `${describe(a.element)} and ${describe(b.element)} overlap by ${px(width(shared))} x ${px(height(shared))} px`,
      });
    }
  }
  return problems;
}

/** Checks 3: every piece of text gets some width; a title squeezed to 0 px is invisible yet "visible". */
function textWidth(scope: Element): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    let element = node.parentElement;
    while (element && getComputedStyle(element).display === 'contents') element = element.parentElement;
    if (!element || seen.has(element) || NOT_LAID_OUT.has(element.tagName) || element.closest('select')) continue;
    seen.add(element);
    if (!rendered(element)) continue;
    const own = boxOf(element);
    // A ticker or a rolling digit may move its text out of its window; a window squeezed to nothing is the defect.
    const squeezedBy = clippingAncestors(element).find(
      (ancestor) => ancestor.element.clientWidth <= 0 || ancestor.element.clientHeight <= 0,
    );
    if (width(own) <= 0 || squeezedBy) {
      const where = squeezedBy ? ` inside ${describe(squeezedBy.element)}, which is squeezed to nothing` : '';
      problems.push({
        check: 'textWidth',
        message: `${describe(element)} is ${px(Math.max(0, width(own)))} px wide${where}`,
      });
    }
  }
  return problems;
}

/** Whether a 44 px circle centred on the target stays clear of every other target (WCAG 2.5.8 "Spacing"). */
function spacedApart(target: Element, others: Element[]): boolean {
  const box = boxOf(target);
  const centre = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  const radius = MIN_TARGET_PX / 2;
  return others.every((other) => {
    if (other === target || other.contains(target) || target.contains(other)) return true;
    const near = boxOf(other);
    const dx = Math.max(near.left - centre.x, 0, centre.x - near.right);
    const dy = Math.max(near.top - centre.y, 0, centre.y - near.bottom);
    return Math.hypot(dx, dy) >= radius;
  });
}

/** Checks 4: every control is at least 44 x 44 CSS px; a form control counts its labels, which operate it too. */
function targetSize(scope: Element): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const targets = targetsIn(scope);
  for (const element of targets) {
    const parts = [element, ...(element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [])];
    const big = parts.some((part) => {
      const box = boxOf(part);
      return width(box) >= MIN_TARGET_PX - TOLERANCE_PX && height(box) >= MIN_TARGET_PX - TOLERANCE_PX;
    });
    if (big) continue;
    const exception = exceptionFor(element, targetSizeExceptions);
    if (exception?.kind === 'inline') continue;
    if (exception?.kind === 'spacing' && spacedApart(element, targets)) continue;
    const box = boxOf(element);
    problems.push({
      check: 'targetSize',
      message: `${describe(element)} is ${px(width(box))} x ${px(height(box))} px, under ${MIN_TARGET_PX} x ${MIN_TARGET_PX}`,
    });
  }
  return problems;
}

function outlineOf(element: Element): { element: Element; reach: number } | null {
  const style = getComputedStyle(element);
  const outline = Number.parseFloat(style.outlineWidth);
  if (style.outlineStyle === 'none' || !(outline > 0)) return null;
  return { element, reach: outline + Number.parseFloat(style.outlineOffset) };
}

/**
 * Where a focused control draws its ring: on itself, on a box around it (a field draws it with :focus-within), or
 * on the chip that stands for a visually hidden native input (`input:focus-visible + .chip`).
 */
function ringOf(element: Element, scope: Element): { element: Element; reach: number } | null {
  const own = outlineOf(element);
  if (own) return own;
  const sibling = element instanceof HTMLInputElement ? element.nextElementSibling : null;
  const chip = sibling ? outlineOf(sibling) : null;
  if (chip) return chip;
  // A field's box is the input's parent or grandparent (with a leading picker); further up is someone else's ring.
  let node = element.parentElement;
  for (let level = 0; level < 2 && node && scope.contains(node); level += 1, node = node.parentElement) {
    const ring = outlineOf(node);
    if (ring) return ring;
  }
  return null;
}

/**
 * Checks 5: focus each control from the keyboard's point of view; its ring must show whole, not be cut by a
 * scrolling row, a card that clips its corners, or the screen edge. Moves focus, so it runs last.
 */
export async function focusRingProblems(scope: Element = interactiveScope()): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  const tabbable = targetsIn(scope).filter(
    (element) => element instanceof HTMLElement && element.tabIndex >= 0 && !element.matches(':disabled'),
  ) as HTMLElement[];
  for (const element of tabbable) {
    element.focus({ focusVisible: true } as FocusOptions);
    // A component may answer focus with a state change (a marquee that stops): React commits it in a microtask.
    await Promise.resolve();
    if (document.activeElement !== element || !element.matches(':focus-visible')) continue;
    const ring = ringOf(element, scope);
    if (!ring) {
      problems.push({ check: 'focusRing', message: `${describe(element)} shows no focus ring` });
      continue;
    }
    const box = boxOf(ring.element);
    const drawn = {
      left: box.left - ring.reach,
      top: box.top - ring.reach,
      right: box.right + ring.reach,
      bottom: box.bottom + ring.reach,
    };
    const limits = [
      ...clippingAncestors(ring.element).map((ancestor) => ({ ...ancestor, box: paddingBox(ancestor.element) })),
      {
        element: document.documentElement,
        x: true,
        y: false,
        scrolls: false,
        box: { left: 0, right: document.documentElement.clientWidth, top: 0, bottom: 0 },
      },
    ];
    for (const limit of limits) {
      const cutX =
        limit.x &&
        (drawn.left < limit.box.left - RING_TOLERANCE_PX || drawn.right > limit.box.right + RING_TOLERANCE_PX);
      const cutY =
        limit.y &&
        (drawn.top < limit.box.top - RING_TOLERANCE_PX || drawn.bottom > limit.box.bottom + RING_TOLERANCE_PX);
      if (cutX || cutY) {
        const by = limit.element === document.documentElement ? 'the screen edge' : describe(limit.element);
        problems.push({ check: 'focusRing', message: `the focus ring of ${describe(element)} is cut by ${by}` });
        break;
      }
    }
  }
  (document.activeElement as HTMLElement | null)?.blur?.();
  return problems;
}

/** The checks that only read the layout, in the order a reader would look: page, controls, text, sizes. */
export function layoutProblems(scope: Element = interactiveScope()): LayoutProblem[] {
  return [...pageOverflow(scope), ...overlap(scope), ...textWidth(scope), ...targetSize(scope)];
}
