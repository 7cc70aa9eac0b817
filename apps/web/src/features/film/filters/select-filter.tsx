import TextField from '@mui/material/TextField';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** The empty choice: no filter. */
export const ANY_OPTION: SelectOption = { value: '', label: 'Any' };

/** A labelled native select (phones get their own picker), full width of the panel. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  disabled = false,
  helperText,
}: {
  label: string;
  /** '' for Any. */
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {[ANY_OPTION, ...options].map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
