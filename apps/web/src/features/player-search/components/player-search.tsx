import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { type ComponentType, useState } from 'react';
import type { PlayerSearchFieldProps } from './player-search-field';
import { PLAYER_SEARCH_LABEL, PLAYER_SEARCH_PLACEHOLDER } from './player-search-labels';

type PlayerSearchField = ComponentType<PlayerSearchFieldProps>;

let loadingField: Promise<PlayerSearchField> | undefined;

/** The search field's code (MUI Autocomplete, Popper and TextField); a failed load is tried again. */
function loadPlayerSearchField(): Promise<PlayerSearchField> {
  loadingField ??= import('./player-search-field').then(
    (module) => module.PlayerSearchField,
    (error: unknown) => {
      loadingField = undefined;
      throw error;
    },
  );
  return loadingField;
}

/**
 * The toolbar's player search (spec 2 §2). The page opens with a plain input of the same look, and
 * the real field — a combobox whose code is a tenth of the app's start-up script — loads the
 * moment a visitor points at, touches or focuses it, then takes over with what was typed and the
 * focus. `onNavigate` lets the mobile drawer close behind a pick.
 */
export function PlayerSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [Field, setField] = useState<PlayerSearchField | null>(null);
  const [draft, setDraft] = useState('');
  const [isFocused, setIsFocused] = useState(false);

  const requestField = () => {
    // Offline or a new deploy: the stand-in keeps working as a plain input; the next touch retries.
    loadPlayerSearchField().then(
      (field) => setField(() => field),
      () => undefined,
    );
  };

  return (
    <Box role="search" sx={{ width: '100%', maxWidth: { md: 380 } }}>
      {Field ? (
        <Field onNavigate={onNavigate} initialInputValue={draft} autoFocus={isFocused} />
      ) : (
        <PlayerSearchStandIn
          value={draft}
          onChange={setDraft}
          onFocusChange={(hasFocus) => {
            setIsFocused(hasFocus);
            if (hasFocus) requestField();
          }}
          onIntent={requestField}
        />
      )}
    </Box>
  );
}

/**
 * A plain input drawn like the field's small outlined TextField with its search icon, so nothing
 * moves when the real one replaces it. Named and announced as the combobox it turns into.
 */
function PlayerSearchStandIn({
  value,
  onChange,
  onFocusChange,
  onIntent,
}: {
  value: string;
  onChange: (value: string) => void;
  onFocusChange: (hasFocus: boolean) => void;
  onIntent: () => void;
}) {
  return (
    <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
      <SearchIcon
        fontSize="small"
        aria-hidden
        sx={{ position: 'absolute', left: 14, color: 'action.active', pointerEvents: 'none' }}
      />
      <Box
        component="input"
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={PLAYER_SEARCH_LABEL}
        placeholder={PLAYER_SEARCH_PLACEHOLDER}
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        sx={{
          width: '100%',
          height: 40,
          boxSizing: 'border-box',
          pl: '41px',
          pr: 1.75,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'rgba(255, 255, 255, 0.23)',
          borderRadius: 1,
          outline: 'none',
          '&::placeholder': { color: 'text.primary', opacity: 0.5 },
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
