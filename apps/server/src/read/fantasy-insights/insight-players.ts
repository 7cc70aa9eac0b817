import type { InsightPlayer } from '@all22/contracts';
import {
  averageUsage,
  roundToTenth,
  toSharePercent,
  type NflId,
  type PointsPerReception,
  type TeamId,
  type UsageAverages,
  type UsageGame,
} from '@all22/domain';
import type { InsightData, InsightGame, InsightLine } from './read-insight-data.js';
import { toVolumeKey } from './select-team-volumes.js';

/** One game of a player's, as the cards show it: usage, opponent and fantasy points. */
export interface PlayerGame extends UsageGame {
  readonly teamId: TeamId;
  readonly opponentTeamId: TeamId;
  readonly snaps: number;
  readonly fantasyPoints: number;
  readonly line: InsightLine;
}

/** A player's weeks read: his games oldest first, his latest position and team. */
export interface PlayerSeason {
  readonly nflId: NflId;
  readonly position: string;
  readonly teamId: TeamId;
  readonly games: readonly PlayerGame[];
}

/** A line's fantasy points in a scoring. */
export function pickLinePoints(line: InsightLine, pointsPerReception: PointsPerReception): number {
  switch (pointsPerReception) {
    case 0:
      return line.fpStd;
    case 0.5:
      return line.fpHalfPpr;
    case 1:
      return line.fpPpr;
  }
}

const opponentOf = (game: InsightGame | undefined, teamId: TeamId): TeamId | null =>
  game === undefined ? null : game.homeTeamId === teamId ? game.visitorTeamId : game.homeTeamId;

/** Every player's games of the weeks read, with shares and red-zone touches, by player. */
export function groupPlayerSeasons(
  data: InsightData,
  pointsPerReception: PointsPerReception,
): Map<NflId, PlayerSeason> {
  const gamesById = new Map(data.games.map((game) => [game.gameId, game]));
  const byPlayer = new Map<NflId, PlayerGame[]>();
  for (const line of data.lines) {
    const opponentTeamId = opponentOf(gamesById.get(line.gameId), line.teamId);
    if (opponentTeamId === null) continue;
    const volume = data.volumes.get(toVolumeKey(line.gameId, line.teamId));
    const game: PlayerGame = {
      gameId: line.gameId,
      week: line.week,
      teamId: line.teamId,
      opponentTeamId,
      snaps: line.snaps,
      snapShare: toSharePercent(line.snaps, volume?.plays),
      targets: line.targets,
      targetShare: toSharePercent(line.targets, volume?.targets),
      carries: line.rushAttempts,
      redZoneTouches: data.redZoneTouches.get(`${line.gameId}:${line.nflId}`) ?? 0,
      fantasyPoints: pickLinePoints(line, pointsPerReception),
      line,
    };
    byPlayer.set(line.nflId, [...(byPlayer.get(line.nflId) ?? []), game]);
  }
  const seasons = new Map<NflId, PlayerSeason>();
  for (const [nflId, games] of byPlayer) {
    const latest = games.at(-1)!;
    seasons.set(nflId, { nflId, position: latest.line.position, teamId: latest.teamId, games });
  }
  return seasons;
}

/** Fantasy points per game of some games, one decimal (0 without games). */
export function pointsPerGame(games: readonly PlayerGame[]): number {
  return games.length === 0
    ? 0
    : roundToTenth(games.reduce((total, game) => total + game.fantasyPoints, 0) / games.length);
}

/** A player's role in some games: snap share, targets and carries a game, points a game. */
export function describeRole(
  season: PlayerSeason | undefined,
  isRecent: (week: number) => boolean,
): {
  games: number;
  snapShare: number | null;
  recentSnapShare: number | null;
  targetsPerGame: number;
  carriesPerGame: number;
  pointsPerGame: number;
} {
  const games = season?.games ?? [];
  const all: UsageAverages = averageUsage(games);
  const recent = averageUsage(games.filter((game) => isRecent(game.week)));
  return {
    games: games.length,
    snapShare: all.snapShare,
    recentSnapShare: recent.snapShare,
    targetsPerGame: all.targets,
    carriesPerGame: all.carries,
    pointsPerGame: pointsPerGame(games),
  };
}

/** A team by id and abbreviation. */
export function toTeamRef(data: InsightData, teamId: TeamId): { teamId: TeamId; abbr: string } {
  return { teamId, abbr: data.teamAbbrs.get(teamId) ?? teamId };
}

/** A card's player: name, position, headshot and team (`teamId`, else his latest line's). */
export function toInsightPlayer(
  data: InsightData,
  nflId: NflId,
  fallback: { position: string; teamId: TeamId | null },
): InsightPlayer {
  const row = data.players.get(nflId);
  const teamId = fallback.teamId;
  return {
    nflId,
    displayName: row?.displayName ?? `#${nflId}`,
    position: fallback.position,
    headshot: row?.headshot ?? null,
    team: teamId === null ? null : toTeamRef(data, teamId),
  };
}
