import { describeFantasyStat, getFantasyScoring, getStatDefinition } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/page/page-header';
import { WinProbabilityChart } from '../features/game/components/win-probability-chart';
import type { WinProbabilityPoint } from '../features/game/lib/win-probability';
import { WeeklyBarChart } from '../features/player/components/weekly-bar-chart';
import { usePageTitle } from '../lib/page-title';

/** Fixed sample figures: the same every visit, so the charts can be compared between builds. */
const SAMPLE_WEEKLY_YARDS = [
  { week: 1, value: 312 },
  { week: 2, value: 248 },
  { week: 3, value: 0 },
  { week: 4, value: 401 },
  { week: 5, value: 275 },
  { week: 7, value: 189 },
  { week: 8, value: 333 },
];
const SAMPLE_WEEKLY_POINTS = SAMPLE_WEEKLY_YARDS.map(({ week, value }) => ({
  week,
  value: value / 25 + 4.3,
}));

/** A sample game's home win probability after each play: a lead, a comeback, a late winner. */
const SAMPLE_WIN_PROBABILITY: WinProbabilityPoint[] = [
  50, 53, 57, 61, 58, 66, 71, 69, 74, 62, 55, 48, 41, 44, 38, 52, 60, 57, 73, 88, 100,
].map((home, index) => ({
  index: index + 1,
  quarter: Math.min(4, Math.floor(index / 5) + 1),
  clock: `${String(14 - ((index * 3) % 15)).padStart(2, '0')}:00`,
  home,
  description: `Sample play ${index + 1}`,
}));

function ChartSample({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
      {children}
    </Stack>
  );
}

/** Route module of /test/chart: every chart component on fixed sample data. */
export function Component() {
  usePageTitle('Chart Test');
  return (
    <Stack spacing={4} sx={{ maxWidth: 960 }}>
      <PageHeader title="Chart test" subtitle="The app's chart components, drawn from fixed sample data." />
      <Alert severity="info">Sample data, not league figures: this page checks how the charts draw.</Alert>
      <ChartSample
        title="Win probability over a game"
        note="The game page's chart: the home side's chance after each play, with the visitor's as its complement."
      >
        <WinProbabilityChart points={SAMPLE_WIN_PROBABILITY} isFinal homeAbbr="HOME" visitorAbbr="AWAY" />
      </ChartSample>
      <ChartSample
        title="Weekly bars (counts)"
        note="The player Summary's chart: a count by week with a bye week missing and a zero week."
      >
        <WeeklyBarChart title={getStatDefinition('passing.yards').label} values={SAMPLE_WEEKLY_YARDS} />
      </ChartSample>
      <ChartSample title="Weekly bars (decimals)" note="The player Fantasy tab's chart: one decimal.">
        <WeeklyBarChart
          title={describeFantasyStat('points', getFantasyScoring(0)).label}
          values={SAMPLE_WEEKLY_POINTS}
          decimals={1}
        />
      </ChartSample>
      <ChartSample
        title="Weekly bars (empty)"
        note="No weeks: the chart draws nothing rather than an empty frame."
      >
        <WeeklyBarChart title={getStatDefinition('receiving.yards').label} values={[]} />
        <Typography variant="caption" color="text.secondary">
          (nothing above is expected)
        </Typography>
      </ChartSample>
    </Stack>
  );
}
