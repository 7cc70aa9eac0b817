import {
  PLAYER_LIST_SORT_KEYS,
  type PlayerListSortKey,
  type SortValue,
  type TeamResponse,
} from '@all22/contracts';
import { PLAYER_STATUS_LABELS, PLAYER_STATUSES, POSITIONS } from '@all22/domain';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import {
  hasPlayersIndexFilters,
  isTermRefinement,
  type PlayersIndexChanges,
  type PlayersIndexQuery,
  type StatusFilter,
} from '../lib/players-index-query';
import { SORT_LABELS } from './players-index-labels';

/** The name search waits this long after the last key before it asks (Enter asks at once). */
export const NAME_SEARCH_DEBOUNCE_MS = 300;

const ALL = '';

const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'current', label: 'All but retired' },
  ...PLAYER_STATUSES.map((status) => ({ value: status, label: PLAYER_STATUS_LABELS[status] })),
  { value: 'everyone', label: 'Everyone, retired too' },
];

/** Each column both ways, for the phone's sort menu (its table has no sortable headers to spare). */
const SORT_OPTIONS = PLAYER_LIST_SORT_KEYS.flatMap((key) =>
  (['ASC', 'DESC'] as const).map((value) => ({
    value: `${key}:${value}`,
    label: `${SORT_LABELS[key].name} (${SORT_LABELS[key][value]})`,
  })),
);

/** A labelled native select (phones get their own picker), as wide as its choices. */
function IndexSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The query parameter it sets. */
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 120, maxWidth: '100%' }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The name field: what is typed shows at once and goes to the address once typing pauses (or on
 * Enter), so a name is one search, not one per key. Back and Forward put the address's name back.
 */
function NameSearchField({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const [draft, setDraft] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  /** The name this field last sent, until the address has it. */
  const [sentTerm, setSentTerm] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);

  // The address's name changed. Its own search leaves the field as typed (the user may be typing
  // on); any other change (Back, Forward, Clear filters) shows the address's name.
  if (shownTerm !== term) {
    setShownTerm(term);
    if (term === sentTerm) setSentTerm(null);
    else setDraft(term);
  }
  // A search still waiting to be sent is dropped when the name changes (or the page goes).
  useEffect(() => () => clearTimeout(timer.current), [term]);

  const search = (text: string) => {
    cancel();
    const trimmed = text.trim();
    if (trimmed === term) return;
    setSentTerm(trimmed);
    onSearch(trimmed);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Players by name"
      onSubmit={(event) => {
        event.preventDefault();
        search(draft);
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, maxWidth: { sm: 360 } }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        label="Name"
        name="term"
        placeholder="Search players by name"
        value={draft}
        autoComplete="off"
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          cancel();
          timer.current = setTimeout(() => search(text), NAME_SEARCH_DEBOUNCE_MS);
        }}
        slotProps={{
          htmlInput: { enterKeyHint: 'search', maxLength: 100 },
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/**
 * The index's controls: the name search, position, team and status filters, a sort menu on
 * phones, and a way back to every player. Each choice goes to the address at once.
 */
export function PlayersIndexFilters({
  query,
  teams,
  update,
}: {
  query: PlayersIndexQuery;
  /** The league's teams by full name; empty until loaded. */
  teams: readonly TeamResponse[];
  update: (changes: PlayersIndexChanges, options?: { replace?: boolean }) => void;
}) {
  const positionOptions = [
    { value: ALL, label: 'All positions' },
    ...POSITIONS.map((position) => ({ value: position, label: position })),
  ];
  const teamOptions = [
    { value: ALL, label: 'All teams' },
    ...teams.map((team) => ({ value: team.teamId, label: team.fullName })),
  ];
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        mb: 2,
        '& > .MuiTextField-root': { flex: { xs: '1 1 140px', sm: '0 0 auto' } },
      }}
    >
      <NameSearchField
        term={query.term}
        onSearch={(term) => update({ term }, { replace: isTermRefinement(query.term, term) })}
      />
      <IndexSelect
        label="Position"
        name="position"
        value={query.position ?? ALL}
        options={positionOptions}
        onChange={(value) =>
          update({ position: value === ALL ? null : (value as PlayersIndexQuery['position']) })
        }
      />
      <IndexSelect
        label="Team"
        name="teamId"
        value={query.teamId ?? ALL}
        options={teamOptions}
        onChange={(value) => update({ teamId: value === ALL ? null : value })}
      />
      <IndexSelect
        label="Status"
        name="status"
        value={query.status}
        options={STATUS_OPTIONS}
        onChange={(value) => update({ status: value as StatusFilter })}
      />
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, flex: '1 1 140px' }}>
        <IndexSelect
          label="Sort by"
          name="sort"
          value={`${query.sortKey}:${query.sortValue}`}
          options={SORT_OPTIONS}
          onChange={(value) => {
            const [sortKey, sortValue] = value.split(':') as [PlayerListSortKey, SortValue];
            update({ sortKey, sortValue });
          }}
        />
      </Box>
      {hasPlayersIndexFilters(query) && (
        <Button
          variant="text"
          color="inherit"
          onClick={() => update({ term: '', position: null, teamId: null, status: 'current' })}
          sx={{ alignSelf: 'center' }}
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
