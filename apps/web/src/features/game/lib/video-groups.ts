import type { Play } from '@all22/contracts';

/** A drive's plays, in game order, each with its place in the whole game (1-based, for its film link). */
export interface VideoDrive {
  /** The drive's number in the game; null for plays outside any drive (kick-offs, timeouts). */
  number: number | null;
  possessionTeamId: string;
  plays: { play: Play; position: number }[];
}

/** One quarter of the Videos tab: its drives in order. */
export interface VideoQuarter {
  quarter: number;
  /** "1st quarter", "Overtime", "Overtime 2". */
  label: string;
  playCount: number;
  drives: VideoDrive[];
}

const QUARTER_LABELS = ['1st quarter', '2nd quarter', '3rd quarter', '4th quarter'];

/**
 * The game's plays (in game order) grouped by quarter, then by drive within it: a drive that runs
 * into the next quarter appears in both, each part under its own quarter, so the list keeps the
 * game's order. Plays keep their place in the whole game for the film room's previous and next.
 */
export function groupVideos(plays: readonly Play[]): VideoQuarter[] {
  const quarters: VideoQuarter[] = [];
  plays.forEach((play, index) => {
    let quarter = quarters.at(-1);
    if (quarter?.quarter !== play.quarter) {
      quarter = {
        quarter: play.quarter,
        label: getPeriodLabel(play.quarter),
        playCount: 0,
        drives: [],
      };
      quarters.push(quarter);
    }
    let drive = quarter.drives.at(-1);
    if (
      drive === undefined ||
      drive.number !== play.drive ||
      drive.possessionTeamId !== play.possessionTeamId
    ) {
      drive = { number: play.drive, possessionTeamId: play.possessionTeamId, plays: [] };
      quarter.drives.push(drive);
    }
    drive.plays.push({ play, position: index + 1 });
    quarter.playCount += 1;
  });
  return quarters;
}

function getPeriodLabel(quarter: number): string {
  if (quarter <= QUARTER_LABELS.length) return QUARTER_LABELS[quarter - 1] ?? `Quarter ${quarter}`;
  return quarter === 5 ? 'Overtime' : `Overtime ${quarter - 4}`;
}
