import { fantasySeasonStats, type Database } from '@all22/db';
import type { AnalystPlayer, FantasyScoring, PlayerFantasyProfile } from '@all22/domain';
import { and, eq } from 'drizzle-orm';
import type { AnalystReads } from '../analyst-tool.js';
import { readFinishedPlayerGames } from './read-player-games.js';
import { average, pickPoints, pickPositionRank, round1 } from './scoring-columns.js';

/** A player's regular-season fantasy row (none before his first game). */
function readSeasonRow(db: Database, player: AnalystPlayer, season: number) {
  return db
    .select()
    .from(fantasySeasonStats)
    .where(
      and(
        eq(fantasySeasonStats.season, season),
        eq(fantasySeasonStats.seasonType, 'REG'),
        eq(fantasySeasonStats.nflId, player.nflId),
      ),
    );
}

/** A player's season in the user's scoring and his last `recentGames` finished games. */
export async function readPlayerProfile(
  reads: AnalystReads,
  player: AnalystPlayer,
  options: { season: number; scoring: FantasyScoring; recentGames: number },
): Promise<PlayerFantasyProfile> {
  const { season, scoring } = options;
  const [[row], finished] = await Promise.all([
    readSeasonRow(reads.database, player, season),
    readFinishedPlayerGames(reads, player.nflId, season),
  ]);
  const games = finished.slice(0, options.recentGames);
  const recentGames = games.map(({ line, opponentAbbr }) => ({
    week: line.week,
    opponent: opponentAbbr,
    fantasyPoints: round1(pickPoints(line, scoring)),
    passingYards: line.passYards,
    passingTouchdowns: line.passTouchdowns,
    rushingYards: line.rushYards,
    rushingTouchdowns: line.rushTouchdowns,
    receptions: line.receptions,
    receivingYards: line.receivingYards,
    receivingTouchdowns: line.receivingTouchdowns,
  }));
  const gamesPlayed = row?.gamesPlayed ?? 0;
  const fantasyPoints = row ? round1(pickPoints(row, scoring)) : 0;
  const pointsPerGame = gamesPlayed > 0 && row ? round1(pickPoints(row, scoring) / gamesPlayed) : 0;
  const recentPointsPerGame = average(recentGames.map((game) => game.fantasyPoints));
  const rank = pickPositionRank(row, scoring);
  return {
    player,
    season,
    scoring: scoring.label,
    gamesPlayed,
    fantasyPoints,
    pointsPerGame,
    positionRank: rank.rank,
    positionRankLabel: rank.label,
    recentGames,
    recentGameCount: recentGames.length,
    recentPointsPerGame,
    recentChange: recentPointsPerGame === null ? null : round1(recentPointsPerGame - pointsPerGame),
  };
}
