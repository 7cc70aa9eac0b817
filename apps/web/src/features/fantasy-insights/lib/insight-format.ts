import type { InsightFilmLinkResponse } from '@all22/contracts';
import { formatStatValue, formatTeamAbbr, getFantasyScoring, type PointsPerReception } from '@all22/domain';

/** A figure with one decimal ("12.0"), "—" when missing. */
export function formatFigure(value: number | null, decimals = 1): string {
  return formatStatValue(value, { decimals });
}

/** A share in percent ("62.5%"). */
export function formatShare(value: number | null): string {
  return formatStatValue(value, { isPercentage: true });
}

/** A change with its sign ("+4.8", "-2.0", "0.0"); percentage points end in " pts". */
export function formatChange(value: number | null, { isShare = false }: { isShare?: boolean } = {}): string {
  if (value === null) return formatStatValue(null);
  const text = formatStatValue(Math.abs(value));
  const sign = value > 0 && text !== '0.0' ? '+' : value < 0 && text !== '0.0' ? '-' : '';
  return `${sign}${text}${isShare ? ' pts' : ''}`;
}

/** "Week 6", and the weeks read: "weeks 1–5", "week 1". */
export function describeWeeks(first: number, last: number): string {
  return first === last ? `week ${last}` : `weeks ${first}–${last}`;
}

/** The scoring's name: Standard, Half PPR, PPR. */
export function getScoringLabel(scoring: PointsPerReception): string {
  return getFantasyScoring(scoring).label;
}

/** How a film link reads on a card: "Wk 5 vs KC", "2024 season", "Red zone", "LV vs the run". */
export function describeFilmLink(
  link: InsightFilmLinkResponse,
  teamAbbr: (teamId: string) => string,
): string {
  switch (link.kind) {
    case 'game':
      return `Wk ${link.week} vs ${formatTeamAbbr(teamAbbr(link.opponentTeamId))}`;
    case 'season':
      return `${link.season} season`;
    case 'redZone':
      return `${link.season} red zone`;
    case 'touchdowns':
      return `${link.season} touchdowns`;
    case 'defense':
      return `${formatTeamAbbr(teamAbbr(link.teamId))} vs the ${link.side}`;
  }
}
