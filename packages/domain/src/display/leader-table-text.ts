/**
 * The text of a stat-leader table as the stats pages show it and as its CSV export holds it: the
 * identity columns (who, and for single games when and against whom), each cell's text, and the
 * export's file name. The web table and the server's CSV both build from here, so the file a
 * subscriber downloads has the columns, headers and cells of the table on screen.
 */
import { getWeekSlug } from '../weeks/week-slug.js';
import type { SeasonType } from '../weeks/season-type.js';
import { getWeekText } from '../weeks/week-text.js';
import { formatStatValue } from './format-stat-value.js';
import { formatTeamAbbr } from './format-team-abbr.js';
import { MISSING_VALUE } from './missing-value.js';

/** The identity columns a leader table may have, before its figures. */
export type LeaderIdentityKind = 'rank' | 'name' | 'position' | 'team' | 'week' | 'opponent';

export interface LeaderIdentityColumn {
  readonly kind: LeaderIdentityKind;
  readonly label: string;
  readonly tooltip: string;
  readonly isNumeric: boolean;
}

const identity = (
  kind: LeaderIdentityKind,
  label: string,
  tooltip: string,
  isNumeric = false,
): LeaderIdentityColumn => ({ kind, label, tooltip, isNumeric });

/** Rank, player (position, team) or team; week and opponent for single-game tables. */
export function getLeaderIdentityColumns(
  isTeamGroup: boolean,
  period: 'season' | 'game',
): LeaderIdentityColumn[] {
  const columns = [identity('rank', '#', 'Place in the whole sorted list.', true)];
  if (isTeamGroup) {
    columns.push(identity('name', 'Team', 'The team.'));
  } else {
    columns.push(
      identity('name', 'Player', 'The player.'),
      identity('position', 'Pos', 'Position.'),
      identity('team', 'Team', 'His team in these games.'),
    );
  }
  if (period === 'game') {
    columns.push(
      identity('week', 'Week', 'The week of the game.'),
      identity('opponent', 'Opp', 'The opponent.'),
    );
  }
  return columns;
}

/** What a cell needs of a leader row (the API's LeaderRow fits as is). */
export interface LeaderRowFields {
  readonly rank: number;
  readonly displayName: string | null;
  readonly position: string | null;
  readonly teamId: string;
  readonly teamAbbr: string;
  readonly week: number | null;
  readonly opponentTeamId: string | null;
}

/** What the identity cells need of the table: its group kind, season, and the league's teams. */
export interface LeaderTableTextContext {
  readonly isTeamGroup: boolean;
  readonly season: number;
  readonly seasonType: SeasonType;
  /** Teams by id, for full names and opponents' abbreviations; unknown ids fall back. */
  readonly teamsById: ReadonlyMap<string, { readonly abbr: string; readonly fullName: string }>;
}

/** "Week 1", "Wild Card"…; the bare number when the week is not one of the season type's. */
function formatLeaderWeek(context: LeaderTableTextContext, week: number | null): string {
  if (week === null) return MISSING_VALUE;
  const slug = getWeekSlug(context.seasonType, week);
  return slug === null ? String(week) : getWeekText(slug, context.season);
}

/**
 * An identity cell's text: teams named in full when known, abbreviations by the display rule
 * (ARI shows as AZ), a missing value as the missing-value dash.
 */
export function formatLeaderIdentityCell(
  kind: LeaderIdentityKind,
  row: LeaderRowFields,
  context: LeaderTableTextContext,
): string {
  switch (kind) {
    case 'rank':
      return String(row.rank);
    case 'name':
      return context.isTeamGroup
        ? (context.teamsById.get(row.teamId)?.fullName ?? formatTeamAbbr(row.teamAbbr))
        : (row.displayName ?? MISSING_VALUE);
    case 'position':
      return row.position ?? MISSING_VALUE;
    case 'team':
      return formatTeamAbbr(row.teamAbbr);
    case 'week':
      return formatLeaderWeek(context, row.week);
    case 'opponent': {
      const abbr = row.opponentTeamId === null ? undefined : context.teamsById.get(row.opponentTeamId)?.abbr;
      return abbr === undefined ? MISSING_VALUE : formatTeamAbbr(abbr);
    }
  }
}

/** How a figure column formats (the API's LeaderColumn fits as is). */
export interface LeaderStatFormat {
  readonly decimals: number;
  readonly isPercentage: boolean;
}

/** A figure's text by the number display rules, with the column's decimals and percent sign. */
export function formatLeaderStatCell(value: number | null | undefined, format: LeaderStatFormat): string {
  return formatStatValue(value, { decimals: format.decimals, isPercentage: format.isPercentage });
}

export interface LeaderCsvFileNameParts {
  readonly group: string;
  readonly period: string;
  readonly season: number;
  readonly seasonType: SeasonType;
  /** Single-game tables of one week only. */
  readonly week: number | null;
  readonly teamId: string | null;
}

/** "all22-passing-game-2024-REG-WEEK_5-team-2310.csv": what the exported file holds. */
export function buildLeaderCsvFileName(parts: LeaderCsvFileNameParts): string {
  const names = ['all22', parts.group, parts.period, String(parts.season), parts.seasonType];
  if (parts.week !== null) names.push(getWeekSlug(parts.seasonType, parts.week) ?? `week-${parts.week}`);
  if (parts.teamId !== null) names.push('team', parts.teamId);
  return `${names.join('-')}.csv`;
}
