/** The film angles a user can choose to watch (spec 1 §3: clip type settings). */
export const CLIP_TYPES = ['SIDELINE', 'ENDZONE', 'ALL_22'] as const;
export type ClipType = (typeof CLIP_TYPES)[number];

export const CLIP_TYPE_LABELS = {
  SIDELINE: 'Sideline',
  ENDZONE: 'Endzone',
  ALL_22: 'All-22',
} as const satisfies Record<ClipType, string>;

/** The default clip types (spec 1 §3, §9): Sideline and Endzone. */
export const DEFAULT_CLIP_TYPES: readonly ClipType[] = ['SIDELINE', 'ENDZONE'];

export function isClipType(value: unknown): value is ClipType {
  return typeof value === 'string' && (CLIP_TYPES as readonly string[]).includes(value);
}

/**
 * A stored clip-type list as the app uses it: known types only, each once, in catalogue order;
 * the defaults when nothing usable is left (a user always watches at least one angle).
 */
export function normalizeClipTypes(value: unknown): ClipType[] {
  const chosen = Array.isArray(value) ? new Set(value.filter(isClipType)) : new Set<ClipType>();
  const types = CLIP_TYPES.filter((type) => chosen.has(type));
  return types.length > 0 ? types : [...DEFAULT_CLIP_TYPES];
}
