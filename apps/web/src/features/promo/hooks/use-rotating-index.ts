import { useCallback, useEffect, useState } from 'react';

/** Promo rotation (spec 1 §9): 5 s per slide. */
export const PROMO_ROTATION_MS = 5_000;

/**
 * The index of a rotating carousel of `count` slides: it advances every `intervalMs`, wrapping from
 * the last slide to the first. `select` shows a slide and restarts the wait, so a chosen slide
 * gets its full time. While `isPaused` the slide stays (a visitor's pause control, WCAG 2.2.2).
 */
export function useRotatingIndex(count: number, { intervalMs = PROMO_ROTATION_MS, isPaused = false } = {}) {
  const [index, setIndex] = useState(0);
  // Bumped on every selection, so re-selecting the shown slide also restarts the timer.
  const [selection, setSelection] = useState(0);

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, selection, count, intervalMs, isPaused]);

  const select = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setSelection((value) => value + 1);
    },
    [count],
  );

  return { index: count > 0 ? index % count : 0, select };
}
