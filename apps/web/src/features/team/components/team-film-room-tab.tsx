import type { CurrentScheduleResponse } from '@all22/contracts';
import { asTeamId, formatStatValue, getWeekText, isWeekSlug } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTeamSchedule } from '../../../api/teams/get-team-schedule';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { usePlayCount } from '../../../api/plays/get-play-count';
import { useCanOpenPage } from '../../../hooks/use-can-open-page';
import { getTeamFilmGames, getTeamFilmLinks } from '../lib/team-film-links';
import { describeTeamResult } from './team-schedule-table';

/** The Film Room tab: links into the film room for the team's season and each game with film. */
export function TeamFilmRoomTab({
  teamId,
  season,
  current,
}: {
  teamId: string;
  season: number;
  current: Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'gamesPlayedSmartIds'>;
}) {
  const schedule = useTeamSchedule({ teamId, season });
  const links = getTeamFilmLinks(teamId, season, 'REG');
  const canWatch = useCanOpenPage(links.all);
  const count = usePlayCount(
    { teamId: asTeamId(teamId), season: [season], seasonType: 'REG' },
    { enabled: canWatch },
  );
  const games = useMemo(
    () => getTeamFilmGames(schedule.data ?? [], teamId, current),
    [schedule.data, teamId, current],
  );
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {season} regular season in the film room
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="team-play-count">
          {!canWatch && 'Film is for subscribers: subscribe to watch every play of the season.'}
          {canWatch && count.isPending && 'Counting plays…'}
          {count.isError && 'The play count could not be loaded.'}
          {count.data !== undefined &&
            `${formatStatValue(count.data, { decimals: 0 })} ${count.data === 1 ? 'play' : 'plays'} with the team on offense or defense.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" component={RouterLink} to={links.all}>
            All plays in the film room
          </Button>
          <Button variant="outlined" component={RouterLink} to={links.offense}>
            Offense plays
          </Button>
          <Button variant="outlined" component={RouterLink} to={links.defense}>
            Defense plays
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Game film
        </Typography>
        {schedule.isPending && <Skeleton variant="rounded" height={240} />}
        {schedule.isError && (
          <LoadErrorAlert
            what="The schedule"
            error={schedule.error}
            onRetry={() => void schedule.refetch()}
          />
        )}
        {schedule.data && games.length === 0 && (
          <Alert severity="info">No {season} game has film yet: film comes once a game is final.</Alert>
        )}
        {games.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Game film">
              <TableHead>
                <TableRow>
                  <TableCell>Week</TableCell>
                  <TableCell>Opponent</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Film</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {games.map(({ game, href }) => {
                  const isHome = game.homeTeamId === teamId;
                  const opponent = isHome ? game.visitorTeam : game.homeTeam;
                  return (
                    <TableRow key={game.gameId} data-testid="film-game-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {isWeekSlug(game.weekSlug)
                          ? getWeekText(game.weekSlug, game.season)
                          : `Week ${game.week}`}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {isHome ? 'vs ' : '@ '}
                        <Link
                          component={RouterLink}
                          to={routeHref('teams-team-teamId', { teamId: opponent.teamId })}
                        >
                          {opponent.fullName}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link
                          component={RouterLink}
                          to={routeHref('games-game-gameId', { gameId: String(game.gameId) })}
                        >
                          {describeTeamResult(game, teamId).label}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link
                          component={RouterLink}
                          to={href}
                          aria-label={`Watch film: ${game.season} week ${game.week} ${isHome ? 'vs' : 'at'} ${opponent.abbr}`}
                        >
                          Watch film
                        </Link>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
