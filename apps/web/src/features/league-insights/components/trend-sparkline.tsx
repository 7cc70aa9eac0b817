import { useTheme } from '@mui/material/styles';
import { createLinearScale } from '../../../lib/linear-scale';
import { getCenteredExtent } from '../lib/chart-scale';

const WIDTH = 160;
const HEIGHT = 44;
const PAD = 4;

/**
 * A team's rolling net EPA per play by week as a small line, zero dashed; the span the card is
 * about is drawn thicker. Hidden from assistive technology: the card's words say what it shows.
 */
export function TrendSparkline({
  points,
  firstRecentWeek,
}: {
  points: readonly { week: number; rollingNetEpaPerPlay: number }[];
  firstRecentWeek: number;
}) {
  const theme = useTheme();
  if (points.length < 2) return null;
  const weeks = points.map((point) => point.week);
  const x = createLinearScale([Math.min(...weeks), Math.max(...weeks)], [PAD, WIDTH - PAD]);
  const y = createLinearScale(
    getCenteredExtent(
      points.map((point) => point.rollingNetEpaPerPlay),
      0,
    ).reverse() as [number, number],
    [PAD, HEIGHT - PAD],
  );
  const path = (list: typeof points) =>
    list.map((point) => `${x(point.week)},${y(point.rollingNetEpaPerPlay)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden focusable="false">
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={y(0)}
        y2={y(0)}
        stroke={theme.palette.divider}
        strokeDasharray="3 3"
      />
      <polyline points={path(points)} fill="none" stroke={theme.palette.text.secondary} strokeWidth={1.5} />
      <polyline
        points={path(points.filter((point) => point.week >= firstRecentWeek))}
        fill="none"
        stroke={theme.palette.primary.main}
        strokeWidth={3}
      />
    </svg>
  );
}
