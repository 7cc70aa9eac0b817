import type { InjuryInsightCard, InsightFilmLinkResponse } from '@all22/contracts';
import Typography from '@mui/material/Typography';
import { formatFigure, formatShare } from '../lib/insight-format';
import { INSIGHT_LABELS } from '../lib/insight-labels';
import { FigureTable } from './figure-table';
import { InsightCard, type CardHeadingLevel } from './insight-card';
import { FilmLinks, InsightPlayerLink } from './insight-links';

const STATUS_WORDS: Readonly<Record<string, string>> = {
  OUT: 'Out',
  IR: 'Injured reserve',
  DOUBTFUL: 'Doubtful',
  QUESTIONABLE: 'Questionable',
};

/** How the next man up was chosen, in words. */
function describeChoice(card: InjuryInsightCard): string {
  return card.chosenBy === 'depthChart' && card.depthRank !== null
    ? `${card.nextManUp.position} ${card.depthRank} on this week's depth chart`
    : 'most snaps of the healthy reserves';
}

/** A role an injury opens: the injured player's role, and the next man up's figures beside it. */
export function InjuryCard({
  card,
  headingLevel,
  teamAbbr,
}: {
  card: InjuryInsightCard;
  headingLevel: CardHeadingLevel;
  teamAbbr: (teamId: string) => string;
}) {
  const injured = card.injuredLine;
  const next = card.nextManUpLine;
  const status = STATUS_WORDS[card.injuryStatus] ?? card.injuryStatus;
  const nextStatus =
    card.nextManUpStatus === 'UNSPECIFIED'
      ? null
      : (STATUS_WORDS[card.nextManUpStatus] ?? card.nextManUpStatus);
  const injuredName = card.injured.displayName.split(' ').at(-1) ?? card.injured.displayName;
  const nextName = card.nextManUp.displayName.split(' ').at(-1) ?? card.nextManUp.displayName;
  const isInjured = (link: InsightFilmLinkResponse) => 'nflId' in link && link.nflId === card.injured.nflId;
  return (
    <InsightCard
      player={card.injured}
      tag={status}
      tone="neutral"
      headingLevel={headingLevel}
      kind="injury"
      subtitle={card.bodyPart ?? undefined}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        Next man up: <InsightPlayerLink player={card.nextManUp} /> — {describeChoice(card)}
        {nextStatus && ` (${nextStatus.toLowerCase()})`}
      </Typography>
      <FigureTable
        caption={`${card.injured.displayName}'s role and ${card.nextManUp.displayName}'s, per game this season`}
        columns={[injuredName, nextName]}
        rows={[
          {
            label: 'Snap share',
            cells: [formatShare(injured.snapShare), formatShare(next.snapShare)],
            isKey: true,
          },
          {
            label: 'Last 3 wks',
            cells: [formatShare(injured.recentSnapShare), formatShare(next.recentSnapShare)],
          },
          {
            label: INSIGHT_LABELS.targets,
            cells: [formatFigure(injured.targetsPerGame), formatFigure(next.targetsPerGame)],
          },
          {
            label: INSIGHT_LABELS.carries,
            cells: [formatFigure(injured.carriesPerGame), formatFigure(next.carriesPerGame)],
          },
          {
            label: INSIGHT_LABELS.fantasyPoints,
            cells: [formatFigure(injured.pointsPerGame), formatFigure(next.pointsPerGame)],
          },
          { label: 'Games', cells: [String(injured.games), String(next.games)] },
        ]}
      />
      <FilmLinks
        links={card.film}
        subjectOf={(link) => (isInjured(link) ? card.injured.displayName : card.nextManUp.displayName)}
        prefixOf={(link) => (isInjured(link) ? injuredName : nextName)}
        teamAbbr={teamAbbr}
      />
    </InsightCard>
  );
}
