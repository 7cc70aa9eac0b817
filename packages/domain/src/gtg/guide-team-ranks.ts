import type { TeamId } from '../ids.js';
import { describeStat } from '../stats/stat-vocabulary.js';
import { getCompetitionRanks, perGame, type RankOrder } from './competition-rank.js';

/** A team's totals over the guide's games (its basis), with what its opponents did against it. */
export interface GuideTeamTotals {
  teamId: TeamId;
  games: number;
  pointsFor: number;
  pointsAgainst: number;
  passYards: number;
  rushYards: number;
  passYardsAllowed: number;
  rushYardsAllowed: number;
  /** Sacks the team's defense made. */
  sacks: number;
  /** Sacks its quarterbacks took. */
  sacksTaken: number;
}

/** The per-game figures the guide ranks, each with the end that ranks first (docs/decisions/gtg.md). */
export const GUIDE_TEAM_FIGURES = {
  pointsPerGame: { total: 'pointsFor', order: 'high', label: describeStat('team.ppg', 'gamePage').label },
  pointsAllowedPerGame: {
    total: 'pointsAgainst',
    order: 'low',
    label: describeStat('team.ppgAllowed').label,
  },
  passYardsPerGame: { total: 'passYards', order: 'high', label: 'Pass yards per game' },
  rushYardsPerGame: { total: 'rushYards', order: 'high', label: 'Rush yards per game' },
  passYardsAllowedPerGame: { total: 'passYardsAllowed', order: 'low', label: 'Pass yards allowed per game' },
  rushYardsAllowedPerGame: { total: 'rushYardsAllowed', order: 'low', label: 'Rush yards allowed per game' },
  sacksPerGame: { total: 'sacks', order: 'high', label: describeStat('defense.sacksPerGame').label },
  sacksAllowedPerGame: { total: 'sacksTaken', order: 'low', label: 'Sacks allowed per game' },
} as const satisfies Record<
  string,
  { total: Exclude<keyof GuideTeamTotals, 'teamId' | 'games'>; order: RankOrder; label: string }
>;
export type GuideTeamFigure = keyof typeof GUIDE_TEAM_FIGURES;
export const GUIDE_TEAM_FIGURE_KEYS = Object.keys(GUIDE_TEAM_FIGURES) as GuideTeamFigure[];

/** A per-game figure and its league rank (null before the team's first game). */
export interface RankedFigure {
  value: number | null;
  rank: number | null;
}

/** Every team's per-game figures and their competition ranks among the teams given (the league). */
export function rankGuideTeams(
  teams: readonly GuideTeamTotals[],
): Map<TeamId, Record<GuideTeamFigure, RankedFigure>> {
  const result = new Map<TeamId, Record<GuideTeamFigure, RankedFigure>>(
    teams.map((team) => [team.teamId, {} as Record<GuideTeamFigure, RankedFigure>]),
  );
  for (const figure of GUIDE_TEAM_FIGURE_KEYS) {
    const { total, order } = GUIDE_TEAM_FIGURES[figure];
    const values = teams.map((team) => ({ key: team.teamId, value: perGame(team[total], team.games) }));
    const ranks = getCompetitionRanks(values, order);
    for (const { key, value } of values) {
      result.get(key)![figure] = { value, rank: ranks.get(key) ?? null };
    }
  }
  return result;
}
