import TextField from '@mui/material/TextField';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** One filter: a labelled native select (phones get their own picker), as wide as its choices. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The query parameter it sets, for tests and forms. */
  name: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      name={name}
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
