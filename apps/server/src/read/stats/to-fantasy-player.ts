import type { FantasySeasonPlayer } from '@all22/contracts';
import type { FantasySeasonStats } from '@all22/db';

/** A stored fantasy season row, with the player's name, as the API gives it. */
export function toFantasyPlayer(row: FantasySeasonStats & { displayName: string }): FantasySeasonPlayer {
  return {
    nflId: row.nflId,
    displayName: row.displayName,
    season: row.season,
    seasonType: row.seasonType,
    teamId: row.teamId,
    position: row.position,
    gamesPlayed: row.gamesPlayed,
    fpStd: row.fpStd,
    fpHalfPPR: row.fpHalfPpr,
    fpPPR: row.fpPpr,
    fpPGStd: row.fpPgStd,
    fpPGHalfPPR: row.fpPgHalfPpr,
    fpPGPPR: row.fpPgPpr,
    fpPosRkStd: row.fpPosRkStd,
    fpPosRkHalfPPR: row.fpPosRkHalfPpr,
    fpPosRkPPR: row.fpPosRkPpr,
    fpPosRkLblStd: row.fpPosRkLblStd,
    fpPosRkLblHalfPPR: row.fpPosRkLblHalfPpr,
    fpPosRkLblPPR: row.fpPosRkLblPpr,
  };
}
