import { formatTeamAbbr } from './format-team-abbr.js';

/** "BYE: WEEK n" for the player header (spec 1 §2); null when there is no bye to show. */
export function formatByeWeekLabel(byeWeek: number | null | undefined): string | null {
  return typeof byeWeek === 'number' && Number.isInteger(byeWeek) && byeWeek > 0
    ? `BYE: WEEK ${byeWeek}`
    : null;
}

/**
 * "UPCOMING: vs KC" at home, "UPCOMING: @ KC" away (spec 1 §2), with the opponent's abbreviation
 * as displayed (ARI is AZ).
 */
export function formatUpcomingLabel({
  isHome,
  opponentAbbr,
}: {
  isHome: boolean;
  opponentAbbr: string;
}): string {
  return `UPCOMING: ${isHome ? 'vs' : '@'} ${formatTeamAbbr(opponentAbbr)}`;
}
