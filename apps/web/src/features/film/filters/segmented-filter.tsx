import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface SegmentedOption<T> {
  readonly value: T;
  readonly label: string;
}

/** The choice that sets nothing; not a value any filter takes. */
const ANY = '__any';

/**
 * One filter as a row of toggle buttons with "Any" first: yes/no flags, quarter, down, season
 * type and the personnel counts. Pressing the chosen button again goes back to Any.
 */
export function SegmentedFilter<T extends string | number | boolean>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T | undefined) => void;
}) {
  const labelId = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Typography id={labelId} variant="body2">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby={labelId}
        value={value === undefined ? ANY : String(value)}
        onChange={(_event, next: string | null) => {
          // null: the pressed button was pressed again; Any pressed again changes nothing.
          if (next === null && value === undefined) return;
          onChange(options.find((option) => String(option.value) === next)?.value);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value={ANY} sx={{ px: 1.25, py: 0.25 }}>
          Any
        </ToggleButton>
        {options.map((option) => (
          <ToggleButton key={String(option.value)} value={String(option.value)} sx={{ px: 1.25, py: 0.25 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
