import type { Play } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { groupVideos } from './video-groups';

const play = (id: number, quarter: number, drive: number | null, possessionTeamId = 'A') =>
  ({ id: `1-${id}`, quarter, drive, possessionTeamId }) as Play;

describe('groupVideos', () => {
  it('groups by quarter, then drive, keeping each play’s place in the game', () => {
    const quarters = groupVideos([
      play(1, 1, null, 'B'), // the opening kick-off: no drive
      play(2, 1, 1),
      play(3, 1, 1),
      play(4, 2, 1), // the drive runs into the 2nd quarter
      play(5, 2, 2, 'B'),
      play(6, 5, 9),
      play(7, 6, 10),
    ]);
    expect(quarters.map((q) => [q.label, q.playCount])).toEqual([
      ['1st quarter', 3],
      ['2nd quarter', 2],
      ['Overtime', 1],
      ['Overtime 2', 1],
    ]);
    expect(quarters[0]!.drives.map((d) => [d.number, d.possessionTeamId, d.plays.length])).toEqual([
      [null, 'B', 1],
      [1, 'A', 2],
    ]);
    expect(quarters[1]!.drives.map((d) => d.number)).toEqual([1, 2]);
    expect(quarters.flatMap((q) => q.drives.flatMap((d) => d.plays.map((p) => p.position)))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('gives nothing for no plays', () => {
    expect(groupVideos([])).toEqual([]);
  });
});
