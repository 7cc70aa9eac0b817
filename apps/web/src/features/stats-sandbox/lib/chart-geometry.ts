/** Ticks and labels of the sandbox's SVG charts (their scale: lib/linear-scale.ts). */

/** A step of 1, 2 or 5 times a power of ten giving about `count` intervals over `span`. */
const niceStep = (span: number, count: number): number => {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
};

/**
 * A range holding every value, rounded out to nice ticks; with `includeZero` it reaches 0 (bars
 * start there). One value, or none, still gives a range of some width.
 */
export function getNiceExtent(
  values: readonly number[],
  { includeZero = false, ticks = 6 }: { includeZero?: boolean; ticks?: number } = {},
): { extent: [number, number]; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  let low = finite.length > 0 ? Math.min(...finite) : 0;
  let high = finite.length > 0 ? Math.max(...finite) : 1;
  if (includeZero) {
    low = Math.min(low, 0);
    high = Math.max(high, 0);
  }
  if (low === high) {
    const pad = Math.abs(low) > 0 ? Math.abs(low) * 0.1 : 1;
    low -= includeZero && low === 0 ? 0 : pad;
    high += pad;
  }
  const step = niceStep(high - low, ticks - 1);
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const list: number[] = [];
  // Rounded to the step's decimals so 0.30000000000000004 reads 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let tick = start; tick <= end + step / 2; tick += step) list.push(Number(tick.toFixed(decimals)));
  return { extent: [start, end], ticks: list };
}

/** A label cut to `max` characters with an ellipsis, so chart labels keep their column. */
export function shortenLabel(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, max - 1)}…`;
}
