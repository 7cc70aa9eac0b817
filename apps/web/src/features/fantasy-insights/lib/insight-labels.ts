import { describeFantasyStat, describeStat, getFantasyScoring } from '@all22/domain';

/** The stats the cards share with other pages, named as the stat vocabulary names them. */
export const INSIGHT_LABELS = {
  targets: describeStat('receiving.targets').label,
  // The game page's word for rushing attempts, as fantasy players say it.
  carries: describeStat('rushing.attempts', 'gamePage').label,
  fantasyPoints: describeFantasyStat('points', getFantasyScoring(0)).label,
  fantasyPointsShort: describeFantasyStat('points', getFantasyScoring(0)).shortLabel,
} as const;
