/** Whether two views hold the same values, key by key: a selector's answer that did not change does not re-render. */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key as keyof T] !== b[key as keyof T]) return false;
  return true;
}
