import type { GameId, NflId, TeamId, FilmFilterNames, FilmFilters } from '@all22/domain';
import { formatTeamAbbr } from '@all22/domain';
import { useQueries } from '@tanstack/react-query';
import { playerQueryOptions } from '../../../api/players/get-player';
import { useLiveGames } from '../../../api/schedules/get-live-games';
import { useTeams } from '../../../api/teams/get-teams';
import { useAppConfig } from '../../../config/app-config-context';
import { getFilmFilterWeek } from './edit-film-filters';
import { formatMatchup } from './game-filter';

/** Every player filter: their ids are named with the player call. */
const PLAYER_KEYS = ['passerId', 'rusherId', 'targetId', 'routeRunnerId', 'defenderId', 'nflId'] as const;

/** Stands in for the week while none is chosen; the query is disabled then. */
const NO_WEEK = { season: 0, seasonType: 'REG', week: 0 } as const;

/**
 * Names for the ids the filters hold: players by the player call (display name), teams by the
 * teams query (abbreviation, ARI as AZ), the game by its week's schedule when the filters name
 * one season and a week. An id not (yet) known has no name; the labels then show "#<id>".
 */
export function useFilmFilterNames(filters: FilmFilters): FilmFilterNames {
  const config = useAppConfig();
  const playerIds = [...new Set(PLAYER_KEYS.map((key) => filters[key]).filter((id) => id !== undefined))];
  const players = useQueries({
    queries: playerIds.map((id) => playerQueryOptions(config, String(id))),
  });
  const teams = useTeams();
  const week = getFilmFilterWeek(filters);
  const games = useLiveGames(week ?? NO_WEEK, {
    enabled: week !== undefined && filters.gameId !== undefined,
  });

  return {
    player: (id: NflId) => players.find((player) => player.data?.nflId === id)?.data?.displayName,
    team: (id: TeamId) => {
      const team = teams.data?.teams.find((candidate) => candidate.teamId === id);
      return team && formatTeamAbbr(team.abbr);
    },
    game: (id: GameId) => {
      const game = week && games.data?.games.find((candidate) => candidate.gameId === id);
      return game ? formatMatchup(game) : undefined;
    },
  };
}
