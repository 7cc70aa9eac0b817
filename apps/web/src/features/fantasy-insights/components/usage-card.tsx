import type { UsageInsightCard } from '@all22/contracts';
import type { UsageMetric } from '@all22/domain';
import { formatChange, formatFigure, formatShare } from '../lib/insight-format';
import { INSIGHT_LABELS } from '../lib/insight-labels';
import { FigureTable, type FigureRow } from './figure-table';
import { InsightCard, type CardHeadingLevel } from './insight-card';
import { FilmLinks } from './insight-links';

const METRICS: readonly { metric: UsageMetric; label: string; isShare: boolean }[] = [
  { metric: 'snapShare', label: 'Snap share', isShare: true },
  { metric: 'targetShare', label: 'Target share', isShare: true },
  { metric: 'carries', label: INSIGHT_LABELS.carries, isShare: false },
  { metric: 'redZoneTouches', label: 'Red-zone touches', isShare: false },
];

/** A usage riser or faller: his last 3 weeks against his season, metric by metric, and their film. */
export function UsageCard({
  card,
  headingLevel,
  teamAbbr,
}: {
  card: UsageInsightCard;
  headingLevel: CardHeadingLevel;
  teamAbbr: (teamId: string) => string;
}) {
  const isRiser = card.trend === 'riser';
  const rows: FigureRow[] = [
    ...METRICS.map(({ metric, label, isShare }) => {
      const format = isShare ? formatShare : formatFigure;
      return {
        label,
        cells: [
          format(card.recent[metric]),
          format(card.season[metric]),
          formatChange(card.change[metric], { isShare }),
        ],
        isKey: card.signals.includes(metric),
      };
    }),
    {
      label: INSIGHT_LABELS.targets,
      cells: [
        formatFigure(card.recent.targets),
        formatFigure(card.season.targets),
        formatChange(card.recent.targets - card.season.targets),
      ],
    },
    {
      label: INSIGHT_LABELS.fantasyPoints,
      cells: [
        formatFigure(card.pointsPerGame.recent),
        formatFigure(card.pointsPerGame.season),
        formatChange(card.pointsPerGame.recent - card.pointsPerGame.season),
      ],
    },
  ];
  return (
    <InsightCard
      player={card.player}
      tag={isRiser ? 'Riser' : 'Faller'}
      tone={isRiser ? 'up' : 'down'}
      headingLevel={headingLevel}
      kind={`usage-${card.trend}`}
      subtitle={`${card.recent.games} games lately, ${card.season.games} this season`}
    >
      <FigureTable
        caption={`${card.player.displayName}: usage per game, last 3 weeks against the season`}
        columns={['Last 3 wks', 'Season', 'Change']}
        rows={rows}
      />
      <FilmLinks links={card.film} subjectOf={() => card.player.displayName} teamAbbr={teamAbbr} />
    </InsightCard>
  );
}
