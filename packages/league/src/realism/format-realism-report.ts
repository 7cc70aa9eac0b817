import {
  REALISM_REFERENCE,
  type RealismFormat,
  type RealismMeasureKey,
  type SeasonRealism,
} from './realism-reference.js';

const DECIMALS: Record<RealismFormat, number> = { count: 0, decimal: 2, percent: 1 };

const formatValue = (value: number, format: RealismFormat) =>
  value.toLocaleString('en-US', {
    minimumFractionDigits: DECIMALS[format],
    maximumFractionDigits: DECIMALS[format],
  });

/** Whether a season's value lies inside the real league's range. */
export function isWithinRange(key: RealismMeasureKey, value: number): boolean {
  const { min, max } = REALISM_REFERENCE[key];
  return value >= min && value <= max;
}

/** The measures of a season outside their ranges, in the report's order. */
export function findOutOfRange(season: SeasonRealism): RealismMeasureKey[] {
  return (Object.keys(REALISM_REFERENCE) as RealismMeasureKey[]).filter(
    (key) => !isWithinRange(key, season[key]),
  );
}

/**
 * The realism report as text: one row per measure with its real range, then each season's value,
 * marked "✗" when outside the range; a last line per season counts what is out.
 */
export function formatRealismReport(seed: string, seasons: ReadonlyMap<number, SeasonRealism>): string {
  const keys = Object.keys(REALISM_REFERENCE) as RealismMeasureKey[];
  const header = ['measure', 'real range', ...[...seasons.keys()].map(String)];
  const rows = keys.map((key) => {
    const { label, format, min, max } = REALISM_REFERENCE[key];
    return [
      label,
      `${formatValue(min, format)}–${formatValue(max, format)}`,
      ...[...seasons.values()].map(
        (season) => `${formatValue(season[key], format)}${isWithinRange(key, season[key]) ? '  ' : ' ✗'}`,
      ),
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  const summary = [...seasons].map(([season, values]) => {
    const out = findOutOfRange(values);
    return `${season}: ${out.length} of ${keys.length} measures out of range${out.length > 0 ? ` (${out.map((key) => REALISM_REFERENCE[key].label).join(', ')})` : ''}`;
  });
  return [
    `Realism of the league of seed "${seed}", regular seasons`,
    '',
    line(header),
    ...rows.map(line),
    '',
    ...summary,
    '',
  ].join('\n');
}
