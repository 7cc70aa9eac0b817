import type { PlayByPlayPlay, PlayByPlayResponse } from '@all22/contracts';
import { formatPlayKey, type PlayRecord } from '@all22/domain';
import { groupGameDrives } from '@all22/stats';
import { formatGameTime, type GamePlays, toGameDetailHeader } from './load-game-plays.js';

const toPlayByPlayPlay = (play: PlayRecord): PlayByPlayPlay => ({
  id: formatPlayKey(play),
  playId: play.playId,
  sequence: play.sequence,
  quarter: play.quarter,
  clock: play.clock,
  down: play.down,
  distance: play.distance,
  yardLine: play.yardLine,
  possessionTeamId: play.possessionTeamId,
  defenseTeamId: play.defenseTeamId,
  playType: play.playType,
  description: play.description,
  yardsGained: play.yardsGained,
  isNoPlay: play.isNoPlay,
  isPenalty: play.isPenalty,
  firstDown: play.firstDown,
  isTurnover: play.isTurnover,
  touchdown: play.touchdown,
  points: play.points,
  scoringTeamId: play.scoringTeamId,
  homeScore: play.homeScore,
  visitorScore: play.visitorScore,
  homeWinProbability: play.homeWinProbability,
  expectedPointsAdded: play.expectedPointsAdded,
  isScoring: play.scoring || play.points > 0,
});

/** The game's plays by drive, in snap order (no drives before kick-off). */
export function getPlayByPlay(game: GamePlays): PlayByPlayResponse {
  return {
    ...toGameDetailHeader(game),
    drives: groupGameDrives(game.plays, game.context.isFinal).map(
      ({ plays, timeOfPossessionSeconds, ...drive }) => ({
        ...drive,
        plays: plays.map(toPlayByPlayPlay),
        timeOfPossession: formatGameTime(timeOfPossessionSeconds),
        timeOfPossessionSeconds,
      }),
    ),
  };
}
