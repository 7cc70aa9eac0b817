import type { FunFactResponse, GameResponse } from '@all22/contracts';
import { formatTeamAbbr } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { useFunFacts } from '../api/get-fun-facts';
import type { GtgWeek } from '../api/gtg-week';
import { formatGuideStatus } from '../lib/guide-labels';
import { FunFactCard } from './fun-fact-card';
import { GtgWeekGate } from './gtg-week-gate';

/** One game's facts under its heading (the game's name links to its page). */
function GameFacts({ game, facts }: { game: GameResponse; facts: FunFactResponse[] }) {
  const headingId = useId();
  const name = `${formatTeamAbbr(game.visitorTeam.abbr)} at ${formatTeamAbbr(game.homeTeam.abbr)}`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          <Link component={RouterLink} to={routeHref('games-game-gameId', { gameId: String(game.gameId) })}>
            {name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatGuideStatus(game)} · {facts.length} {facts.length === 1 ? 'fact' : 'facts'}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {facts.map((fact) => (
          <FunFactCard key={fact.id} fact={fact} />
        ))}
      </Box>
    </Stack>
  );
}

function WeekFunFacts({ week }: { week: GtgWeek }) {
  const facts = useFunFacts(week);
  if (facts.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading the fun facts">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={140} />
        ))}
      </Stack>
    );
  }
  if (facts.isError) {
    return (
      <LoadErrorAlert what="This week's fun facts" error={facts.error} onRetry={() => void facts.refetch()} />
    );
  }
  const { games, facts: list, firstSeason } = facts.data;
  if (games.length === 0) return <Alert severity="info">No games are scheduled this week.</Alert>;
  return (
    <Stack spacing={4}>
      <Typography variant="body2" color="text.secondary">
        {list.length} facts about {games.length} games, each computed from the league&apos;s games before this
        week (seasons since {firstSeason}) and shown with the figures behind it.
      </Typography>
      {games.map((game) => (
        <GameFacts key={game.gameId} game={game} facts={list.filter((fact) => fact.gameId === game.gameId)} />
      ))}
    </Stack>
  );
}

/** /gtg/fun-facts: facts about a week's games (the current one by default), with its week switcher. */
export function FunFacts() {
  return <GtgWeekGate route="gtg-fun-facts">{(week) => <WeekFunFacts week={week} />}</GtgWeekGate>;
}
