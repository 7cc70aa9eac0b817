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

/**
 * Games from nflverse's games.csv text. Columns are found by header name (others are ignored);
 * game_type REG is the regular season and WC, DIV, CON, SB are POST. A row without both scores
 * is unplayed (isFinal false). Team ids are today's abbreviations (OAK → LV, SD → LAC, STL → LA).
 */
export function parseNflverseGames(text: string): StandingsGame[] {
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
      homeScore,
      visitorScore,
      isFinal: homeScore !== null && visitorScore !== null,
    };
  });
}
