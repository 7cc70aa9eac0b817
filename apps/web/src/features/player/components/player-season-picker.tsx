import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { PlayerSeasonChoice } from '../lib/select-player-season';

/** The season select of a player tab; says so when the URL asked for a season he has no line for. */
export function PlayerSeasonPicker({
  seasons,
  choice,
  requested,
  onChange,
}: {
  seasons: readonly number[];
  choice: PlayerSeasonChoice;
  requested: string | null;
  onChange: (season: number) => void;
}) {
  const labelId = useId();
  return (
    <Stack spacing={1.5}>
      {choice.isRequestedUnknown && (
        <Alert severity="warning">
          No regular-season games for &ldquo;{requested}&rdquo;; showing {choice.season} instead.
        </Alert>
      )}
      {seasons.length > 1 && (
        <FormControl size="small" sx={{ width: 160 }}>
          <InputLabel id={labelId}>Season</InputLabel>
          <Select
            labelId={labelId}
            label="Season"
            value={seasons.includes(choice.season) ? choice.season : ''}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {[...seasons].reverse().map((season) => (
              <MenuItem key={season} value={season}>
                {season}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </Stack>
  );
}
