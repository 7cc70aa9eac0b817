import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ChipOption<T> {
  readonly value: T;
  readonly label: string;
}

/**
 * A labelled group of toggle chips (each a button with aria-pressed). Single choice by default:
 * pressing the chosen chip clears it. `isSelected` and `onToggle` let a caller choose several.
 */
export function ChoiceChipsFilter<T extends string | number>({
  label,
  options,
  isSelected,
  onToggle,
}: {
  label: string;
  options: readonly ChipOption<T>[];
  isSelected: (value: T) => boolean;
  onToggle: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {options.map((option) => {
          const isChosen = isSelected(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              size="small"
              color={isChosen ? 'primary' : 'default'}
              variant={isChosen ? 'filled' : 'outlined'}
              aria-pressed={isChosen}
              onClick={() => onToggle(option.value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
