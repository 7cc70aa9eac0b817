import { formatDownAndDistance, getGameDisplayStatus, getYardsToGoal, isLive } from '@all22/domain';
import { LEAGUE_TEAMS, type LeagueGame, type LiveGameState } from '@all22/league';
import type { GameChange } from '../changes/live-changes.js';

/** Team abbreviations, for reading a yard line ("KC 35") from the side of the team with the ball. */
const TEAM_ABBRS = new Map<string, string>(LEAGUE_TEAMS.map((team) => [team.teamId, team.abbr]));

/** The announced change: the game's state under the Game entity's display rules (to-game-response.ts). */
export function toGameChange(game: LeagueGame, state: LiveGameState): GameChange {
  const isUnderWay = isLive(state.phase);
  const possessionTeamId = isUnderWay ? state.possessionTeamId : null;
  const down = isUnderWay ? state.down : null;
  const distance = isUnderWay ? state.distance : null;
  const yardLine = isUnderWay ? state.yardLine : null;
  const possessionAbbr = possessionTeamId ? (TEAM_ABBRS.get(possessionTeamId) ?? null) : null;
  return {
    type: 'game',
    gameId: game.schedule.gameId,
    season: game.schedule.season,
    seasonType: game.schedule.seasonType,
    week: game.schedule.week,
    phase: state.phase,
    displayStatus: getGameDisplayStatus({
      phase: state.phase,
      quarter: state.quarter,
      clock: state.clock,
      gameTimeEastern: game.schedule.gameTimeEastern,
    }),
    quarter: state.quarter,
    clock: isUnderWay ? state.clock : null,
    possessionTeamId,
    down,
    distance,
    yardLine,
    downAndDist: formatDownAndDistance(down, distance, getYardsToGoal(yardLine, possessionAbbr)),
    isRedzone: isUnderWay && state.isRedzone,
    homeScore: state.homeScore,
    visitorScore: state.visitorScore,
  };
}
