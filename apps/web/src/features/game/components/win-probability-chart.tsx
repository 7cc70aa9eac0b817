import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type WinProbabilityPoint, summarizeWinProbability } from '../lib/win-probability';

const CHART_HEIGHT = 240;

/** The chart sizes itself with ResizeObserver; where there is none (old browsers) the summary stands alone. */
const canDrawChart = () => typeof ResizeObserver !== 'undefined';

/**
 * Win probability over the game (our win-probability model, the play-by-play's per-play figure):
 * the home side's chance after each play, with the visitor's as its complement. Named by its
 * heading, and described in words beside it for screen readers and anyone who reads rather than looks.
 */
export function WinProbabilityChart({
  points,
  isFinal,
  homeAbbr,
  visitorAbbr,
}: {
  /** The series of toWinProbabilitySeries. */
  points: readonly WinProbabilityPoint[];
  isFinal: boolean;
  homeAbbr: string;
  visitorAbbr: string;
}) {
  const headingId = useId();
  const summaryId = useId();
  const summary = summarizeWinProbability(points, { homeAbbr, visitorAbbr }, isFinal);
  const dataset = points.map((point) => ({ ...point, visitor: Math.round((100 - point.home) * 10) / 10 }));
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={summaryId}
      sx={{ m: 0, mb: 3, border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Win probability
      </Typography>
      {points.length > 1 && canDrawChart() && (
        <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
          <LineChart
            height={CHART_HEIGHT}
            dataset={dataset}
            skipAnimation
            // The chart is hidden from assistive technology (the summary speaks for it), so it takes no focus either.
            disableKeyboardNavigation
            xAxis={[
              {
                dataKey: 'index',
                scaleType: 'linear',
                min: 1,
                max: dataset.length,
                valueFormatter: (value: number) => {
                  const point = dataset[Math.round(value) - 1];
                  return point ? `Q${point.quarter} ${point.clock}` : '';
                },
              },
            ]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, width: 48 }]}
            series={[
              {
                dataKey: 'visitor',
                label: `${visitorAbbr} win %`,
                showMark: false,
                valueFormatter: (v) => `${v}%`,
              },
              {
                dataKey: 'home',
                label: `${homeAbbr} win %`,
                showMark: false,
                valueFormatter: (v) => `${v}%`,
              },
            ]}
            grid={{ horizontal: true }}
          />
        </Box>
      )}
      <Typography id={summaryId} component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
    </Box>
  );
}
