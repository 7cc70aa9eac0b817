import type { PlayByPlayResponse } from '@all22/contracts';
import { formatQuarterName, formatStatValue } from '@all22/domain';

/** One point of the chart: the home side's chance of winning after a play, 0–100. */
export interface WinProbabilityPoint {
  /** Position in the game, from 1 (the x axis). */
  index: number;
  quarter: number;
  clock: string;
  home: number;
  /** The play's description, for the tooltip. */
  description: string;
}

/** Each play's home win probability (plays without one are skipped), in snap order, as percentages. */
export function toWinProbabilitySeries(drives: PlayByPlayResponse['drives']): WinProbabilityPoint[] {
  return drives
    .flatMap((drive) => drive.plays)
    .filter((play) => play.homeWinProbability !== null)
    .sort((a, b) => a.sequence - b.sequence)
    .map((play, index) => ({
      index: index + 1,
      quarter: play.quarter,
      clock: play.clock,
      home: Math.round((play.homeWinProbability ?? 0) * 1000) / 10,
      description: play.description,
    }));
}

const percent = (value: number) => formatStatValue(value, { isPercentage: true });

/**
 * The chart in words, for screen readers and as its caption: where each side started and stands,
 * and the play that swung the game most.
 */
export function summarizeWinProbability(
  points: readonly WinProbabilityPoint[],
  teams: { homeAbbr: string; visitorAbbr: string },
  isFinal: boolean,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No win probability yet: the game has not started.';
  const favourite = (point: WinProbabilityPoint) =>
    point.home >= 50
      ? `${teams.homeAbbr} ${percent(point.home)}`
      : `${teams.visitorAbbr} ${percent(100 - point.home)}`;
  let swing = { size: 0, at: first };
  points.forEach((point, i) => {
    const size = Math.abs(point.home - (points[i - 1]?.home ?? point.home));
    if (size > swing.size) swing = { size, at: point };
  });
  const parts = [
    `After the first play: ${favourite(first)}.`,
    `${isFinal ? 'At the end' : 'Now'}: ${favourite(last)}.`,
  ];
  if (swing.size > 0) {
    parts.push(
      `Biggest swing: ${formatStatValue(swing.size)} points, ${formatQuarterName(swing.at.quarter)} ${swing.at.clock}.`,
    );
  }
  return parts.join(' ');
}
