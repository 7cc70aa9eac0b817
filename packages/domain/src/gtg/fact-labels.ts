import { formatStatValue } from '../display/format-stat-value.js';
import { formatTeamAbbr } from '../display/format-team-abbr.js';
import { getWeekText, isWeekSlug } from '../weeks/index.js';
import type { FactGameRef } from './fun-fact-input.js';

/** "2024 Week 3", "2023 Wild Card". */
export function formatFactWeek(game: Pick<FactGameRef, 'season' | 'week' | 'weekSlug'>): string {
  const text = isWeekSlug(game.weekSlug) ? getWeekText(game.weekSlug, game.season) : `Week ${game.week}`;
  return `${game.season} ${text}`;
}

/** "2024 Week 3 vs ATL", "2024 Week 4 at KC": a game from one side. */
export function formatFactGame(game: FactGameRef, opponentAbbr: string, isHome: boolean): string {
  return `${formatFactWeek(game)} ${isHome ? 'vs' : 'at'} ${formatTeamAbbr(opponentAbbr)}`;
}

/** A count in words' company: "1 touchdown pass", "3 touchdown passes", "1,000 receiving yards". */
export function formatCount(value: number, names: { one: string; many: string }): string {
  const decimals = Number.isInteger(value) ? 0 : 1;
  return `${formatStatValue(value, { decimals })} ${value === 1 ? names.one : names.many}`;
}

/** A figure as stated: whole numbers without decimals, others to one decimal. */
export function formatFactFigure(value: number): string {
  return formatStatValue(value, { decimals: Number.isInteger(value) ? 0 : 1 });
}

/** "27-20": the side's score first. */
export function formatScore(teamScore: number, opponentScore: number): string {
  return `${teamScore}-${opponentScore}`;
}
