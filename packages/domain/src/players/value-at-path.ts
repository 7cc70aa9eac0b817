/**
 * The value at a dot path ("passing.yardsPerGame") inside an object, or undefined when any step is
 * missing or not an object. Only own properties are followed, so "constructor" or "__proto__" never
 * reach the prototype. An empty path or empty segment gives undefined.
 */
export function getValueAtPath(source: unknown, path: string): unknown {
  if (path === '') return undefined;
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (key === '' || typeof current !== 'object' || current === null) return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The finite number at a dot path, or null (missing, null, NaN, a string…). */
export function getNumberAtPath(source: unknown, path: string): number | null {
  const value = getValueAtPath(source, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
