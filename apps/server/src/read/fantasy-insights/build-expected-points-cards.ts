import type { ExpectedPointsInsightCard, FantasyInsightsResponse } from '@all22/contracts';
import {
  classifyPointsAgainstExpected,
  computeExpectedPoints,
  computeOpportunityRates,
  getRedZoneFilmLink,
  getSeasonFilmLink,
  getTouchdownFilmLink,
  sumOpportunityTotals,
  type NflId,
  type OpportunityRates,
  type OpportunityTotals,
  type PointsPerReception,
} from '@all22/domain';
import { toInsightPlayer, type PlayerGame, type PlayerSeason } from './insight-players.js';
import type { InsightData } from './read-insight-data.js';

/** Expected points value targets and carries: the positions whose points come from them. */
const EXPECTED_POINTS_POSITIONS = ['RB', 'WR', 'TE'] as const;
export const EXPECTED_POINTS_CARDS_PER_CALL = 5;

const toTotals = (games: readonly PlayerGame[]): OpportunityTotals =>
  sumOpportunityTotals(
    games.map(({ line, redZoneTouches, fantasyPoints }) => ({
      games: 1,
      targets: line.targets,
      receptions: line.receptions,
      receivingYards: line.receivingYards,
      receivingTouchdowns: line.receivingTouchdowns,
      carries: line.rushAttempts,
      rushingYards: line.rushYards,
      rushingTouchdowns: line.rushTouchdowns,
      redZoneTouches,
      receivingEpa: line.receivingEpa,
      rushingEpa: line.rushingEpa,
      fantasyPoints,
    })),
  );

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Buy low and sell high: each running back, receiver and tight end's points against the points his
 * usage and EPA lead to expect (domain computeExpectedPoints), valued at his position's averages.
 */
export function buildExpectedPointsCards(
  data: InsightData,
  seasons: ReadonlyMap<NflId, PlayerSeason>,
  pointsPerReception: PointsPerReception,
): FantasyInsightsResponse['pointsAgainstExpected'] {
  const { season } = data.window;
  const allGames = [...seasons.values()].flatMap((player) => player.games);
  const rates = new Map<string, OpportunityRates>(
    EXPECTED_POINTS_POSITIONS.map((position) => [
      position,
      computeOpportunityRates(
        toTotals(allGames.filter((game) => game.line.position === position)),
        pointsPerReception,
      ),
    ]),
  );
  const cards: ExpectedPointsInsightCard[] = [];
  for (const player of seasons.values()) {
    const positionRates = rates.get(player.position);
    if (!positionRates) continue;
    const expected = computeExpectedPoints(toTotals(player.games), positionRates);
    const call = expected && classifyPointsAgainstExpected(expected);
    if (!expected || !call) continue;
    cards.push({
      kind: 'pointsAgainstExpected',
      call,
      player: toInsightPlayer(data, player.nflId, player),
      ...expected,
      film: [
        getSeasonFilmLink(player, season),
        call === 'sellHigh' ? getTouchdownFilmLink(player, season) : getRedZoneFilmLink(player, season),
      ],
    });
  }
  const pick = (call: ExpectedPointsInsightCard['call'], direction: 1 | -1) =>
    cards
      .filter((card) => card.call === call)
      .sort(
        (a, b) => direction * (a.differencePerGame - b.differencePerGame) || a.player.nflId - b.player.nflId,
      )
      .slice(0, EXPECTED_POINTS_CARDS_PER_CALL);
  return {
    buyLow: pick('buyLow', 1),
    sellHigh: pick('sellHigh', -1),
    rates: EXPECTED_POINTS_POSITIONS.map((position) => {
      const rate = rates.get(position)!;
      return {
        position,
        targetValue: roundTo2(rate.targetValue),
        carryValue: roundTo2(rate.carryValue),
        redZoneTouchValue: roundTo2(rate.redZoneTouchValue),
        receivingEpaPerTarget: roundTo2(rate.receivingEpaPerTarget),
        rushingEpaPerCarry: roundTo2(rate.rushingEpaPerCarry),
      };
    }),
  };
}
