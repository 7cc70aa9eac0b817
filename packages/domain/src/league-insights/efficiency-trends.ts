import type { TeamId } from '../ids.js';
import { type EfficiencyTotals, getEpaPerPlay, sumEfficiencyTotals } from './team-efficiency.js';

/** A team's offense and defense in one week (a week without its game — a bye — has no entry). */
export interface TeamWeekEfficiency {
  readonly teamId: TeamId;
  readonly week: number;
  readonly offense: EfficiencyTotals;
  readonly defense: EfficiencyTotals;
}

/** Weeks a trend's rolling figure and the risers' "recent" span cover. */
export const TREND_WINDOW_WEEKS = 3;
/** Risers and fallers shown of each. */
export const TREND_MOVER_COUNT = 3;

const round3 = (value: number): number => {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
};

/**
 * Net EPA per play of some weeks: the offense's EPA per play minus the defense's (what its
 * opponents gained per play), each over all the plays of those weeks. Null when either side has none.
 */
export function getNetEpaPerPlay(weeks: readonly TeamWeekEfficiency[]): number | null {
  const offense = getEpaPerPlay(sumEfficiencyTotals(weeks.map((week) => week.offense)));
  const defense = getEpaPerPlay(sumEfficiencyTotals(weeks.map((week) => week.defense)));
  return offense === null || defense === null ? null : offense - defense;
}

/** One point of a team's trend: the week's own net EPA per play, and the rolling one ending there. */
export interface TrendPoint {
  readonly week: number;
  readonly netEpaPerPlay: number;
  readonly rollingNetEpaPerPlay: number;
}

/**
 * A team's net EPA per play week by week, with its rolling figure over the weeks
 * [week − window + 1, week] (a bye leaves the window with fewer games), to 3 decimals.
 */
export function computeEfficiencyTrend(
  teamWeeks: readonly TeamWeekEfficiency[],
  windowWeeks: number = TREND_WINDOW_WEEKS,
): TrendPoint[] {
  const ordered = [...teamWeeks].sort((a, b) => a.week - b.week);
  return ordered.flatMap((current) => {
    const own = getNetEpaPerPlay([current]);
    const rolling = getNetEpaPerPlay(
      ordered.filter((week) => week.week <= current.week && week.week > current.week - windowWeeks),
    );
    if (own === null || rolling === null) return [];
    return [{ week: current.week, netEpaPerPlay: round3(own), rollingNetEpaPerPlay: round3(rolling) }];
  });
}

/** A team whose net EPA per play moved: the recent weeks against the weeks of the season before them. */
export interface TrendMover {
  readonly teamId: TeamId;
  /** Net EPA per play over the recent weeks (firstRecentWeek to throughWeek), and before them. */
  readonly recent: number;
  readonly before: number;
  readonly change: number;
  readonly firstRecentWeek: number;
  readonly throughWeek: number;
}

/**
 * The league's biggest risers and fallers through `throughWeek`: each team's net EPA per play over
 * the last `windowWeeks` weeks against its weeks before them. A team needs a game in both spans.
 * Risers are the largest rises (change > 0), fallers the largest falls (change < 0), ties by team
 * id; the figures to 3 decimals.
 */
export function findTrendMovers(
  weeks: readonly TeamWeekEfficiency[],
  throughWeek: number,
  { windowWeeks = TREND_WINDOW_WEEKS, count = TREND_MOVER_COUNT } = {},
): { risers: TrendMover[]; fallers: TrendMover[] } {
  const firstRecentWeek = Math.max(1, throughWeek - windowWeeks + 1);
  const byTeam = new Map<TeamId, TeamWeekEfficiency[]>();
  for (const week of weeks) byTeam.set(week.teamId, [...(byTeam.get(week.teamId) ?? []), week]);
  const movers: TrendMover[] = [];
  for (const [teamId, teamWeeks] of byTeam) {
    const recent = getNetEpaPerPlay(
      teamWeeks.filter((week) => week.week >= firstRecentWeek && week.week <= throughWeek),
    );
    const before = getNetEpaPerPlay(teamWeeks.filter((week) => week.week < firstRecentWeek));
    if (recent === null || before === null) continue;
    movers.push({
      teamId,
      recent: round3(recent),
      before: round3(before),
      change: round3(recent - before),
      firstRecentWeek,
      throughWeek,
    });
  }
  const byTeamId = (a: TrendMover, b: TrendMover) => (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0);
  const risers = movers
    .filter((mover) => mover.change > 0)
    .sort((a, b) => b.change - a.change || byTeamId(a, b))
    .slice(0, count);
  const fallers = movers
    .filter((mover) => mover.change < 0)
    .sort((a, b) => a.change - b.change || byTeamId(a, b))
    .slice(0, count);
  return { risers, fallers };
}
