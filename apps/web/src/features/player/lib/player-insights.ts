import type { PlayerGameLogResponse, PlayerSeasonsResponse } from '@all22/contracts';
import {
  type FantasyScoring,
  type PositionGroup,
  type StatDecimals,
  formatStatValue,
  getNumberAtPath,
  getStatDefinition,
} from '@all22/domain';
import { MAIN_WEEKLY_STAT } from './player-stat-columns';

type SeasonRow = PlayerSeasonsResponse['seasons'][number];
type GameLogEntry = PlayerGameLogResponse['games'][number];

/** A notable number about the player, and the figures it comes from. */
export interface PlayerInsight {
  id: string;
  title: string;
  text: string;
  source: string;
}

/** The season figure each group is judged by: its path in a season line and its name. */
const MAIN_SEASON_STAT: Partial<Record<PositionGroup, { path: string; name: string; decimals: 0 | 1 }>> = {
  QB: { path: 'passing.yards', name: 'passing yards', decimals: 0 },
  RB: { path: 'rushing.yards', name: 'rushing yards', decimals: 0 },
  WR: { path: 'receiving.yards', name: 'receiving yards', decimals: 0 },
  TE: { path: 'receiving.yards', name: 'receiving yards', decimals: 0 },
  DL: { path: 'defense.tackles', name: 'tackles', decimals: 0 },
  EDGE: { path: 'defense.sacks', name: 'sacks', decimals: 1 },
  LB: { path: 'defense.tackles', name: 'tackles', decimals: 0 },
  DB: { path: 'defense.tackles', name: 'tackles', decimals: 0 },
  K: { path: 'kicking.fieldGoalsMade', name: 'field goals made', decimals: 0 },
  P: { path: 'punting.yards', name: 'punting yards', decimals: 0 },
};

const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);
const count = (value: number | null, decimals: StatDecimals = 0) => formatStatValue(value, { decimals });

function seasonRankInsight(
  season: number,
  regSeasons: readonly SeasonRow[],
  stat: { path: string; name: string; decimals: 0 | 1 },
): PlayerInsight | null {
  const values = regSeasons.map((row) => ({
    season: row.season,
    value: getNumberAtPath(row.stats, stat.path) ?? 0,
  }));
  const current = values.find((entry) => entry.season === season);
  if (!current || values.length < 2) return null;
  const best = values.reduce((top, entry) => (entry.value > top.value ? entry : top));
  const isBest = best.season === season;
  return {
    id: 'career',
    title: isBest ? 'Career best' : 'Against his best season',
    text: isBest
      ? `${count(current.value, stat.decimals)} ${stat.name} in ${season}: his most in ${values.length} seasons.`
      : `${count(current.value, stat.decimals)} ${stat.name} in ${season}, ${count(share(current.value, best.value), 0)}% of his best (${count(best.value, stat.decimals)} in ${best.season}).`,
    source: `Regular-season ${stat.name}: ${values.map((entry) => `${entry.season} ${count(entry.value, stat.decimals)}`).join(', ')}.`,
  };
}

function bestGameInsight(games: readonly GameLogEntry[], group: PositionGroup): PlayerInsight | null {
  const stat = MAIN_WEEKLY_STAT[group];
  const played = games.filter((game) => game.result !== null);
  if (played.length === 0 || stat.key === 'snaps') return null;
  const best = played.reduce((top, game) => (game.headline[stat.key] > top.headline[stat.key] ? game : top));
  const total = played.reduce((sum, game) => sum + game.headline[stat.key], 0);
  return {
    id: 'best-game',
    title: 'Best game',
    text: `Week ${best.week} ${best.isHome ? 'vs' : '@'} ${best.opponentAbbr}: ${count(best.headline[stat.key], stat.decimals)} ${stat.label.toLowerCase()} (${best.result} ${best.teamScore}-${best.opponentScore}).`,
    source: `${count(total, stat.decimals)} ${stat.label.toLowerCase()} in ${played.length} games, ${count(total / played.length, 1)} a game.`,
  };
}

