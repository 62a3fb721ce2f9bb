/**
 * Timing regular expressions on inputs built to make them backtrack, for the tests that prove every pattern of the
 * product runs in linear time (docs/decisions.md, "Patterns run in linear time"): shapes of pumped input, the budget,
 * and a scanner that finds every regex literal in a source text.
 */
/** Linear code stays far below this even on a busy 2-core machine; one that backtracks takes seconds. */
export const BUDGET_MS = 200;
export const LONGEST = 10_000;
export const FURTHEST = 100_000;

export interface Shape {
  name: string;
  make: (length: number) => string;
}

export const shown = (text: string) => JSON.stringify(text);

/** `unit` repeated between `head` and `tail` to at least `length` characters. */
export function pumped(unit: string, tail = '', head = ''): Shape {
  const name = [head && shown(head), `${shown(unit)} × n`, tail && shown(tail)].filter(Boolean).join(' + ');
  return {
    name,
    make: (length) =>
      head + unit.repeat(Math.max(1, Math.ceil((length - head.length - tail.length) / unit.length))) + tail,
  };
}

/**
 * The lengths each shape is tried at: one character more at a time while short, so an exponential pattern fails
 * within a few characters of the budget instead of hanging at the longest; then half as long again each time.
 */
export function lengths(longest: number): number[] {
  const all = new Set([LONGEST, longest]);
  for (let length = 1; length < longest; length = length < 40 ? length + 1 : Math.ceil(length * 1.5)) all.add(length);
  return [...all].sort((shorter, longer) => shorter - longer);
}

export function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** The first shape and length whose run exceeds the budget; a slow run is timed twice more, to rule out a pause. */
export function overBudget(
  run: (input: string) => unknown,
  shapes: readonly Shape[],
  longest = FURTHEST,
): string | undefined {
  for (const shape of shapes) {
    for (const length of lengths(longest)) {
      const input = shape.make(length);
      const once = () => timed(() => run(input));
      let took = once();
      if (took > BUDGET_MS && took < 20 * BUDGET_MS) took = Math.min(took, once(), once());
      if (took > BUDGET_MS) return `${shape.name} (${input.length} characters) took ${Math.round(took)} ms`;
    }
  }
  return undefined;
}

/** Characters a pattern's source names, with a sample of each class it uses, for the generic inputs. */
export const CLASS_SAMPLES: Readonly<Record<string, string>> = {
  d: '7',
  D: 'x',
  w: 'a_',
  W: '!',
  s: ' \t',
  S: 'x',
  p: 'é李',
  P: '7',
  n: '\n',
  t: '\t',
  r: '\r',
  b: '',
  B: '',
};

export function namedCharacters(source: string): Set<string> {
  const found = new Set<string>();
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? '';
    if (char === '\\') {
      const escaped = source[index + 1] ?? '';
      index += 1;
      if (escaped === 'x') {
        found.add(String.fromCharCode(Number.parseInt(source.slice(index + 1, index + 3), 16)));
        index += 2;
        continue;
      }
      if (escaped === 'p' || escaped === 'P') index = source.indexOf('}', index);
      if (/[1-9]/.test(escaped)) continue;
      for (const sample of CLASS_SAMPLES[escaped] ?? escaped) found.add(sample);
    } else if (!'()[]{}|*+?^$'.includes(char)) {
      found.add(char);
    }
  }
  return found;
}

/**
 * Inputs for any pattern, from the characters it names: long runs of one character and of each pair, ending at the
 * end of the text or on a character the pattern does not name. Patterns that need a particular prefix before their
 * repeated part get shapes of their own as well.
 */
export function genericShapes(pattern: RegExp): Shape[] {
  const characters = [...namedCharacters(pattern.source)];
  const units = new Set([...characters, ...characters.flatMap((first) => characters.map((second) => first + second))]);
  return [...units].flatMap((unit) => [pumped(unit), pumped(unit, '\u0000')]);
}

/** The generic inputs, many per pattern, stop at 10,000 characters. */
export const overBudgetOnGeneric = (run: (input: string) => unknown, pattern: RegExp) =>
  overBudget(run, genericShapes(pattern), LONGEST);

/** Runs a pattern the way a replace of every match does, which visits every start a test or a split can. */
export const everyMatch = (pattern: RegExp) => {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return (input: string) => input.replace(global, '');
};

export interface Literal {
  file: string;
  line: number;
  pattern: RegExp;
}

export const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'await',
  'case',
  'delete',
  'do',
  'else',
  'in',
  'instanceof',
  'new',
  'of',
  'return',
  'throw',
  'typeof',
  'void',
  'yield',
]);

/**
 * The regular-expression literals of a TypeScript source, read token by token: strings, template text and
 * comments are skipped, and a slash opens a literal only where an expression may begin. Also the lines that build
 * a RegExp at run time, which no literal shows.
 */
export function regularExpressions(file: string, text: string): { literals: Literal[]; built: string[] } {
  const literals: Literal[] = [];
  const built: string[] = [];
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  const braces: boolean[] = [];
  let expressionMayStart = true;
  let index = text.startsWith('#!') ? text.indexOf('\n') : 0;
  const skipTemplateText = () => {
    while (index < text.length) {
      if (text[index] === '\\') index += 2;
      else if (text[index] === '`') {
        index += 1;
        expressionMayStart = false;
        return;
      } else if (text.startsWith('${', index)) {
        index += 2;
        braces.push(true);
        expressionMayStart = true;
        return;
      } else index += 1;
    }
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (text.startsWith('//', index)) {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', index)) {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 2;
    } else if (char === '"' || char === "'") {
      index += 1;
      while (index < text.length && text[index] !== char) index += text[index] === '\\' ? 2 : 1;
      index += 1;
      expressionMayStart = false;
    } else if (char === '`') {
      index += 1;
      skipTemplateText();
    } else if (char === '/' && expressionMayStart) {
      let end = index + 1;
      let inClass = false;
      while (end < text.length && (text[end] !== '/' || inClass)) {
        if (text[end] === '\n') throw new SyntaxError(`${file}:${lineOf(index)}: no regular expression ends here`);
        if (text[end] === '\\') end += 1;
        else if (text[end] === '[') inClass = true;
        else if (text[end] === ']') inClass = false;
        end += 1;
      }
      let flagsEnd = end + 1;
      while (/[a-z]/.test(text[flagsEnd] ?? '')) flagsEnd += 1;
      const [source, flags] = [text.slice(index + 1, end), text.slice(end + 1, flagsEnd)];
      try {
        literals.push({ file, line: lineOf(index), pattern: new RegExp(source, flags) });
      } catch {
        throw new SyntaxError(`${file}:${lineOf(index)}: /${source}/${flags} is not a regular expression`);
      }
      index = flagsEnd;
      expressionMayStart = false;
    } else if (/[\w$]/.test(char)) {
      let end = index;
      while (/[\w$]/.test(text[end] ?? '')) end += 1;
      const word = text.slice(index, end);
      if (word === 'RegExp' && /^\s*\(/.test(text.slice(end))) built.push(file);
      expressionMayStart = KEYWORDS_BEFORE_EXPRESSION.has(word);
      index = end;
    } else if (char === '{') {
      braces.push(false);
      expressionMayStart = true;
      index += 1;
    } else if (char === '}') {
      index += 1;
      if (braces.pop()) skipTemplateText();
      else expressionMayStart = true;
    } else {
      if (char === ')' || char === ']') expressionMayStart = false;
      else if (!/\s/.test(char)) expressionMayStart = true;
      index += 1;
    }
  }
  return { literals, built };
}
