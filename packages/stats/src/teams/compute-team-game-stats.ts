import type { GameId, PlayRecord, SeasonType, TeamId } from '@all22/domain';
import { sortGamePlays, type GameContext } from '../plays/game-context.js';
import { computeTimeOfPossession } from './compute-time-of-possession.js';
import { countRedZoneTrips } from './count-red-zone-trips.js';
import { deriveTeamStatLine, type TeamStatLine } from './derive-team-stat-line.js';
import { tallyTeamPlay } from './tally-team-play.js';
import { createTeamTotals, type TeamTotals } from './team-totals.js';

/** One team's line for one game: a row of team_game_stats. */
export interface TeamGameStats {
  gameId: GameId;
  teamId: TeamId;
  opponentTeamId: TeamId;
  season: number;
  seasonType: SeasonType;
  week: number;
  isHome: boolean;
  stats: TeamStatLine;
  /** The team's own totals, kept so seasons can be summed and paired with opponents. */
  totals: TeamTotals;
}

/**
 * Both teams' lines for one game (home first). Points are the score after the last play, so a
 * live game shows the score so far. Throws StatsInputError when a play is from another game.
 */
export function computeTeamGameStats(
  plays: readonly PlayRecord[],
  game: GameContext,
): [TeamGameStats, TeamGameStats] {
  const ordered = sortGamePlays(plays, game);
  const home = createTeamTotals();
  const visitor = createTeamTotals();
  const totalsOf = (teamId: TeamId): TeamTotals => (teamId === game.homeTeamId ? home : visitor);

  for (const play of ordered)
    tallyTeamPlay(play, totalsOf(play.possessionTeamId), totalsOf(play.defenseTeamId));

  const last = ordered.at(-1);
  home.pointsFor = last?.homeScore ?? 0;
  visitor.pointsFor = last?.visitorScore ?? 0;
  for (const [teamId, seconds] of computeTimeOfPossession(ordered, game.isFinal)) {
    totalsOf(teamId).timeOfPossessionSeconds = seconds;
  }
  for (const [teamId, record] of countRedZoneTrips(ordered)) {
    totalsOf(teamId).redZoneTrips = record.trips;
    totalsOf(teamId).redZoneTouchdowns = record.touchdowns;
  }

  const row = (
    teamId: TeamId,
    opponentTeamId: TeamId,
    own: TeamTotals,
    opponent: TeamTotals,
  ): TeamGameStats => ({
    gameId: game.gameId,
    teamId,
    opponentTeamId,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    isHome: teamId === game.homeTeamId,
    stats: deriveTeamStatLine(own, opponent),
    totals: own,
  });
  return [
    row(game.homeTeamId, game.visitorTeamId, home, visitor),
    row(game.visitorTeamId, game.homeTeamId, visitor, home),
  ];
}
