import type { CurrentScheduleResponse } from '@all22/contracts';
import { type FilmFilters, formatStatValue, getWeekText, isWeekSlug } from '@all22/domain';
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
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTeamSchedule } from '../../../api/teams/get-team-schedule';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { usePlayCount } from '../../../api/plays/get-play-count';
import { useCanOpenPage } from '../../../hooks/use-can-open-page';
import {
  type TeamFilmSide,
  getTeamFilmFilters,
  getTeamFilmGames,
  getTeamFilmLinks,
  toTeamFilmSide,
} from '../lib/team-film-links';
import { describeTeamResult } from './team-schedule-table';

const SIDE_WORDS: Readonly<Record<TeamFilmSide, string>> = {
  all: 'with the team on offense or defense',
  offense: 'with the team on offense',
  defense: 'with the team on defense',
};

/** The Film Room tab: links into the film room for the team's season and each game with film. */
export function TeamFilmRoomTab({
  teamId,
  season,
  current,
  renderPlays,
}: {
  teamId: string;
  season: number;
  current: Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'gamesPlayedSmartIds'>;
  /** The film room's plays list for a search (the app passes the film feature's). */
  renderPlays?: (filters: FilmFilters) => ReactNode;
}) {
  const schedule = useTeamSchedule({ teamId, season });
  const links = getTeamFilmLinks(teamId, season, 'REG');
  const canWatch = useCanOpenPage(links.all);
  const [params, setParams] = useSearchParams();
  const side = toTeamFilmSide(params.get('side'));
  const sideFilters = getTeamFilmFilters(teamId, season, 'REG', side);
  const count = usePlayCount(sideFilters, { enabled: canWatch });
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
            `${formatStatValue(count.data, { decimals: 0 })} ${count.data === 1 ? 'play' : 'plays'} ${SIDE_WORDS[side]}.`}
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
      {canWatch && renderPlays && (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Plays
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={side}
              aria-label="Team side"
              onChange={(_, next: TeamFilmSide | null) => {
                if (next === null) return;
                const nextParams = new URLSearchParams(params);
                if (next === 'all') nextParams.delete('side');
                else nextParams.set('side', next);
                setParams(nextParams);
              }}
            >
              <ToggleButton value="all">All</ToggleButton>
              <ToggleButton value="offense">Offense</ToggleButton>
              <ToggleButton value="defense">Defense</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {renderPlays(sideFilters)}
        </Stack>
      )}
    </Stack>
  );
}
