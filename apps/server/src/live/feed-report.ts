/** What a feed write did: the weeks, plays and games it wrote. */
export interface FeedReport {
  weeksWritten: number;
  playsWritten: number;
  gamesUpdated: number;
}

export const NOTHING_WRITTEN: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };

export function sumReports(a: FeedReport, b: FeedReport): FeedReport {
  return {
    weeksWritten: a.weeksWritten + b.weeksWritten,
    playsWritten: a.playsWritten + b.playsWritten,
    gamesUpdated: a.gamesUpdated + b.gamesUpdated,
  };
}
