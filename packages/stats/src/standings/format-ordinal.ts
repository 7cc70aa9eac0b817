/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st. */
export function formatOrdinal(value: number): string {
  const lastTwo = value % 100;
  const suffixes: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (suffixes[value % 10] ?? 'th');
  return `${value}${suffix}`;
}
