import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`, so typing a name sends one search.
 * The same hook as the player-search feature's: features may not share code, and moving it to
 * src/hooks was outside this change.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
