import type { GameResponse } from '@all22/contracts';
import type { Team } from '@all22/db';
import { formatDownAndDistance, getGameDisplayStatus, getYardsToGoal, isLive } from '@all22/domain';
import { formatDateDayMonth, formatDateDayShort } from '@all22/league';
import { toTeamResponse } from '../teams/to-team-response.js';
import type { GameRow } from './select-games.js';

/** The external-id source that joins the odds feed (spec 1 §3). */
export const ELIAS_SOURCE = 'elias';

/** A games row with its teams and odds as the API's Game. */
export function toGameResponse({ game, homeTeam, visitorTeam, odds }: GameRow): GameResponse {
  // Live fields mean something only while the game is under way; the feed may leave the last
  // situation on a final game.
  const isUnderWay = isLive(game.phase);
  const possessionTeamId = isUnderWay ? game.possessionTeamId : null;
  const possessionAbbr =
    possessionTeamId === homeTeam.teamId
      ? homeTeam.abbr
      : possessionTeamId === visitorTeam.teamId
        ? visitorTeam.abbr
        : null;
  const down = isUnderWay ? game.down : null;
  const distance = isUnderWay ? game.distance : null;
  const yardLine = isUnderWay ? game.yardLine : null;
  const toGameTeam = (team: Team, total: number) => ({
    ...toTeamResponse(team),
    score: { total },
    hasPossession: possessionTeamId === team.teamId,
  });
  const visitor = toGameTeam(visitorTeam, game.visitorScore);
  const isoTime = game.isoTime.toISOString();
  return {
    id: game.smartId,
    smartId: game.smartId,
    gameId: game.gameId,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    weekSlug: game.weekSlug,
    time: isoTime,
    isoTime,
    gameDate: game.gameDate,
    gameTimeEastern: game.gameTimeEastern,
    dateDayShort: formatDateDayShort(game.gameDate),
    dateDayMonth: formatDateDayMonth(game.gameDate),
    phase: game.phase,
    displayStatus: getGameDisplayStatus(game),
    quarter: game.quarter,
    clock: isUnderWay ? game.clock : null,
    visitorTeamId: game.visitorTeamId,
    homeTeamId: game.homeTeamId,
    visitorTeam: visitor,
    homeTeam: toGameTeam(homeTeam, game.homeScore),
    awayTeam: visitor,
    possessionTeamId,
    hasPossession: possessionTeamId !== null,
    isRedzone: isUnderWay && game.isRedzone,
    down,
    distance,
    yardLine,
    downAndDist: formatDownAndDistance(down, distance, getYardsToGoal(yardLine, possessionAbbr)),
    externalIds: game.eliasId ? [{ source: ELIAS_SOURCE, id: game.eliasId }] : [],
    spread: { awayHandicap: odds?.awayHandicap ?? null, homeHandicap: odds?.homeHandicap ?? null },
    score: {
      phase: game.phase,
      visitorTeamScore: { pointTotal: game.visitorScore },
      homeTeamScore: { pointTotal: game.homeScore },
    },
  };
}
