import type { MatchupInsightCard } from '@all22/contracts';
import { formatChange, formatFigure } from '../lib/insight-format';
import { FigureTable } from './figure-table';
import { InsightCard, type CardHeadingLevel } from './insight-card';
import { FilmLinks, TeamLink } from './insight-links';

/** This week's offense against a defense at a position, the defense's opponent-adjusted line behind it. */
export function MatchupCard({
  card,
  headingLevel,
  teamAbbr,
}: {
  card: MatchupInsightCard;
  headingLevel: CardHeadingLevel;
  teamAbbr: (teamId: string) => string;
}) {
  const { defenseLine: line } = card;
  const isBest = card.end === 'best';
  const game = (
    <>
      <TeamLink team={card.offense} /> {card.isHome ? 'vs' : '@'} <TeamLink team={card.defense} />
    </>
  );
  const defense = teamAbbr(card.defense.teamId);
  return (
    <InsightCard
      player={card.player}
      title={game}
      subtitle={
        card.player ? `${formatFigure(card.playerPointsPerGame)} fantasy points a game` : `${card.position}s`
      }
      tag={isBest ? 'Best' : 'Worst'}
      tone={isBest ? 'up' : 'down'}
      headingLevel={headingLevel}
      kind={`matchup-${card.end}`}
    >
      <FigureTable
        caption={`${defense} against ${card.position}s, fantasy points per game`}
        columns={['Per game']}
        rows={[
          { label: `${card.position} points allowed`, cells: [formatFigure(line.allowedPerGame)] },
          { label: 'Same offenses elsewhere', cells: [formatFigure(line.opponentsAveragePerGame)] },
          { label: 'Adjusted', cells: [formatChange(line.adjustmentPerGame)], isKey: true },
          { label: 'Rank (1 = softest)', cells: [`${line.rank} of ${line.teamCount}`] },
          { label: 'Games', cells: [String(line.games)] },
        ]}
      />
      <FilmLinks
        links={card.film}
        subjectOf={(link) =>
          link.kind === 'defense' ? `${defense} defense` : (card.player?.displayName ?? '')
        }
        prefixOf={(link) =>
          link.kind === 'defense' ? '' : (card.player?.displayName.split(' ').at(-1) ?? '')
        }
        teamAbbr={teamAbbr}
      />
    </InsightCard>
  );
}
