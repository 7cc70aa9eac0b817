import { describe, expect, it } from 'vitest';
import { asGameId } from '../ids.js';
import { chooseNotablePerformances, type NotableKind, type PerformanceLine } from './notable-performances.js';

const line = (
  kind: NotableKind,
  week: number,
  subject: string,
  value: number,
  game = week,
): PerformanceLine => ({
  kind,
  week,
  gameId: asGameId(2024090000 + game),
  subject,
  value,
});

describe('chooseNotablePerformances', () => {
  it("picks the week's best of each kind and says whether it is the season's best so far", () => {
    const lines = [
      line('passing', 1, 'qb1', 410),
      line('passing', 2, 'qb2', 380),
      line('passing', 2, 'qb3', 300),
      line('rushing', 1, 'rb1', 120),
      line('rushing', 2, 'rb2', 150),
      // A later week is not read as "earlier".
      line('rushing', 3, 'rb3', 300),
    ];
    const notables = chooseNotablePerformances(lines, 2);
    expect(notables.map((notable) => notable.line.kind)).toEqual(['passing', 'rushing']);
    expect(notables[0]).toEqual({
      line: lines[1],
      isSeasonBest: false,
      previousBest: lines[0],
    });
    expect(notables[1]).toEqual({ line: lines[4], isSeasonBest: true, previousBest: lines[3] });
  });

  it('counts the lower figure as better for a defense, and a tie with the earlier best as a season best', () => {
    const lines = [
      line('teamDefense', 1, 'A', -0.2),
      line('teamDefense', 2, 'B', -0.2),
      line('teamDefense', 2, 'C', 0.1),
    ];
    expect(chooseNotablePerformances(lines, 2)).toEqual([
      { line: lines[1], isSeasonBest: true, previousBest: lines[0] },
    ]);
  });

  it('has no previous best in the first week, and no card for a kind without a line that week', () => {
    const lines = [line('receiving', 1, 'wr1', 99), line('teamOffense', 2, 'A', 0.4)];
    expect(chooseNotablePerformances(lines, 1)).toEqual([
      { line: lines[0], isSeasonBest: true, previousBest: null },
    ]);
  });

  it('breaks ties by game and subject, whatever the input order', () => {
    const a = line('passing', 1, 'b', 300, 5);
    const b = line('passing', 1, 'a', 300, 5);
    const c = line('passing', 1, 'z', 300, 4);
    expect(chooseNotablePerformances([a, b, c], 1)[0]?.line).toBe(c);
    expect(chooseNotablePerformances([a, b], 1)[0]?.line).toBe(b);
  });
});
