import { POINTS_PER_RECEPTION_OPTIONS, type PointsPerReception } from '@all22/domain';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { describeWeeks, getScoringLabel } from '../lib/insight-format';

/** The week the page is for, the weeks its figures read, and the scoring switch. */
export function InsightsControls({
  season,
  week,
  throughWeek,
  recentFirstWeek,
  scoring,
  onScoringChange,
}: {
  season: number;
  week: number;
  throughWeek: number;
  recentFirstWeek: number;
  scoring: PointsPerReception;
  onScoringChange: (scoring: PointsPerReception) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <div>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="insights-week">
          Week {week}, {season}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {throughWeek > 0
            ? `Figures from ${describeWeeks(1, throughWeek)}; the last 3 weeks are ${describeWeeks(recentFirstWeek, throughWeek)}.`
            : 'No weeks played before this one yet.'}
        </Typography>
      </div>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scoring}
        aria-label="Scoring"
        onChange={(_event, value: PointsPerReception | null) => {
          if (value !== null) onScoringChange(value);
        }}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {POINTS_PER_RECEPTION_OPTIONS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 1.5 }}>
            {getScoringLabel(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
