import type { LeaderColumn, SandboxResponse, SandboxRow } from '@all22/contracts';
import { SANDBOX_MEASURES, type SandboxChart as SandboxChartSpec } from '@all22/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, type Ref, useId } from 'react';
import { createLinearScale } from '../../../lib/linear-scale';
import { getNiceExtent, shortenLabel } from '../lib/chart-geometry';
import { placePointLabels } from '../lib/place-point-labels';
import { formatSandboxValue } from '../lib/sandbox-table-model';

const WIDTH = 760;
const MIN_WIDTH = 560;
/** A scatter's point labels are cut to this many characters. */
const LABEL_CHARACTERS = 18;
const POINT_RADIUS = 4.5;
const LABEL_FONT = '600 11px';
/** The canvas the labels are measured on: made once (null where there is none). */
let labelCanvas: CanvasRenderingContext2D | null | undefined;

/**
 * The width of a point label in the font it is drawn in (a canvas measures it); undefined where
 * there is no canvas (tests in jsdom), and the labels' widths are then estimated.
 */
function createLabelMeasure(fontFamily: string | undefined): ((text: string) => number) | undefined {
  labelCanvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const context = labelCanvas;
  if (!context) return undefined;
  context.font = `${LABEL_FONT} ${fontFamily ?? 'sans-serif'}`;
  return (text) => Math.ceil(context.measureText(text).width);
}

interface Plotted {
  row: SandboxRow;
  value: number;
}

const valuesOf = (rows: readonly SandboxRow[], key: string): Plotted[] =>
  rows.flatMap((row) => {
    const value = row.values[key];
    return value === null || value === undefined ? [] : [{ row, value }];
  });

const columnOf = (answer: SandboxResponse, key: string): LeaderColumn =>
  answer.columns.find((column) => column.key === key) ?? {
    key,
    label: key,
    tooltip: '',
    decimals: 1,
    isPercentage: false,
  };

interface ChartFrame {
  width: number;
  height: number;
  title: string;
  description: string;
  children: ReactNode;
  svgRef?: Ref<SVGSVGElement>;
}

/** The SVG with its title and description; scrolls sideways on a phone rather than shrinking its text. */
function ChartFrame({ width, height, title, description, children, svgRef }: ChartFrame) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  return (
    <Box
      tabIndex={0}
      role="group"
      aria-label={`${title} (scrolls sideways on small screens)`}
      sx={{ width: '100%', maxWidth: width, overflowX: 'auto' }}
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        data-testid="sandbox-chart"
        style={{ display: 'block', minWidth: MIN_WIDTH, fontFamily: theme.typography.fontFamily }}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {children}
      </svg>
    </Box>
  );
}

