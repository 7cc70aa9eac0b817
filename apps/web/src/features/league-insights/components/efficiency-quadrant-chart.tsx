import type { TeamEfficiencyResponse } from '@all22/contracts';
import { EFFICIENCY_QUADRANT_LABELS, formatStatValue, formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { createLinearScale } from '../../../lib/linear-scale';
import { getCenteredExtent } from '../lib/chart-scale';

const WIDTH = 720;
const HEIGHT = 520;
const MARGIN = { top: 36, right: 24, bottom: 52, left: 64 };
const TICKS = 5;
/** Narrower than this, labels would be too small to read. */
const MIN_WIDTH = 560;

const formatEpa = (value: number) => formatStatValue(value, { decimals: 2 });

/** The teams that have both figures, as chart points. */
function toPoints(teams: readonly TeamEfficiencyResponse[]) {
  return teams.flatMap((team) =>
    team.offense.epaPerPlay === null || team.defense.epaPerPlay === null
      ? []
      : [{ team, x: team.offense.epaPerPlay, y: team.defense.epaPerPlay }],
  );
}

/** Tick values across an extent, evenly spaced. */
const ticksOf = ([low, high]: readonly [number, number]) =>
  Array.from({ length: TICKS }, (_, index) => low + ((high - low) * index) / (TICKS - 1));

/**
 * Offense EPA per play (across, better to the right) against defense EPA per play (down the side,
 * better at the top: a defense's EPA is what it allowed), each team a labelled point, split into
 * quadrants at the league's figure. An SVG image named and described by its title and desc; the
 * table beside it gives every figure to screen readers and anyone who reads rather than looks.
 */
export function EfficiencyQuadrantChart({
  teams,
  leagueEpaPerPlay,
  description,
}: {
  teams: readonly TeamEfficiencyResponse[];
  leagueEpaPerPlay: number;
  description: string;
}) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const points = toPoints(teams);
  const xExtent = getCenteredExtent(
    points.map((point) => point.x),
    leagueEpaPerPlay,
  );
  const yExtent = getCenteredExtent(
    points.map((point) => point.y),
    leagueEpaPerPlay,
  );
  const x = createLinearScale(xExtent, [MARGIN.left, WIDTH - MARGIN.right]);
  // Lower is better for a defense: the lowest at the top.
  const y = createLinearScale(yExtent, [MARGIN.top, HEIGHT - MARGIN.bottom]);
  const muted = theme.palette.text.secondary;
  const quadrantLabel = { fill: muted, fontSize: 13, fontWeight: 600 } as const;
  const centerX = x(leagueEpaPerPlay);
  const centerY = y(leagueEpaPerPlay);
  return (
    // On a phone the chart keeps a readable size and scrolls sideways (focusable, so a keyboard can too).
    <Box
      tabIndex={0}
      role="group"
      aria-label="Team efficiency chart (scrolls sideways on small screens)"
      sx={{ width: '100%', maxWidth: WIDTH, mb: 2, overflowX: 'auto' }}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        style={{ display: 'block', minWidth: MIN_WIDTH, fontFamily: theme.typography.fontFamily }}
      >
        <title id={titleId}>Team efficiency: offense against defense EPA per play</title>
        <desc id={descId}>{description}</desc>
        <rect
          x={MARGIN.left}
          y={MARGIN.top}
          width={WIDTH - MARGIN.left - MARGIN.right}
          height={HEIGHT - MARGIN.top - MARGIN.bottom}
          fill="none"
          stroke={theme.palette.divider}
        />
        {ticksOf(xExtent).map((tick) => (
          <text
            key={`x${tick}`}
            x={x(tick)}
            y={HEIGHT - MARGIN.bottom + 18}
            textAnchor="middle"
            fontSize={11}
            fill={muted}
          >
            {formatEpa(tick)}
          </text>
        ))}
        {ticksOf(yExtent).map((tick) => (
          <text
            key={`y${tick}`}
            x={MARGIN.left - 8}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={11}
            fill={muted}
          >
            {formatEpa(tick)}
          </text>
        ))}
        <line
          x1={centerX}
          x2={centerX}
          y1={MARGIN.top}
          y2={HEIGHT - MARGIN.bottom}
          stroke={muted}
          strokeDasharray="4 4"
        />
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={centerY}
          y2={centerY}
          stroke={muted}
          strokeDasharray="4 4"
        />
        <text x={WIDTH - MARGIN.right - 8} y={MARGIN.top + 18} textAnchor="end" {...quadrantLabel}>
          {EFFICIENCY_QUADRANT_LABELS.complete}
        </text>
        <text x={MARGIN.left + 8} y={MARGIN.top + 18} textAnchor="start" {...quadrantLabel}>
          {EFFICIENCY_QUADRANT_LABELS['defense-led']}
        </text>
        <text
          x={WIDTH - MARGIN.right - 8}
          y={HEIGHT - MARGIN.bottom - 10}
          textAnchor="end"
          {...quadrantLabel}
        >
          {EFFICIENCY_QUADRANT_LABELS['offense-led']}
        </text>
        <text x={MARGIN.left + 8} y={HEIGHT - MARGIN.bottom - 10} textAnchor="start" {...quadrantLabel}>
          {EFFICIENCY_QUADRANT_LABELS.struggling}
        </text>
        <text
          x={(MARGIN.left + WIDTH - MARGIN.right) / 2}
          y={HEIGHT - 10}
          textAnchor="middle"
          fontSize={12}
          fill={muted}
        >
          Offense EPA per play (better →)
        </text>
        <text
          transform={`translate(16 ${(MARGIN.top + HEIGHT - MARGIN.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={12}
          fill={muted}
        >
          Defense EPA per play allowed (better ↑)
        </text>
        {points.map(({ team, x: offense, y: defense }) => (
          <g key={team.team.teamId} data-team-point={team.team.teamId}>
            <circle cx={x(offense)} cy={y(defense)} r={5} fill={theme.palette.primary.main} />
            <text
              x={x(offense) + 7}
              y={y(defense) - 6}
              fontSize={11}
              fontWeight={600}
              fill={theme.palette.text.primary}
            >
              {formatTeamAbbr(team.team.abbr)}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}
