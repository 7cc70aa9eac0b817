import type { Player, PlayerSearchResult } from '@all22/contracts';
import { asNflId, formatTeamAbbr, isPlayerSearchTerm, shouldSearchPlayers, type NflId } from '@all22/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { playerQueryOptions } from '../../../api/players/get-player';
import { usePlayerSearch } from '../../../api/players/search-players';
import { useAppConfig } from '../../../config/app-config-context';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** Typing pauses this long before a search is sent (as in the toolbar's search). */
export const PLAYER_FILTER_DEBOUNCE_MS = 300;

interface PlayerOption {
  readonly nflId: number;
  readonly displayName: string;
  /** "KC · QB"; empty while only the id is known. */
  readonly details: string;
}

const describeTeamAndPosition = (teamAbbr: string | null | undefined, position: string) =>
  `${teamAbbr ? formatTeamAbbr(teamAbbr) : 'FA'} · ${position}`;

const fromSearch = (player: PlayerSearchResult): PlayerOption => ({
  nflId: player.nflId,
  displayName: player.displayName,
  details: describeTeamAndPosition(player.teamAbbr, player.position),
});

const fromPlayer = (player: Player): PlayerOption => ({
  nflId: player.nflId,
  displayName: player.displayName,
  details: describeTeamAndPosition(player.currentTeam?.abbr, player.position),
});

/**
 * The chosen player as an option: the one just picked, else the player call's answer for the
 * URL's id, else the bare id while it loads (or when no such player exists).
 */
function useChosenPlayer(value: NflId | undefined, picked: PlayerOption | null): PlayerOption | null {
  const isPicked = value !== undefined && picked?.nflId === value;
  const player = useQuery({
    ...playerQueryOptions(useAppConfig(), String(value)),
    enabled: value !== undefined && !isPicked,
  });
  return useMemo(() => {
    if (value === undefined) return null;
    if (isPicked) return picked;
    return player.data?.nflId === value
      ? fromPlayer(player.data)
      : { nflId: value, displayName: `#${value}`, details: '' };
  }, [value, isPicked, picked, player.data]);
}

/**
 * A player filter: searches players once 3 or more characters are typed and typing has paused,
 * lists "Name · TEAM · POS" rows, and shows the chosen player's name.
 */
export function PlayerFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: NflId | undefined;
  onChange: (nflId: NflId | undefined) => void;
}) {
  const [picked, setPicked] = useState<PlayerOption | null>(null);
  const chosen = useChosenPlayer(value, picked);
  const [inputValue, setInputValue] = useState('');
  // Only typed text searches: the chosen name shown in the field does not.
  const [isTyping, setIsTyping] = useState(false);
  const [isFocused, setIsFocused] = useState(false);

  const term = inputValue.trim();
  const debouncedTerm = useDebouncedValue(term, PLAYER_FILTER_DEBOUNCE_MS);
  const canSearch = isTyping && shouldSearchPlayers({ text: debouncedTerm, isFocused });
  const search = usePlayerSearch(debouncedTerm, canSearch);
  const isWaiting = isTyping && isPlayerSearchTerm(term) && (debouncedTerm !== term || search.isFetching);
  const results =
    canSearch && !isWaiting && !search.isError ? (search.data?.players ?? []).map(fromSearch) : [];
  // The chosen player stays an option so the field can show it.
  const options =
    chosen && !results.some((option) => option.nflId === chosen.nflId) ? [chosen, ...results] : results;

  let noOptionsText = 'No players found';
  if (!isPlayerSearchTerm(term)) noOptionsText = 'Type 3 or more letters of a name';
  else if (search.isError) noOptionsText = 'Search failed. Please try again.';

  return (
    <Autocomplete<PlayerOption, false, false, false>
      options={options}
      value={chosen}
      inputValue={inputValue}
      onInputChange={(_event, next, reason) => {
        setInputValue(next);
        setIsTyping(reason === 'input');
      }}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option ? asNflId(option.nflId) : undefined);
      }}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      // The server ranks and filters; the chosen player is listed only while nothing is typed.
      filterOptions={(list) => (isTyping ? list.filter((option) => option !== chosen) : list)}
      getOptionLabel={(option) => option.displayName}
      getOptionKey={(option) => option.nflId}
      isOptionEqualToValue={(option, current) => option.nflId === current.nflId}
      autoHighlight
      loading={isWaiting}
      loadingText="Searching players…"
      noOptionsText={noOptionsText}
      size="small"
      fullWidth
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {option.details ? `${option.displayName} · ${option.details}` : option.displayName}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
