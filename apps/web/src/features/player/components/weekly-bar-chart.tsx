import { formatStatValue } from '@all22/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';

export interface WeeklyValue {
  week: number;
  value: number;
}

/**
 * A figure by week as bars, with a text summary beside it for screen readers and a caption naming
 * the best week (the chart itself is drawn, not read).
 */
export function WeeklyBarChart({
  title,
  values,
  decimals = 0,
}: {
  title: string;
  values: readonly WeeklyValue[];
  decimals?: 0 | 1;
}) {
  const titleId = useId();
  const theme = useTheme();
  if (values.length === 0) return null;
  const best = values.reduce((top, entry) => (entry.value > top.value ? entry : top));
  const summary = values
    .map((entry) => `week ${entry.week}: ${formatStatValue(entry.value, { decimals })}`)
    .join(', ');
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title} by week
      </Typography>
      <Box role="img" aria-label={`${title} by week: ${summary}`} sx={{ width: '100%', height: 220 }}>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: values.map((entry) => `W${entry.week}`), label: 'Week' }]}
          series={[
            {
              data: values.map((entry) => entry.value),
              label: title,
              valueFormatter: (value) => formatStatValue(value, { decimals }),
            },
          ]}
          colors={[theme.palette.primary.main]}
          hideLegend
          skipAnimation
          margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Best: week {best.week}, {formatStatValue(best.value, { decimals })}
      </Typography>
    </Box>
  );
}
