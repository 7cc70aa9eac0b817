/** A win-loss-tie record. */
export interface TeamRecord {
  wins: number;
  losses: number;
  ties?: number | null;
}

/** Record display (spec 1 §5): "W-L", with "-T" only when there are ties, e.g. "10-7", "9-7-1". */
export function formatRecord({ wins, losses, ties }: TeamRecord): string {
  return typeof ties === 'number' && ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}
