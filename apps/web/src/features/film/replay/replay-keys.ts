import { CLIP_TYPES, CLIP_TYPE_LABELS, type ClipType } from '@all22/domain';

/** What a key does in the film player. */
export type ReplayKeyAction =
  | { type: 'toggle-play' }
  | { type: 'step'; direction: 1 | -1 }
  | { type: 'previous-play' }
  | { type: 'next-play' }
  | { type: 'angle'; angle: ClipType }
  | { type: 'fullscreen' }
  | { type: 'show-keys' };

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The action of a key press, or null. 1/2/3 pick the angles in catalogue order (Sideline,
 * Endzone, All-22), each only when the user's clip types offer it; a key with Ctrl, Cmd or Alt
 * belongs to the browser.
 */
export function keyToAction(press: KeyPress, angles: readonly ClipType[]): ReplayKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'step', direction: -1 };
    case 'ArrowRight':
      return { type: 'step', direction: 1 };
    case 'j':
    case 'J':
      return { type: 'previous-play' };
    case 'k':
    case 'K':
      return { type: 'next-play' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case '?':
      return { type: 'show-keys' };
    default: {
      const angle = CLIP_TYPES[Number(press.key) - 1];
      return /^[1-9]$/.test(press.key) && angle !== undefined && angles.includes(angle)
        ? { type: 'angle', angle }
        : null;
    }
  }
}

const NON_TEXT_INPUTS = new Set([
  'range',
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'color',
  'file',
  'image',
]);
const CONTROL_ROLES = new Set([
  'slider',
  'button',
  'radio',
  'checkbox',
  'switch',
  'tab',
  'menuitem',
  'option',
  'link',
  'spinbutton',
]);

/**
 * Whether a key press on `target` is left to it: anything typed into a text field or in a dialog;
 * Space and the arrows on a control (a button, the scrubber), which give them their own meaning.
 */
export function isKeyForTarget(target: EventTarget | null, action: ReplayKeyAction): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [aria-modal="true"]') !== null) return true;
  const isTextEntry =
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable) ||
    (target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type));
  if (isTextEntry) return true;
  const isControl =
    target instanceof HTMLButtonElement ||
    target instanceof HTMLInputElement ||
    (target instanceof HTMLAnchorElement && target.hasAttribute('href')) ||
    CONTROL_ROLES.has(target.getAttribute('role') ?? '');
  return isControl && (action.type === 'toggle-play' || action.type === 'step');
}

/** The keys dialog's rows: keys and what they do, the angles limited to those offered. */
export function describeReplayKeys(
  angles: readonly ClipType[],
  hasPlayNavigation: { previous: boolean; next: boolean },
): { keys: string; action: string }[] {
  const rows = [
    { keys: 'Space', action: 'Play or pause' },
    { keys: '← / →', action: 'One frame back / forward' },
  ];
  if (hasPlayNavigation.previous) rows.push({ keys: 'J', action: 'Previous play' });
  if (hasPlayNavigation.next) rows.push({ keys: 'K', action: 'Next play' });
  CLIP_TYPES.forEach((angle, index) => {
    if (angles.includes(angle))
      rows.push({ keys: String(index + 1), action: `${CLIP_TYPE_LABELS[angle]} angle` });
  });
  rows.push({ keys: 'F', action: 'Full screen (Esc leaves it)' }, { keys: '?', action: 'This list of keys' });
  return rows;
}
