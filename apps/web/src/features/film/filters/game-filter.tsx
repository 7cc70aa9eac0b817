import type { GamesResponse } from '@all22/contracts';
import { asGameId, formatTeamAbbr, type FilmFilters, type GameId } from '@all22/domain';
import { useLiveGames } from '../../../api/schedules/get-live-games';
import { getFilmFilterWeek } from './edit-film-filters';
import { SelectFilter } from './select-filter';

type Game = GamesResponse['games'][number];

/** "KC @ BUF": visitor at home, as the league writes matchups (ARI shown as AZ). */
export function formatMatchup(game: Game): string {
  return `${formatTeamAbbr(game.visitorTeam.abbr)} @ ${formatTeamAbbr(game.homeTeam.abbr)}`;
}

/** Stands in for the week while none is chosen; the query is disabled then. */
const NO_WEEK = { season: 0, seasonType: 'REG', week: 0 } as const;

/**
 * The week's games by matchup, once the filters name one season and a week; before that the
 * select is disabled with a hint (a game id alone, from a link, stays clearable).
 */
export function GameFilter({
  label,
  filters,
  onChange,
}: {
  label: string;
  filters: FilmFilters;
  onChange: (gameId: GameId | undefined) => void;
}) {
  const week = getFilmFilterWeek(filters);
  const games = useLiveGames(week ?? NO_WEEK, { enabled: week !== undefined });
  const chosen = filters.gameId;
  const options = (week === undefined ? [] : (games.data?.games ?? [])).map((game) => ({
    value: String(game.gameId),
    label: formatMatchup(game),
  }));
  if (chosen !== undefined && !options.some((option) => option.value === String(chosen))) {
    options.push({ value: String(chosen), label: `Game #${chosen}` });
  }

  let helperText: string | undefined;
  if (week === undefined) helperText = 'Choose one season and a week';
  else if (games.isPending) helperText = 'Loading games…';
  else if (games.isError) helperText = 'The week’s games could not be loaded.';
  else if (games.data.games.length === 0) helperText = 'No games that week';

  return (
    <SelectFilter
      label={label}
      value={chosen === undefined ? '' : String(chosen)}
      options={options}
      disabled={week === undefined && chosen === undefined}
      helperText={helperText}
      onChange={(value) => onChange(value === '' ? undefined : asGameId(Number(value)))}
    />
  );
}