function BarChart({
  answer,
  measure,
  svgRef,
}: {
  answer: SandboxResponse;
  measure: string;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const theme = useTheme();
  const column = columnOf(answer, measure);
  const points = valuesOf(answer.rows, measure);
  const margin = { top: 28, right: 70, bottom: 36, left: 180 };
  const band = 24;
  const height = margin.top + margin.bottom + Math.max(1, points.length) * band;
  const { extent, ticks } = getNiceExtent(
    points.map((point) => point.value),
    { includeZero: true },
  );
  const x = createLinearScale(extent, [margin.left, WIDTH - margin.right]);
  const muted = theme.palette.text.secondary;
  const label = SANDBOX_MEASURES[measure as keyof typeof SANDBOX_MEASURES]?.label ?? column.label;
  return (
    <ChartFrame
      width={WIDTH}
      height={height}
      title={`${label}: a bar per row`}
      description={points
        .map((point) => `${point.row.label} ${formatSandboxValue(point.value, column)}`)
        .join('; ')}
      svgRef={svgRef}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={margin.top}
            y2={height - margin.bottom}
            stroke={theme.palette.divider}
          />
          <text x={x(tick)} y={height - margin.bottom + 16} textAnchor="middle" fontSize={11} fill={muted}>
            {formatSandboxValue(tick, { ...column, decimals: Math.min(column.decimals, 2) })}
          </text>
        </g>
      ))}
      <text
        x={(margin.left + WIDTH - margin.right) / 2}
        y={16}
        textAnchor="middle"
        fontSize={12}
        fill={muted}
      >
        {label}
      </text>
      {points.map((point, index) => {
        const y = margin.top + index * band;
        const start = x(Math.min(0, point.value));
        const end = x(Math.max(0, point.value));
        return (
          <g key={point.row.key} data-chart-row={point.row.key}>
            <text
              x={margin.left - 8}
              y={y + band / 2 + 4}
              textAnchor="end"
              fontSize={12}
              fill={theme.palette.text.primary}
            >
              {shortenLabel(point.row.label, 24)}
            </text>
            <rect
              x={start}
              y={y + 4}
              width={Math.max(1, end - start)}
              height={band - 8}
              fill={theme.palette.primary.main}
              rx={2}
            />
            <text x={end + 6} y={y + band / 2 + 4} fontSize={11} fill={theme.palette.text.primary}>
              {formatSandboxValue(point.value, column)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

function LineChart({
  answer,
  measure,
  svgRef,
}: {
  answer: SandboxResponse;
  measure: string;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const theme = useTheme();
  const column = columnOf(answer, measure);
  const margin = { top: 28, right: 24, bottom: 72, left: 64 };
  const height = 380;
  const rows = answer.rows;
  const { extent, ticks } = getNiceExtent(valuesOf(rows, measure).map((point) => point.value));
  const x = createLinearScale(
    [0, Math.max(1, rows.length - 1)],
    [margin.left + 12, WIDTH - margin.right - 12],
  );
  const y = createLinearScale(extent, [height - margin.bottom, margin.top]);
  const muted = theme.palette.text.secondary;
  // A missing value breaks the line rather than joining across it.
  const segments: string[][] = [[]];
  rows.forEach((row, index) => {
    const value = row.values[measure];
    if (value === null || value === undefined) segments.push([]);
    else segments[segments.length - 1]!.push(`${x(index)},${y(value)}`);
  });
  const every = Math.max(1, Math.ceil(rows.length / 12));
  const label = SANDBOX_MEASURES[measure as keyof typeof SANDBOX_MEASURES]?.label ?? column.label;
  return (
    <ChartFrame
      width={WIDTH}
      height={height}
      title={`${label}: a line over time`}
      description={rows
        .map((row) => `${row.label} ${formatSandboxValue(row.values[measure], column)}`)
        .join('; ')}
      svgRef={svgRef}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={WIDTH - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={theme.palette.divider}
          />
          <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill={muted}>
            {formatSandboxValue(tick, { ...column, decimals: Math.min(column.decimals, 2) })}
          </text>
        </g>
      ))}
      <text
        x={(margin.left + WIDTH - margin.right) / 2}
        y={16}
        textAnchor="middle"
        fontSize={12}
        fill={muted}
      >
        {label}
      </text>
      {segments
        .filter((segment) => segment.length > 1)
        .map((segment) => (
          <polyline
            key={segment[0]}
            points={segment.join(' ')}
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
          />
        ))}
      {rows.map((row, index) => {
        const value = row.values[measure];
        return (
          <g key={row.key} data-chart-row={row.key}>
            {value !== null && value !== undefined && (
              <circle cx={x(index)} cy={y(value)} r={3.5} fill={theme.palette.primary.main} />
            )}
            {index % every === 0 && (
              <text
                transform={`translate(${x(index)} ${height - margin.bottom + 14}) rotate(-35)`}
                textAnchor="end"
                fontSize={11}
                fill={muted}
              >
                {shortenLabel(row.label, 22)}
              </text>
            )}
          </g>
        );
      })}
    </ChartFrame>
  );
}

function ScatterChart({
  answer,
  xKey,
  yKey,
  svgRef,
}: {
  answer: SandboxResponse;
  xKey: string;
  yKey: string;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const theme = useTheme();
  const xColumn = columnOf(answer, xKey);
  const yColumn = columnOf(answer, yKey);
  const margin = { top: 24, right: 32, bottom: 56, left: 72 };
  const height = 520;
  const points = answer.rows.flatMap((row) => {
    const xValue = row.values[xKey];
    const yValue = row.values[yKey];
    return xValue === null || xValue === undefined || yValue === null || yValue === undefined
      ? []
      : [{ row, xValue, yValue }];
  });
  const xNice = getNiceExtent(points.map((point) => point.xValue));
  const yNice = getNiceExtent(points.map((point) => point.yValue));
  const x = createLinearScale(xNice.extent, [margin.left, WIDTH - margin.right]);
  const y = createLinearScale(yNice.extent, [height - margin.bottom, margin.top]);
  const muted = theme.palette.text.secondary;
  const labels = placePointLabels(
    points.map((point) => ({
      x: x(point.xValue),
      y: y(point.yValue),
      text: shortenLabel(point.row.label, LABEL_CHARACTERS),
    })),
    { left: margin.left, right: WIDTH - margin.right, top: margin.top, bottom: height - margin.bottom },
    { pointRadius: POINT_RADIUS, measure: createLabelMeasure(theme.typography.fontFamily) },
  );
  const xLabel = SANDBOX_MEASURES[xKey as keyof typeof SANDBOX_MEASURES]?.label ?? xColumn.label;
  const yLabel = SANDBOX_MEASURES[yKey as keyof typeof SANDBOX_MEASURES]?.label ?? yColumn.label;
  return (
    <ChartFrame
      width={WIDTH}
      height={height}
      title={`${yLabel} against ${xLabel}: a labelled point per row`}
      description={points
        .map(
          (point) =>
            `${point.row.label}: ${formatSandboxValue(point.xValue, xColumn)}, ${formatSandboxValue(point.yValue, yColumn)}`,
        )
        .join('; ')}
      svgRef={svgRef}
    >
      <rect
        x={margin.left}
        y={margin.top}
        width={WIDTH - margin.left - margin.right}
        height={height - margin.top - margin.bottom}
        fill="none"
        stroke={theme.palette.divider}
      />
      {xNice.ticks.map((tick) => (
        <text
          key={`x${tick}`}
          x={x(tick)}
          y={height - margin.bottom + 18}
          textAnchor="middle"
          fontSize={11}
          fill={muted}
        >
          {formatSandboxValue(tick, { ...xColumn, decimals: Math.min(xColumn.decimals, 2) })}
        </text>
      ))}
      {yNice.ticks.map((tick) => (
        <text
          key={`y${tick}`}
          x={margin.left - 8}
          y={y(tick) + 4}
          textAnchor="end"
          fontSize={11}
          fill={muted}
        >
          {formatSandboxValue(tick, { ...yColumn, decimals: Math.min(yColumn.decimals, 2) })}
        </text>
      ))}
      <text
        x={(margin.left + WIDTH - margin.right) / 2}
        y={height - 12}
        textAnchor="middle"
        fontSize={12}
        fill={muted}
      >
        {xLabel} →
      </text>
      <text
        transform={`translate(18 ${(margin.top + height - margin.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={12}
        fill={muted}
      >
        {yLabel} →
      </text>
      {points.map(({ row, xValue, yValue }, index) => {
        const label = labels[index];
        return (
          <g key={row.key} data-chart-row={row.key}>
            <circle cx={x(xValue)} cy={y(yValue)} r={POINT_RADIUS} fill={theme.palette.primary.main}>
              {/* The name and figures on hover, for a point whose label had no room. */}
              <title>{`${row.label}: ${formatSandboxValue(xValue, xColumn)}, ${formatSandboxValue(yValue, yColumn)}`}</title>
            </circle>
            {label && (
              <text
                textAnchor={label.anchor}
                x={label.x}
                y={label.y}
                fontSize={11}
                fontWeight={600}
                fill={theme.palette.text.primary}
              >
                {shortenLabel(row.label, LABEL_CHARACTERS)}
              </text>
            )}
          </g>
        );
      })}
    </ChartFrame>
  );
}

/** The answer's chart, as chooseSandboxChart picked it: bars, a line or a labelled scatter. */
export function SandboxChart({
  answer,
  chart,
  svgRef,
}: {
  answer: SandboxResponse;
  chart: SandboxChartSpec;
  svgRef?: Ref<SVGSVGElement>;
}) {
  switch (chart.kind) {
    case 'bar':
      return <BarChart answer={answer} measure={chart.measure} svgRef={svgRef} />;
    case 'line':
      return <LineChart answer={answer} measure={chart.measure} svgRef={svgRef} />;
    case 'scatter':
      return <ScatterChart answer={answer} xKey={chart.x} yKey={chart.y} svgRef={svgRef} />;
  }
}
