import type { PlayerGameLogResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import { isFinal, type NflId, type SeasonType } from '@all22/domain';
import { selectPlayerGames } from './select-player-games.js';

const resultOf = (teamScore: number, opponentScore: number) =>
  teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';

/** One row per game the player has a line in: opponent, score, result once final, headline figures. */
export async function getPlayerGameLog(
  db: Database,
  key: { nflId: NflId; season: number; seasonType: SeasonType },
): Promise<PlayerGameLogResponse> {
  const rows = await selectPlayerGames(db, key);
  return {
    ...key,
    games: rows.map(({ line, game, opponentAbbr, opponentTeamId }) => {
      const isHome = game.homeTeamId === line.teamId;
      const teamScore = isHome ? game.homeScore : game.visitorScore;
      const opponentScore = isHome ? game.visitorScore : game.homeScore;
      return {
        gameId: game.gameId,
        week: game.week,
        weekSlug: game.weekSlug,
        gameDate: game.gameDate,
        teamId: line.teamId,
        opponentTeamId,
        opponentAbbr,
        isHome,
        phase: game.phase,
        teamScore,
        opponentScore,
        result: isFinal(game.phase) ? resultOf(teamScore, opponentScore) : null,
        headline: {
          snaps: line.snaps,
          passAttempts: line.passAttempts,
          passCompletions: line.passCompletions,
          passYards: line.passYards,
          passTouchdowns: line.passTouchdowns,
          interceptionsThrown: line.interceptionsThrown,
          rushAttempts: line.rushAttempts,
          rushYards: line.rushYards,
          rushTouchdowns: line.rushTouchdowns,
          targets: line.targets,
          receptions: line.receptions,
          receivingYards: line.receivingYards,
          receivingTouchdowns: line.receivingTouchdowns,
          tackles: line.tackles,
          sacks: line.sacks,
          defInterceptions: line.defInterceptions,
          fumblesLost: line.fumblesLost,
          fpStd: line.fpStd,
          fpHalfPPR: line.fpHalfPpr,
          fpPPR: line.fpPpr,
        },
      };
    }),
  };
}
