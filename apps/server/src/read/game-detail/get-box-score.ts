import type { BoxScoreResponse } from '@all22/contracts';
import type { Team } from '@all22/db';
import { type BoxScoreTeam, computeBoxScore } from '@all22/stats';
import type { Database } from '@all22/db';
import { findPlayerNames, type PlayerName } from './find-player-names.js';
import { formatGameTime, type GamePlays, toGameDetailHeader } from './load-game-plays.js';
import { toPlayerStatGroups } from './to-player-stat-groups.js';
import type { NflId } from '@all22/domain';

const toBoxScoreTeam = (side: BoxScoreTeam, team: Team, names: ReadonlyMap<NflId, PlayerName>) => ({
  teamId: side.teamId,
  abbr: team.abbr,
  score: side.score,
  scoreByPeriod: side.scoreByPeriod,
  headline: {
    totalYards: side.stats.totalYards,
    passYards: side.stats.passYards,
    rushYards: side.stats.rushYards,
    firstDowns: side.stats.firstDowns,
    turnovers: side.stats.turnovers,
    penalties: side.stats.penalties,
    timeOfPossession: formatGameTime(side.stats.timeOfPossessionSeconds),
  },
  players: toPlayerStatGroups(side.players, names),
});

/**
 * The box score computed from the game's plays (score by period, team headline figures, player
 * lines by section): the same figures the stored stats hold, plus the periods they do not.
 * Before kick-off every figure is zero and every section empty.
 */
export async function getBoxScore(db: Database, game: GamePlays): Promise<BoxScoreResponse> {
  const box = computeBoxScore(game.plays, game.context);
  const names = await findPlayerNames(
    db,
    [...box.home.players, ...box.visitor.players].map((line) => line.nflId),
  );
  return {
    ...toGameDetailHeader(game),
    home: toBoxScoreTeam(box.home, game.row.homeTeam, names),
    visitor: toBoxScoreTeam(box.visitor, game.row.visitorTeam, names),
  };
}
