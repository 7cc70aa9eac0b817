import type { ClipType } from '@all22/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { isKeyForTarget, keyToAction, type ReplayKeyAction } from './replay-keys';

/**
 * The film player's keys, heard on the whole document (the player's root, or the page, has the
 * focus), except where the focused element needs the key itself (see isKeyForTarget).
 */
export function useReplayKeyboard(
  onAction: (action: ReplayKeyAction) => void,
  angles: readonly ClipType[],
  isEnabled = true,
): void {
  const latest = useRef({ onAction, angles });
  useLayoutEffect(() => {
    latest.current = { onAction, angles };
  });

  useEffect(() => {
    if (!isEnabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = keyToAction(event, latest.current.angles);
      if (action === null || isKeyForTarget(event.target, action)) return;
      // Space would scroll the page, the arrows too.
      event.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [isEnabled]);
}
