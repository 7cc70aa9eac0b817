/**
 * Stat lines are wide (about 110 figures) and mostly zeros: a guard has snaps and nothing else.
 * Stored as they are, they made player_game_stats the largest table. So they are stored compact
 * — zeros, nulls and groups left empty are dropped — and expanded back against the full shape
 * when read, so readers always see every figure.
 */

type Figures = { [key: string]: unknown };

const isObject = (value: unknown): value is Figures =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `line` without zero or null figures and without groups that end up empty. */
export function compactStatLine(line: object): Figures {
  const compact: Figures = {};
  for (const [key, value] of Object.entries(line)) {
    if (isObject(value)) {
      const group = compactStatLine(value);
      if (Object.keys(group).length > 0) compact[key] = group;
    } else if (value !== 0 && value !== null && value !== undefined) {
      compact[key] = value;
    }
  }
  return compact;
}

/**
 * The full line again: every figure of `template` (a line with the full shape, zeros and nulls),
 * overlaid with the stored figures. A stored figure the template lacks is kept as stored.
 */
export function expandStatLine<T extends object>(compact: unknown, template: T): T {
  const source = isObject(compact) ? compact : {};
  const full: Figures = { ...source };
  for (const [key, value] of Object.entries(template)) {
    full[key] = isObject(value) ? expandStatLine(source[key], value) : key in source ? source[key] : value;
  }
  return full as T;
}
