import type { Play } from '@all22/contracts';
import {
  formatDownAndDistance,
  formatStatValue,
  getWeekText,
  getYardsToGoal,
  isWeekSlug,
} from '@all22/domain';

/** What a film row says about a play's moment, each part a short phrase. */
export interface PlaySituation {
  /** "KC @ BUF": the offense first, then the defense. */
  readonly matchup: string;
  /** "2024 Week 3", "2024 Wild Card". */
  readonly week: string;
  /** "Q4 2:13", "OT 9:41". */
  readonly time: string;
  /** "3rd & 7", "1st & Goal"; null on kicks and other downless plays. */
  readonly downAndDistance: string | null;
  /** "KC 35", or "50" at midfield; null when the play has no spot. */
  readonly yardLine: string | null;
  /** "+12 yds", "-3 yds", "0 yds". */
  readonly yards: string;
  /** "+0.85", "-1.20"; null when the play has no EPA. */
  readonly epa: string | null;
}

type SituationPlay = Pick<
  Play,
  | 'possessionTeamId'
  | 'defenseTeamId'
  | 'season'
  | 'weekSlug'
  | 'week'
  | 'quarter'
  | 'clock'
  | 'down'
  | 'distance'
  | 'yardLine'
  | 'yardsGained'
  | 'expectedPointsAdded'
>;

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** The phrases of a play's row; `abbrOf` names a team id (its abbreviation, or the id when unknown). */
export function describePlaySituation(
  play: SituationPlay,
  abbrOf: (teamId: string) => string,
): PlaySituation {
  const offense = abbrOf(play.possessionTeamId);
  const epa = play.expectedPointsAdded;
  return {
    matchup: `${offense} @ ${abbrOf(play.defenseTeamId)}`,
    week: `${play.season} ${isWeekSlug(play.weekSlug) ? getWeekText(play.weekSlug, play.season) : `Week ${play.week}`}`,
    time: `${play.quarter >= 5 ? 'OT' : `Q${play.quarter}`} ${play.clock}`,
    downAndDistance: formatDownAndDistance(play.down, play.distance, getYardsToGoal(play.yardLine, offense)),
    yardLine: play.yardLine,
    yards: `${signed(play.yardsGained, String(play.yardsGained))} yds`,
    epa: epa === null ? null : signed(epa, formatStatValue(epa, { decimals: 2 })),
  };
}
