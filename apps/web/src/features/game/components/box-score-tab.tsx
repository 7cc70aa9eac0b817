import type { BoxScoreResponse, GameResponse } from '@all22/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBoxScore } from '../api/get-box-score';
import { usePlayByPlay } from '../api/get-play-by-play';
import { toWinProbabilitySeries } from '../lib/win-probability';
import { STAT_GROUPS } from '../lib/player-stat-columns';
import { LineScoreTable, TeamHeadlinesTable } from './line-score-table';
import { PlayerStatTable } from './player-stat-table';
import { GameSection, QueryView } from './query-view';
import { WinProbabilityChart } from './win-probability-chart';

/** Passing, rushing and receiving: each team's leader (the API lists players by the section's main figure). */
function Leaders({ boxScore }: { boxScore: BoxScoreResponse }) {
  return (
    <Stack spacing={2}>
      {STAT_GROUPS.filter((group) => ['passing', 'rushing', 'receiving'].includes(group.key)).map((group) => (
        <Stack key={group.key} spacing={0.75}>
          <Typography component="h3" variant="subtitle2" color="text.secondary">
            {group.title}
          </Typography>
          <PlayerStatTable
            label={`${group.title} leaders`}
            columns={group.columns}
            players={[boxScore.visitor, boxScore.home].flatMap((team) => team.players[group.key].slice(0, 1))}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The win-probability chart from the play-by-play; nothing before kick-off. */
export function GameWinProbability({ game }: { game: GameResponse }) {
  const playByPlay = usePlayByPlay(String(game.gameId));
  return (
    <QueryView query={playByPlay} what="The win probability" height={280}>
      {(data) =>
        data.drives.length > 0 && (
          <WinProbabilityChart
            points={toWinProbabilitySeries(data.drives)}
            isFinal={data.isFinal}
            homeAbbr={game.homeTeam.abbr}
            visitorAbbr={game.visitorTeam.abbr}
          />
        )
      }
    </QueryView>
  );
}

/** Box Score: the line score, win probability, team comparison and the leaders. */
export function BoxScoreTab({ game }: { game: GameResponse }) {
  const boxScore = useBoxScore(String(game.gameId));
  return (
    <QueryView query={boxScore} what="The box score">
      {(data) => (
        <>
          <GameSection title="Scoring">
            <LineScoreTable boxScore={data} game={game} />
          </GameSection>
          <GameWinProbability game={game} />
          <GameSection title="Team comparison">
            <TeamHeadlinesTable boxScore={data} />
          </GameSection>
          <GameSection title="Leaders">
            <Leaders boxScore={data} />
          </GameSection>
        </>
      )}
    </QueryView>
  );
}
