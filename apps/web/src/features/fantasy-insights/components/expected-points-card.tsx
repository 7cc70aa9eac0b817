import type { ExpectedPointsInsightCard, FantasyInsightsResponse } from '@all22/contracts';
import { formatChange, formatFigure } from '../lib/insight-format';
import { INSIGHT_LABELS } from '../lib/insight-labels';
import { FigureTable } from './figure-table';
import { InsightCard, type CardHeadingLevel } from './insight-card';
import { FilmLinks } from './insight-links';

type OpportunityRates = FantasyInsightsResponse['pointsAgainstExpected']['rates'][number];

/**
 * Buy low or sell high: his points a game against the points his opportunities (valued at his
 * position's averages) and his EPA lead to expect, part by part.
 */
export function ExpectedPointsCard({
  card,
  rates,
  headingLevel,
  teamAbbr,
}: {
  card: ExpectedPointsInsightCard;
  rates: OpportunityRates | undefined;
  headingLevel: CardHeadingLevel;
  teamAbbr: (teamId: string) => string;
}) {
  const isBuy = card.call === 'buyLow';
  const value = (rate: number | undefined) => (rate === undefined ? '' : `× ${formatFigure(rate, 2)}`);
  return (
    <InsightCard
      player={card.player}
      tag={isBuy ? 'Buy low' : 'Sell high'}
      tone={isBuy ? 'up' : 'down'}
      headingLevel={headingLevel}
      kind={card.call}
      subtitle={`${formatFigure(card.actualPerGame)} points a game, ${formatFigure(card.expectedPerGame)} expected`}
    >
      <FigureTable
        caption={`${card.player.displayName}: expected fantasy points per game over ${card.games} games`}
        columns={['Per game', 'Value', INSIGHT_LABELS.fantasyPointsShort]}
        rows={[
          {
            label: INSIGHT_LABELS.targets,
            cells: [
              formatFigure(card.targetsPerGame),
              value(rates?.targetValue),
              formatFigure(card.targetPoints),
            ],
          },
          {
            label: INSIGHT_LABELS.carries,
            cells: [
              formatFigure(card.carriesPerGame),
              value(rates?.carryValue),
              formatFigure(card.carryPoints),
            ],
          },
          {
            label: 'Red-zone touches',
            cells: [
              formatFigure(card.redZoneTouchesPerGame),
              value(rates?.redZoneTouchValue),
              formatFigure(card.redZonePoints),
            ],
          },
          { label: 'EPA above average', cells: ['', '', formatChange(card.epaPoints)] },
          { label: 'Expected', cells: ['', '', formatFigure(card.expectedPerGame)] },
          { label: 'Actual', cells: ['', '', formatFigure(card.actualPerGame)] },
          { label: 'Difference', cells: ['', '', formatChange(card.differencePerGame)], isKey: true },
        ]}
      />
      <FilmLinks links={card.film} subjectOf={() => card.player.displayName} teamAbbr={teamAbbr} />
    </InsightCard>
  );
}
