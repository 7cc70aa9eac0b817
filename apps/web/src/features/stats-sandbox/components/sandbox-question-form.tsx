import {
  SANDBOX_CATEGORIES,
  SANDBOX_CATEGORY_INFO,
  SANDBOX_GROUPING_LABELS,
  SANDBOX_LIMITS,
  SANDBOX_MEASURES,
  type SandboxCategory,
  type SandboxGrouping,
  type SandboxMeasureKey,
  type SandboxQuestion,
  type SplitGroup,
  changeSandboxCategory,
  changeSandboxGrouping,
  changeSandboxMeasures,
  getSandboxGroupings,
  getSandboxMeasures,
  getSandboxSplitGroups,
} from '@all22/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';

const ROW_LIMITS = [10, SANDBOX_LIMITS.defaultRows, 50, SANDBOX_LIMITS.maxRows] as const;

/**
 * The minimum, written to the question when the field is left or Enter is pressed (not per
 * keystroke). Keyed by the question's minimum, so back/forward start it afresh.
 */
function MinimumField({
  question,
  onChange,
}: {
  question: SandboxQuestion;
  onChange: (next: SandboxQuestion) => void;
}) {
  const [text, setText] = useState(String(question.minimum));
  const qualifier = SANDBOX_MEASURES[SANDBOX_CATEGORY_INFO[question.category].qualifier];
  const value = Number(text);
  const isValid = /^\d+$/.test(text) && value <= 100_000;
  const commit = () => {
    if (isValid && value !== question.minimum) onChange({ ...question, minimum: value });
  };
  return (
    <TextField
      size="small"
      label={`Minimum ${qualifier.label.toLowerCase()}`}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={!isValid}
      helperText={isValid ? 'Rows with fewer are left out' : 'A whole number from 0 to 100000'}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/**
 * The question's controls: category, rows, split group, positions, measures (up to three), the
 * minimum, the sort and the row count. Every change is a new address (the page navigates), so the
 * back button walks the questions asked.
 */
export function SandboxQuestionForm({
  question,
  onChange,
}: {
  question: SandboxQuestion;
  onChange: (next: SandboxQuestion) => void;
}) {
  const measuresLabelId = useId();
  const positionsLabelId = useId();
  const info = SANDBOX_CATEGORY_INFO[question.category];
  const measures = getSandboxMeasures(question.category);
  const isFull = question.measures.length >= SANDBOX_LIMITS.maxMeasures;
  const sortChoices: SandboxMeasureKey[] = [
    ...question.measures,
    ...(question.measures.includes(info.qualifier) ? [] : [info.qualifier]),
  ];
  const isTrend = question.grouping === 'season' || question.grouping === 'week';
  const toggleMeasure = (key: SandboxMeasureKey, checked: boolean) =>
    onChange(
      changeSandboxMeasures(
        question,
        checked ? [...question.measures, key] : question.measures.filter((measure) => measure !== key),
      ),
    );

  return (
    <Stack spacing={2} component="form" aria-label="Question" onSubmit={(event) => event.preventDefault()}>
      <TextField
        select
        size="small"
        label="Stat category"
        value={question.category}
        onChange={(event) => onChange(changeSandboxCategory(question, event.target.value as SandboxCategory))}
      >
        {SANDBOX_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {SANDBOX_CATEGORY_INFO[category].label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="One row per"
        value={question.grouping}
        onChange={(event) => onChange(changeSandboxGrouping(question, event.target.value as SandboxGrouping))}
      >
        {getSandboxGroupings(question.category).map((grouping) => (
          <MenuItem key={grouping} value={grouping}>
            {SANDBOX_GROUPING_LABELS[grouping]}
          </MenuItem>
        ))}
      </TextField>
      {question.grouping === 'split' && (
        <TextField
          select
          size="small"
          label="Split group"
          value={question.splitGroup ?? ''}
          onChange={(event) => onChange({ ...question, splitGroup: event.target.value as SplitGroup })}
        >
          {getSandboxSplitGroups(question.category).map((group) => (
            <MenuItem key={group} value={group}>
              {group}
            </MenuItem>
          ))}
        </TextField>
      )}
      {question.grouping === 'player' && info.positions.length > 0 && (
        <FormControl>
          <FormLabel id={positionsLabelId} sx={{ mb: 0.5 }}>
            Positions
          </FormLabel>
          <ToggleButtonGroup
            size="small"
            aria-labelledby={positionsLabelId}
            value={[...question.positions]}
            onChange={(_event, next: SandboxQuestion['positions']) =>
              onChange({ ...question, positions: next })
            }
          >
            {info.positions.map((position) => (
              <ToggleButton key={position} value={position}>
                {position}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormHelperText>None picked: every position</FormHelperText>
        </FormControl>
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend" id={measuresLabelId}>
          Measures (up to {SANDBOX_LIMITS.maxMeasures})
        </FormLabel>
        <FormGroup aria-labelledby={measuresLabelId}>
          {measures.map((key) => {
            const checked = question.measures.includes(key);
            return (
              <FormControlLabel
                key={key}
                label={SANDBOX_MEASURES[key].label}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    // The last measure stays: a question has at least one.
                    disabled={(checked && question.measures.length === 1) || (!checked && isFull)}
                    onChange={(event) => toggleMeasure(key, event.target.checked)}
                  />
                }
              />
            );
          })}
        </FormGroup>
        <FormHelperText>One draws bars; two draw a scatter, the first across</FormHelperText>
      </FormControl>
      <MinimumField key={question.minimum} question={question} onChange={onChange} />
      <TextField
        select
        size="small"
        label="Sort by"
        value={question.sort}
        disabled={isTrend}
        helperText={isTrend ? 'Seasons and weeks read in time order' : undefined}
        onChange={(event) => onChange({ ...question, sort: event.target.value as SandboxMeasureKey })}
      >
        {sortChoices.map((key) => (
          <MenuItem key={key} value={key}>
            {SANDBOX_MEASURES[key].label}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Order"
          value={question.order}
          disabled={isTrend}
          onChange={(event) => onChange({ ...question, order: event.target.value as 'asc' | 'desc' })}
          sx={{ flex: '1 1 150px' }}
        >
          <MenuItem value="desc">Highest first</MenuItem>
          <MenuItem value="asc">Lowest first</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Rows"
          value={question.limit}
          onChange={(event) => onChange({ ...question, limit: Number(event.target.value) })}
          sx={{ flex: '1 1 80px' }}
        >
          {[...new Set([...ROW_LIMITS, question.limit])]
            .sort((a, b) => a - b)
            .map((limit) => (
              <MenuItem key={limit} value={limit}>
                {limit}
              </MenuItem>
            ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
