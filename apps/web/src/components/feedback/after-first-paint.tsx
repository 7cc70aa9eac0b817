import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Set once the app's first screen has painted; from then on nothing is held back. */
let hasFirstScreenPainted = false;

/** Runs `callback` once the frame after the current commit has been painted. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Holds `children` back until the app's first screen has painted, then renders them in a
 * transition, which yields to input. The first page's parts below the fold (and the footer) go in
 * it, so that what a visitor sees first paints sooner on a slow phone; once the first screen is
 * up, later pages render everything at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(hasFirstScreenPainted);
  useEffect(() => {
    if (isShown) return undefined;
    return afterNextPaint(() => {
      hasFirstScreenPainted = true;
      startTransition(() => setIsShown(true));
    });
  }, [isShown]);
  return isShown ? children : null;
}
