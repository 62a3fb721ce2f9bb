/**
 * JSON as the gateway reads it: JSON.parse, and then a refusal of what JSON.parse lets through quietly. A key repeated
 * in one object (at any depth) is refused, since parsers disagree on which copy wins (JSON.parse keeps the last, a
 * proxy or a log may read the first); a NUL character in any string or key is refused, since it ends strings in C
 * and SQLite and would cut a value short out of sight.
 */
export type StrictJson = { ok: true; value: unknown } | { ok: false; message: string };

export function parseStrictJson(text: string): StrictJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'body is not JSON' };
  }
  const problem = scan(text);
  return problem ? { ok: false, message: problem } : { ok: true, value };
}

/** A NUL in text a caller sent (query values, form fields): refused like one in JSON. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * One pass over text JSON.parse has accepted (so it is well formed): each object keeps the set of its keys, and a
 * string's escapes are read one by one, so `\\u0000` (an escaped backslash before `u0000`) is told from `\u0000`.
 * No recursion: nesting only grows an array.
 */
function scan(text: string): string | undefined {
  const objects: (Set<string> | undefined)[] = [];
  let expectKey = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') {
      objects.push(new Set());
      expectKey = true;
    } else if (char === '[') {
      objects.push(undefined);
      expectKey = false;
    } else if (char === '}' || char === ']') {
      objects.pop();
      expectKey = false;
    } else if (char === ',') {
      expectKey = objects.at(-1) !== undefined;
    } else if (char === '"') {
      const start = index;
      let escaped = false;
      for (index++; text[index] !== '"'; index++) {
        if (text[index] !== '\\') continue;
        if (text.startsWith('u0000', index + 1)) return 'a NUL character';
        escaped = true;
        index++;
      }
      if (!expectKey) continue;
      expectKey = false;
      const raw = text.slice(start + 1, index);
      const key = escaped ? (JSON.parse(text.slice(start, index + 1)) as string) : raw;
      const keys = objects.at(-1);
      if (keys?.has(key)) return `${key}: repeated`;
      keys?.add(key);
    }
  }
  return undefined;
}
