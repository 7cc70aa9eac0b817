import { type ComponentType, lazy, Suspense, useState } from 'react';

/** A component made by lazyOverlay, with a way to fetch its code ahead of the first opening. */
export type LazyOverlay<P> = ComponentType<P> & {
  /** Starts loading the code (on hover or focus of what opens it), so the first opening is instant. */
  preload(): void;
};

/**
 * Wraps an overlay — a dialog, drawer, popover or snackbar that starts closed — so that its code
 * (and MUI's modal, transition and focus-trap machinery under it) loads the first time it opens
 * rather than with the page. Until then nothing renders; once opened it stays mounted, so closing
 * plays its exit transition and focus returns as usual. `isOpen` reads the open flag from the props.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyOverlay<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    // A failed load is not kept, so a later opening tries again.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Overlay = lazy(loadOnce) as unknown as ComponentType<P>;

  function LazyOverlayGate(props: P) {
    const isOpenNow = isOpen(props);
    const [hasOpened, setHasOpened] = useState(isOpenNow);
    if (isOpenNow && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyOverlayGate, { preload: () => void loadOnce().catch(() => undefined) });
}
