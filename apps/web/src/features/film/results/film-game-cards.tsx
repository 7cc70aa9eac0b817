import type { CurrentScheduleResponse, GameResponse } from '@all22/contracts';
import {
  type FilmFilters,
  asGameId,
  formatStatValue,
  getFilmSeasons,
  getLosingSide,
  getWeekSlug,
  isFilmAvailable,
} from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLiveGames } from '../../../api/schedules/get-live-games';
import { useTeamSchedule } from '../../../api/teams/get-team-schedule';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { TeamLogo } from '../../../components/games/team-logo';
import { TeamResultRow } from '../../../components/games/team-result-row';
import { gameCardGridSx } from '../../../components/games/game-card-grid';
import { usePlayGameCounts } from '../api/get-play-game-counts';
import { type FilmCardScope, getFilterTeamId } from '../lib/film-card-scope';

type CurrentWeek = Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'gamesPlayedSmartIds'>;

/** The filters of one game's plays: the search's team filters kept, the game named, cards off. */
export function getGamePlaysFilters(filters: FilmFilters, game: GameResponse): FilmFilters {
  const weekSlug = getWeekSlug(game.seasonType, game.week) ?? undefined;
  return {
    teamId: filters.teamId,
    possessionTeamId: filters.possessionTeamId,
    defenseTeamId: filters.defenseTeamId,
    season: [game.season],
    seasonType: game.seasonType,
    weekSlug,
    gameId: asGameId(game.gameId),
  };
}

function useScopeGames(scope: FilmCardScope) {
  const week = useLiveGames(scope.kind === 'week' ? scope : { season: 0, seasonType: 'REG', week: 0 }, {
    enabled: scope.kind === 'week',
  });
  const team = useTeamSchedule(
    {
      season: scope.kind === 'team-season' ? scope.season : 0,
      teamId: scope.kind === 'team-season' ? scope.teamId : '',
    },
    { enabled: scope.kind === 'team-season' },
  );
  return scope.kind === 'week' ? { games: week.data?.games, query: week } : { games: team.data, query: team };
}

/**
 * The film room's game film cards (spec 2 §2): the games of the scope with film (spec 1 §4's
 * availability), the search's team narrowing them, each card opening that game's plays.
 */
export function FilmGameCards({
  filters,
  scope,
  current,
  hrefFor,
}: {
  filters: FilmFilters;
  scope: FilmCardScope;
  current: CurrentWeek;
  hrefFor: (filters: FilmFilters) => string;
}) {
  const { games, query } = useScopeGames(scope);
  const teamId = getFilterTeamId(filters);
  const counts = usePlayGameCounts(getScopeFilters(filters, scope));
  const countOf = (gameId: number): PlayCount =>
    counts.isError
      ? { kind: 'error' }
      : counts.data === undefined
        ? { kind: 'pending' }
        : { kind: 'count', plays: counts.data.games.find((game) => game.gameId === gameId)?.plays ?? 0 };
  const withFilm = useMemo(() => {
    const context = { current, filmSeasons: getFilmSeasons(current.season) };
    return (games ?? [])
      .filter((game) => isFilmAvailable(game, context))
      .filter((game) => teamId === null || game.homeTeamId === teamId || game.visitorTeamId === teamId)
      .sort((a, b) => Date.parse(a.isoTime) - Date.parse(b.isoTime));
  }, [games, current, teamId]);

  if (query.isPending)
    return <Skeleton role="status" variant="rounded" height={240} aria-label="Loading games" />;
  if (query.isError) {
    return <LoadErrorAlert what="The games" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (withFilm.length === 0) {
    return (
      <Alert severity="info" role="status">
        No game film for this {scope.kind === 'week' ? 'week' : 'season'} yet: film comes once a game is
        final. Pick another week or season.
      </Alert>
    );
  }
  return (
    <Box component="ul" sx={gameCardGridSx} aria-label="Game film">
      {withFilm.map((game) => (
        <li key={game.gameId}>
          <FilmGameCard
            game={game}
            filters={getGamePlaysFilters(filters, game)}
            count={countOf(game.gameId)}
            hrefFor={hrefFor}
          />
        </li>
      ))}
    </Box>
  );
}

type PlayCount = { kind: 'pending' } | { kind: 'error' } | { kind: 'count'; plays: number };

/** The filters of the scope's games in one call: the search's team, the week or the team's season. */
function getScopeFilters(filters: FilmFilters, scope: FilmCardScope): FilmFilters {
  const team = {
    teamId: filters.teamId,
    possessionTeamId: filters.possessionTeamId,
    defenseTeamId: filters.defenseTeamId,
  };
  return scope.kind === 'week'
    ? { ...team, season: [scope.season], weekSlug: scope.weekSlug }
    : { ...team, season: [scope.season] };
}

function FilmGameCard({
  game,
  filters,
  count,
  hrefFor,
}: {
  game: GameResponse;
  filters: FilmFilters;
  count: PlayCount;
  hrefFor: (filters: FilmFilters) => string;
}) {
  const losing = getLosingSide({
    phase: game.phase,
    visitorScore: game.visitorTeam.score.total,
    homeScore: game.homeTeam.score.total,
  });
  const plays =
    count.kind === 'count'
      ? `${formatStatValue(count.plays, { decimals: 0 })} ${count.plays === 1 ? 'play' : 'plays'}`
      : count.kind === 'error'
        ? 'Plays could not be counted'
        : 'Counting plays…';
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="film-game-card">
      <CardActionArea component={RouterLink} to={hrefFor(filters)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              {game.dateDayShort} {game.dateDayMonth} · {game.displayStatus}
            </Typography>
            {(['visitor', 'home'] as const).map((side) => {
              const team = side === 'home' ? game.homeTeam : game.visitorTeam;
              return (
                <TeamResultRow key={side} isLoser={losing === side} spacing={1.5}>
                  <TeamLogo team={team} size={32} />
                  <Typography variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: 700 }}>
                    {team.fullName}
                  </Typography>
                  <Typography
                    variant="h6"
                    component="span"
                    sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {team.score.total}
                  </Typography>
                </TeamResultRow>
              );
            })}
            <Typography
              variant="body2"
              color="primary"
              sx={{ fontWeight: 700 }}
              data-testid="film-card-play-count"
            >
              {plays}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
