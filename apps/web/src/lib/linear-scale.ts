/** A linear map from a value range onto a pixel range (either may run backwards); the charts' scale. */
export function createLinearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): (value: number) => number {
  const span = domainEnd - domainStart;
  return (value) =>
    span === 0
      ? (rangeStart + rangeEnd) / 2
      : rangeStart + ((value - domainStart) / span) * (rangeEnd - rangeStart);
}
