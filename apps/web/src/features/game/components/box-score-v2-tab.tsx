import type { BoxScoreResponse, GameResponse } from '@all22/contracts';
import { describeStat, formatStatValue, type StatKey } from '@all22/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TeamLogo } from '../../../components/games/team-logo';
import { useBoxScore } from '../api/get-box-score';
import { STAT_GROUPS } from '../lib/player-stat-columns';
import { GameWinProbability } from './box-score-tab';
import { TeamNameLink } from './line-score-table';
import { PlayerLink } from './player-stat-table';
import { QueryView } from './query-view';

/** A team figure's name on a game card. */
const nameOf = (key: StatKey) => describeStat(key, 'gameCard').label;
const count = (value: number) => formatStatValue(value, { decimals: 0 });

/** One team's whole game on a card: score by quarter, headline figures, and its leaders. */
function TeamCard({ line, team }: { line: BoxScoreResponse['home']; team: GameResponse['homeTeam'] }) {
  const figures = [
    [nameOf('team.totalYards'), count(line.headline.totalYards)],
    [nameOf('team.passYards'), count(line.headline.passYards)],
    [nameOf('team.rushYards'), count(line.headline.rushYards)],
    [nameOf('team.firstDowns'), count(line.headline.firstDowns)],
    [describeStat('team.turnovers', 'gamePage').label, count(line.headline.turnovers)],
    [nameOf('team.timeOfPossession'), line.headline.timeOfPossession],
  ] as const;
  return (
    <Card variant="outlined" component="section" aria-label={`${team.fullName} box score`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <TeamLogo team={team} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TeamNameLink team={team} />
            <Typography variant="caption" color="text.secondary" component="p">
              By quarter: {line.scoreByPeriod.map(count).join(' · ')}
            </Typography>
          </Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
            {count(line.score)}
          </Typography>
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {STAT_GROUPS.slice(0, 3).map((group) => {
          const leader = line.players[group.key][0];
          return (
            leader && (
              <Typography key={group.key} variant="body2" sx={{ mb: 0.5 }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {group.title}:{' '}
                </Box>
                <PlayerLink nflId={leader.nflId} name={leader.displayName} />{' '}
                {group.columns
                  .slice(0, 3)
                  .map((column) => `${column.format(leader.stats)} ${column.label}`)
                  .join(', ')}
              </Typography>
            )
          );
        })}
      </CardContent>
    </Card>
  );
}

/** Box Score V2: the same box score as a card per team, beside the win probability. */
export function BoxScoreV2Tab({ game }: { game: GameResponse }) {
  const boxScore = useBoxScore(String(game.gameId));
  return (
    <QueryView query={boxScore} what="The box score">
      {(data) => (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            A trial layout of the box score: each team&apos;s figures as a card, with the win probability
            below. Shown outside production only.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              mb: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TeamCard line={data.visitor} team={game.visitorTeam} />
            <TeamCard line={data.home} team={game.homeTeam} />
          </Box>
          <GameWinProbability game={game} />
        </>
      )}
    </QueryView>
  );
}
