import type { TeamId } from '@all22/domain';
import { normalizeTeamAbbr } from './nfl-teams.js';
import { parseCsv } from './parse-csv.js';
import type { StandingsGame } from './types.js';

const REQUIRED_COLUMNS = [
  'game_id',
  'season',
  'game_type',
  'week',
  'away_team',
  'away_score',
  'home_team',
  'home_score',
] as const;
type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];

/** A games file that cannot be read: names the line (1-based, the header is line 1) when it can. */
export class NflverseGamesError extends Error {
  override readonly name = 'NflverseGamesError';
}

function parseInteger(value: string, column: string, line: number): number {
  if (!/^-?\d+$/.test(value.trim()))
    throw new NflverseGamesError(`line ${line}: ${column} "${value}" is not a whole number`);
  return Number(value);
}

const parseScore = (value: string, column: string, line: number): number | null =>
  value.trim() === '' || value.trim().toUpperCase() === 'NA' ? null : parseInteger(value, column, line);

function parseTeam(code: string, column: string, line: number): TeamId {
  const abbr = normalizeTeamAbbr(code);
  if (!abbr) throw new NflverseGamesError(`line ${line}: unknown team abbreviation "${code}" in ${column}`);
  return abbr as TeamId;
}

/** A game of the games file: team ids are today's clubs, the abbreviations as the file spells them. */
export interface NflverseGame extends StandingsGame {
  /** The home team as the file has it: 2016's Oakland is OAK (its id is LV). */
  homeTeamAbbr: string;
  visitorTeamAbbr: string;
}

/**
 * Games from nflverse's games.csv text. Columns are found by header name (others are ignored);
 * game_type REG is the regular season and WC, DIV, CON, SB are POST. A row without both scores
 * is unplayed (isFinal false). Team ids are today's abbreviations (OAK → LV, SD → LAC, STL → LA),
 * so a club's seasons are one team; each game also keeps the abbreviations the file wrote.
 */
export function parseNflverseGames(text: string): NflverseGame[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new NflverseGamesError('the games file is empty');
  const columnIndex = new Map(header.map((name, index) => [name.trim(), index]));
  const missing = REQUIRED_COLUMNS.filter((name) => !columnIndex.has(name));
  if (missing.length > 0)
    throw new NflverseGamesError(
      `the games file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}`,
    );

  return rows.map((row, rowIndex) => {
    const line = rowIndex + 2;
    const cell = (name: RequiredColumn): string => row[columnIndex.get(name) ?? -1] ?? '';
    const homeScore = parseScore(cell('home_score'), 'home_score', line);
    const visitorScore = parseScore(cell('away_score'), 'away_score', line);
    return {
      gameId: cell('game_id'),
      season: parseInteger(cell('season'), 'season', line),
      seasonType: cell('game_type').trim().toUpperCase() === 'REG' ? 'REG' : 'POST',
      week: parseInteger(cell('week'), 'week', line),
      homeTeamId: parseTeam(cell('home_team'), 'home_team', line),
      visitorTeamId: parseTeam(cell('away_team'), 'away_team', line),
      homeTeamAbbr: cell('home_team').trim().toUpperCase(),
      visitorTeamAbbr: cell('away_team').trim().toUpperCase(),
      homeScore,
      visitorScore,
      isFinal: homeScore !== null && visitorScore !== null,
    };
  });
}

/**
 * Each club's abbreviation in `season` as the games file spells it (its first game of the season),
 * for printing standings as the input has them: 2016's Oakland Raiders are OAK, 2020's LV.
 */
export function getSeasonAbbreviations(games: readonly NflverseGame[], season: number): Map<TeamId, string> {
  const abbreviations = new Map<TeamId, string>();
  for (const game of games) {
    if (game.season !== season) continue;
    if (!abbreviations.has(game.homeTeamId)) abbreviations.set(game.homeTeamId, game.homeTeamAbbr);
    if (!abbreviations.has(game.visitorTeamId)) abbreviations.set(game.visitorTeamId, game.visitorTeamAbbr);
  }
  return abbreviations;
}