function consistencyInsight(games: readonly GameLogEntry[], scoring: FantasyScoring): PlayerInsight | null {
  const points = games.filter((game) => game.result !== null).map((game) => game.headline[scoring.pointsKey]);
  if (points.length < 2) return null;
  const average = points.reduce((sum, value) => sum + value, 0) / points.length;
  const above = points.filter((value) => value > average).length;
  const high = Math.max(...points);
  const low = Math.min(...points);
  return {
    id: 'consistency',
    title: 'Fantasy consistency',
    text: `Above his ${count(average, 1)}-point average in ${above} of ${points.length} games (${scoring.label} scoring).`,
    source: `Game fantasy points from ${count(low, 1)} to ${count(high, 1)}.`,
  };
}

function efficiencyInsight(row: SeasonRow, group: PositionGroup): PlayerInsight | null {
  const at = (path: string) => getNumberAtPath(row.stats, path) ?? 0;
  switch (group) {
    case 'QB': {
      const attempts = at('passing.attempts');
      if (attempts === 0) return null;
      return {
        id: 'efficiency',
        title: 'Accuracy',
        text: `Completed ${count(share(at('passing.completions'), attempts), 1)}% of his passes, passer rating ${count(at('passing.passerRating'), 1)}.`,
        source: `${count(at('passing.completions'))} of ${count(attempts)} attempts, ${count(at('passing.touchdowns'))} TD, ${count(at('passing.interceptions'))} INT.`,
      };
    }
    case 'RB': {
      const attempts = at('rushing.attempts');
      if (attempts === 0) return null;
      return {
        id: 'efficiency',
        title: getStatDefinition('rushing.yardsPerAttempt').label,
        text: `${count(at('rushing.yards') / attempts, 1)} yards per carry; ${count(at('rushing.tenPlusRuns'))} runs of 10+ yards.`,
        source: `${count(at('rushing.yards'))} yards on ${count(attempts)} carries.`,
      };
    }
    case 'WR':
    case 'TE': {
      const targets = at('receiving.targets');
      if (targets === 0) return null;
      return {
        id: 'efficiency',
        title: 'Catch rate',
        text: `Caught ${count(share(at('receiving.receptions'), targets), 1)}% of his targets, ${count(at('receiving.yardsAfterCatch'))} yards after the catch.`,
        source: `${count(at('receiving.receptions'))} receptions on ${count(targets)} targets.`,
      };
    }
    case 'K': {
      const attempts = at('kicking.fieldGoalsAttempted');
      if (attempts === 0) return null;
      return {
        id: 'efficiency',
        title: 'Field goals',
        text: `Made ${count(share(at('kicking.fieldGoalsMade'), attempts), 1)}% of his field goals, long ${count(at('kicking.longestFieldGoal'))}.`,
        source: `${count(at('kicking.fieldGoalsMade'))} of ${count(attempts)}; 50+ yards ${count(at('kicking.fieldGoalsMade50Plus'))} of ${count(at('kicking.fieldGoalsAttempted50Plus'))}.`,
      };
    }
    default: {
      const snaps = at('defense.snaps');
      if (snaps === 0 || row.gamesPlayed === 0) return null;
      return {
        id: 'efficiency',
        title: 'Activity',
        text: `${count(at('defense.tackles') / row.gamesPlayed, 1)} tackles and ${count(at('defense.pressures') / row.gamesPlayed, 1)} pressures a game.`,
        source: `${count(at('defense.tackles'))} tackles, ${count(at('defense.pressures'))} pressures, ${count(snaps)} snaps in ${row.gamesPlayed} games.`,
      };
    }
  }
}

/**
 * Notable numbers of a player's season, each with the figures it was computed from: his season
 * against his career, his best game, his fantasy consistency and an efficiency figure for his
 * position. Empty when the season has no line.
 */
export function getPlayerInsights({
  season,
  seasons,
  games,
  group,
  scoring,
}: {
  season: number;
  seasons: readonly SeasonRow[];
  games: readonly GameLogEntry[];
  group: PositionGroup | null;
  scoring: FantasyScoring;
}): PlayerInsight[] {
  const regSeasons = seasons.filter((row) => row.seasonType === 'REG');
  const row = regSeasons.find((candidate) => candidate.season === season);
  if (!row || group === null) return [];
  const stat = MAIN_SEASON_STAT[group];
  return [
    stat ? seasonRankInsight(season, regSeasons, stat) : null,
    bestGameInsight(games, group),
    consistencyInsight(games, scoring),
    efficiencyInsight(row, group),
  ].filter((insight): insight is PlayerInsight => insight !== null);
}
