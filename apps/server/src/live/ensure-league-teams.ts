import { teams, upsertRows, withSqlTransaction, type DatabaseHandle } from '@all22/db';
import { LEAGUE_TEAMS } from '@all22/league';
import { toTeamRow } from './league-rows.js';

/** Writes the teams (the 32 franchises and the two all-star teams); safe to run on every start. */
export function ensureLeagueTeams(database: DatabaseHandle): Promise<number> {
  return withSqlTransaction(database, (executor) =>
    upsertRows(executor, teams, LEAGUE_TEAMS.map(toTeamRow), ['teamId']),
  );
}
