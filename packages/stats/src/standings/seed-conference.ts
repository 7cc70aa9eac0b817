import type { TeamId } from '@all22/domain';
import { breakWildCardTie } from './break-wild-card-tie.js';
import { describePlacement } from './describe-placement.js';
import { formatOrdinal } from './format-ordinal.js';
import { orderByRecord } from './order-by-record.js';
import type { TieBreakContext } from './tie-break-step.js';
import type { SeasonFormat } from './types.js';

export interface ConferencePlacement {
  teamId: TeamId;
  /** 1–16 within the conference; equals the seed for playoff clubs. */
  position: number;
  seed: number | null;
  explanation: string;
}

/**
 * Seeds a conference: division winners take seeds 1–4, ordered by winning percentage with ties
 * broken by the wild-card procedure; the other clubs follow in the order the wild-card procedure
 * picks them (first the wild cards, then everyone else, which gives the conference rank).
 * `context.divisionRanks` must hold every club's division rank.
 */
export function seedConference(
  teamIds: readonly TeamId[],
  conferenceName: string,
  context: TieBreakContext,
  format: SeasonFormat,
): ConferencePlacement[] {
  const isDivisionWinner = (teamId: TeamId): boolean => context.divisionRanks?.get(teamId) === 1;
  const pick = (group: readonly TeamId[]) => breakWildCardTie(group, context);
  const winners = orderByRecord(teamIds.filter(isDivisionWinner), context.league, pick);
  const others = orderByRecord(
    teamIds.filter((teamId) => !isDivisionWinner(teamId)),
    context.league,
    pick,
  );

  const winnerRows = winners.map(({ teamId, position, decision }) => ({
    teamId,
    position,
    seed: position,
    explanation: `Seed ${position}: division winner, ${describePlacement(context.league, teamId, decision, 'seeding')}`,
  }));
  const otherRows = others.map(({ teamId, position, decision }) => {
    const conferencePosition = winners.length + position;
    const isWildCard = conferencePosition <= format.playoffTeamsPerConference;
    const how = describePlacement(context.league, teamId, decision, 'wild-card');
    return {
      teamId,
      position: conferencePosition,
      seed: isWildCard ? conferencePosition : null,
      explanation: isWildCard
        ? `Seed ${conferencePosition}: wild card, ${how}`
        : `Out of the playoffs: ${formatOrdinal(conferencePosition)} in the ${conferenceName}, ${how}`,
    };
  });
  return [...winnerRows, ...otherRows];
}
