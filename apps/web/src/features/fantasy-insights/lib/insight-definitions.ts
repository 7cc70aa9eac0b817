import {
  EPA_FANTASY_POINTS,
  INSIGHT_RECENT_WEEKS,
  NEXT_MAN_UP_RULES,
  POINTS_AGAINST_EXPECTED_RULES,
  USAGE_TREND_RULES,
} from '@all22/domain';

const { thresholds } = USAGE_TREND_RULES;
const expected = POINTS_AGAINST_EXPECTED_RULES;

/**
 * What each kind of card means, in words built from the domain's rules (so a threshold changed
 * there reads right here): shown under each section and in "How these are worked out".
 */
export const INSIGHT_DEFINITIONS = {
  usage:
    `The last ${INSIGHT_RECENT_WEEKS} weeks against the season so far, per game played: snap share (of the ` +
    `team's offensive plays), target share (of the team's targets), carries and red-zone touches (carries and ` +
    `catches inside the opponent's 20). A riser gained ${thresholds.snapShare} points of snap share, ` +
    `${thresholds.targetShare} points of target share, ${thresholds.carries} carries or ` +
    `${thresholds.redZoneTouches} red-zone touches a game or more, lost none of them, and played ` +
    `${USAGE_TREND_RULES.riserMinimumRecentSnapShare}% of the snaps lately; a faller lost as much after playing ` +
    `${USAGE_TREND_RULES.fallerMinimumSeasonSnapShare}% of them over the season. Running backs, receivers and tight ends.`,
  matchups:
    'Fantasy points each defense allowed to a position per game, against what the same offenses scored at that ' +
    'position in their other games: the difference is the opponent-adjusted figure, and rank 1 gives up the most ' +
    "over it. This week's best matchups face the defenses that give up the most; the worst, the least.",
  expectedPoints:
    "Expected points value each target, carry and red-zone touch at what it was worth to the player's position " +
    `this season in your scoring, plus the EPA he added beyond the position's average for as many targets and ` +
    `carries (${EPA_FANTASY_POINTS} fantasy point per expected point). Buy low: ${expected.minimumDifference} points ` +
    `a game or more under expected, and ${Math.round(expected.minimumRelativeDifference * 100)}% of it; sell high: as ` +
    `far over. Running backs, receivers and tight ends with ${expected.minimumGames} games or more and ` +
    `${expected.minimumExpectedPerGame} expected points a game.`,
  injuries:
    'A quarterback, back, receiver or tight end ruled out, on injured reserve or doubtful on this ' +
    `week's injury report (${NEXT_MAN_UP_RULES.roleOpeningStatuses.join(', ')}) who took ${NEXT_MAN_UP_RULES.roleSnapShare}% of the snaps over the season and played in ` +
    `the last ${INSIGHT_RECENT_WEEKS} weeks. The next man up is the first healthy teammate at his position on this ` +
    "week's depth chart without a role of his own, else the healthy teammate with the most snaps.",
} as const;
