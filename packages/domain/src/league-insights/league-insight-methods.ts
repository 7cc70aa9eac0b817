import type { EfficiencyPlayType } from './team-efficiency.js';
import { TREND_WINDOW_WEEKS } from './efficiency-trends.js';

/** How each league insight is computed, in the words the page shows beside it (and the API sends). */
export const LEAGUE_INSIGHT_METHODS = {
  efficiency:
    "Every regular-season run, pass and sack of the season so far (penalties on them included; kicks and tries left out). EPA per play is the plays' mean expected points added; a defense's is what its opponents gained, so lower is better. Success rate is the share of plays with a positive EPA; early-down pass rate the share of first- and second-down plays that were passes or sacks. Quadrants split at the league's EPA per play.",
  trends: `Net EPA per play is the offense's EPA per play minus the defense's. The trend is its ${TREND_WINDOW_WEEKS}-week rolling figure; risers and fallers compare the last ${TREND_WINDOW_WEEKS} weeks with the team's weeks before them.`,
  notables:
    "The week's best finished game of each kind — a team offense's and a defense's EPA per play over its runs, passes and sacks, a player's passing, rushing and receiving yards (as the box score counts them) — marked when nothing earlier in the season beat it.",
  passRateOverExpected:
    "How much more often a team passed than the league does in the same situations: each of its runs, passes and sacks is expected to be a pass at the league's rate for its down and distance (short 1–2, medium 3–6, long 7+ yards to go); the figure is its pass rate minus that expected rate, in percentage points.",
  explosiveRuns:
    "The share of a team's runs that gained 10 yards or more (the film room's Rush of 10+ Yards), over its regular-season runs so far.",
} as const;
export type LeagueInsightMethod = keyof typeof LEAGUE_INSIGHT_METHODS;

/** The film links' names for a play type. */
export const EFFICIENCY_PLAY_TYPE_NAMES: Readonly<Record<EfficiencyPlayType, string>> = {
  play_type_rush: 'runs',
  play_type_pass: 'passes',
  play_type_sack: 'sacks',
};
