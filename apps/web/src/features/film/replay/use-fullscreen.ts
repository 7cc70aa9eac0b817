import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element (the Fullscreen API; Esc leaves it, the browser's own key). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const update = () => setIsFullscreen(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [ref]);

  const toggleFullscreen = useCallback(() => {
    const element = ref.current;
    if (element === null) return;
    // Refusals (no user gesture, a browser without the API) leave the page as it is.
    if (document.fullscreenElement === element) void document.exitFullscreen?.().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [ref]);

  return { isFullscreen, toggleFullscreen };
}
