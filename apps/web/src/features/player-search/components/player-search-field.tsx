import type { PlayerSearchResult } from '@all22/contracts';
import { formatTeamAbbr, isPlayerSearchTerm, shouldSearchPlayers } from '@all22/domain';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';
import { usePlayerSearch } from '../../../api/players/search-players';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { PlayerHeadshot } from '../../../components/players/player-headshot';
import { PLAYER_SEARCH_LABEL, PLAYER_SEARCH_PLACEHOLDER } from './player-search-labels';

/**
 * What an empty result says: the simulated league's players all have invented names, so a real
 * player's name finds nobody, and the user should learn that rather than think search is broken.
 */
function describeNoMatch(term: string, leagueData: 'simulated' | 'imported'): string {
  const noMatch = `No players named “${term}” in this league`;
  return leagueData === 'simulated'
    ? `${noMatch}: its players are simulated, with invented names.`
    : `${noMatch}.`;
}

/** Typing pauses this long before a search is sent. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 300;
const HEADSHOT_SIZE = 40;

/** "KC · QB"; a player without a team is a free agent. */
function describePlayer(player: PlayerSearchResult): string {
  const team = player.teamAbbr ? formatTeamAbbr(player.teamAbbr) : 'FA';
  return `${team} · ${player.position}`;
}

export interface PlayerSearchFieldProps {
  /** Called after a pick, before navigating: the mobile drawer closes behind it. */
  onNavigate?: () => void;
  /** What was typed before this field took over from the stand-in (player-search.tsx). */
  initialInputValue?: string;
  /** Takes the focus on mounting, as the stand-in it replaces had it. */
  autoFocus?: boolean;
}

/**
 * The toolbar's player search (spec 2 §2): results load once the focused field holds 3 or more
 * characters and typing has paused; picking one (click or Enter) opens the player page and
 * clears the field.
 */
export function PlayerSearchField({
  onNavigate,
  initialInputValue = '',
  autoFocus = false,
}: PlayerSearchFieldProps) {
  const { apiBaseUrl, leagueData } = useAppConfig();
  const navigate = useNavigate();
  const [inputValue, setInputValue] = useState(initialInputValue);
  const [isFocused, setIsFocused] = useState(autoFocus);
  // Escape closes the results until the text changes again.
  const [isDismissed, setIsDismissed] = useState(false);

  const term = inputValue.trim();
  const debouncedTerm = useDebouncedValue(term, PLAYER_SEARCH_DEBOUNCE_MS);
  const canSearch = shouldSearchPlayers({ text: debouncedTerm, isFocused });
  const search = usePlayerSearch(debouncedTerm, canSearch);

  const isOpen = isFocused && !isDismissed && isPlayerSearchTerm(term);
  const isWaiting = isOpen && (debouncedTerm !== term || search.isFetching);
  const players = canSearch && !search.isError ? (search.data?.players ?? []) : [];

  const openPlayer = (player: PlayerSearchResult) => {
    setInputValue('');
    onNavigate?.();
    void navigate(routeHref('players-player-playerId', { playerId: String(player.nflId) }));
  };

  return (
    <Box role="search" sx={{ width: '100%', maxWidth: { md: 380 } }}>
      <Autocomplete<PlayerSearchResult, false, false, false>
        // While a newer term is pending the old list would be stale (Enter would pick from it).
        options={isWaiting ? [] : players}
        value={null}
        inputValue={inputValue}
        open={isOpen}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input' || reason === 'clear') {
            setInputValue(value);
            setIsDismissed(false);
          }
        }}
        onChange={(_event, player) => {
          if (player) openPlayer(player);
        }}
        onClose={(_event, reason) => {
          if (reason === 'escape') setIsDismissed(true);
        }}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        // The server ranks and filters; the list is shown as it comes.
        filterOptions={(options) => options}
        getOptionLabel={(player) => player.displayName}
        getOptionKey={(player) => player.nflId}
        isOptionEqualToValue={(option, value) => option.nflId === value.nflId}
        autoHighlight
        clearOnBlur={false}
        forcePopupIcon={false}
        loading={isWaiting}
        loadingText="Searching players…"
        noOptionsText={
          search.isError ? 'Search failed. Please try again.' : describeNoMatch(debouncedTerm, leagueData)
        }
        size="small"
        fullWidth
        renderOption={({ key, ...optionProps }, player) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <PlayerHeadshot
              name={player.displayName}
              headshot={player.headshot}
              colorKey={player.teamAbbr ?? player.displayName}
              size={HEADSHOT_SIZE}
              baseUrl={apiBaseUrl}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {player.displayName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {describePlayer(player)}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={PLAYER_SEARCH_PLACEHOLDER}
            autoFocus={autoFocus}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': PLAYER_SEARCH_LABEL,
                enterKeyHint: 'search',
              },
            }}
          />
        )}
      />
    </Box>
  );
}
