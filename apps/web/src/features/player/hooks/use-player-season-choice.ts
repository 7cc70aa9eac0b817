import { useSearchParams } from 'react-router';
import { usePlayerSeasons } from '../../../api/players/get-player-seasons';
import { type PlayerSeasonChoice, selectPlayerSeason } from '../lib/select-player-season';

/**
 * The season a player tab shows (`?season=`, else the stats season; see selectPlayerSeason), the
 * player's regular seasons to pick from, and a setter that keeps the choice in the URL.
 */
export function usePlayerSeasonChoice(nflId: number, statsSeason: number) {
  const seasonsQuery = usePlayerSeasons(nflId);
  const [params, setParams] = useSearchParams();
  const regularSeasons = [
    ...new Set(
      (seasonsQuery.data?.seasons ?? []).filter((row) => row.seasonType === 'REG').map((row) => row.season),
    ),
  ];
  const choice: PlayerSeasonChoice = selectPlayerSeason(params.get('season'), regularSeasons, statsSeason);
  const setSeason = (season: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('season', String(season));
        return next;
      },
      { replace: true },
    );
  return { seasonsQuery, regularSeasons, choice, requested: params.get('season'), setSeason };
}
