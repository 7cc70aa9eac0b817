import { getFantasyScoring } from '../fantasy/fantasy-scoring.js';
import { describeFantasyStat } from '../fantasy/fantasy-stat-texts.js';

/** Markdown pieces of the analyst's answers. */

/** The fantasy pages' column headers (the same whatever the scoring). */
export const FANTASY_HEADERS = {
  points: describeFantasyStat('points', getFantasyScoring(0)).shortLabel,
  pointsPerGame: describeFantasyStat('pointsPerGame', getFantasyScoring(0)).shortLabel,
  positionRank: describeFantasyStat('positionRank', getFantasyScoring(0)).shortLabel,
} as const;

/**
 * A figure as the answer shows it: thousands separators, at most one decimal (results are rounded
 * already; a two-decimal total shows rounded, which the grounding rule accepts).
 */
export function formatFigure(value: number): string {
  // One formatter for every figure: toLocaleString builds one per call (bench:chat's hot spot).
  figureFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  return figureFormat.format(value);
}
let figureFormat: Intl.NumberFormat | undefined;

/** A change with its sign: "+2.3", "-1.5", "0". */
export function formatChange(value: number): string {
  const shown = formatFigure(value);
  return value > 0 ? `+${shown}` : shown;
}

/** A figure or a dash when there is none. */
export function formatOptional(value: number | null, suffix = ''): string {
  return value === null ? '–' : `${formatFigure(value)}${suffix}`;
}

/** A markdown table (cells escaped of pipes). */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '/')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** "A", "A and B", "A, B and C". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** An injury status for a table: "Not listed" for a player not on the report (UNSPECIFIED). */
export function formatInjuryStatus(status: string): string {
  return status === 'UNSPECIFIED' ? 'Not listed' : status;
}
