/**
 * A range around `center` that holds every value with a margin, the same distance on both sides so
 * the center line sits in the middle of the chart; never narrower than `minimumHalfSpan` each way.
 */
export function getCenteredExtent(
  values: readonly number[],
  center: number,
  { margin = 0.1, minimumHalfSpan = 0.05 } = {},
): [number, number] {
  const furthest = values.reduce((max, value) => Math.max(max, Math.abs(value - center)), 0);
  const half = Math.max(minimumHalfSpan, furthest * (1 + margin));
  return [center - half, center + half];
}
