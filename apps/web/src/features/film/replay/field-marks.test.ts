import { describe, expect, it } from 'vitest';
import { buildFieldMarks } from './field-marks';

const base = { lineOfScrimmageX: 35, playDirection: 'right' as const, distance: 10, goalToGo: false };

describe('buildFieldMarks', () => {
  const marks = buildFieldMarks(base);

  it('draws a line every 5 yards between the goal lines and hash marks on the other yards', () => {
    expect(marks.yardLines.length / 4).toBe(19);
    expect(marks.hashMarks.length / 4).toBe(80 * 4);
    expect(marks.stripes).toHaveLength(10);
  });

  it('numbers the field 10 to 50 and back, on both sides', () => {
    const near = marks.numbers.filter((number) => !number.isUpsideDown);
    expect(near.map((number) => number.text)).toEqual(['10', '20', '30', '40', '50', '40', '30', '20', '10']);
    expect(near.map((number) => number.x)).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(marks.numbers.filter((number) => number.isUpsideDown)).toHaveLength(9);
  });

  it('puts the first-down line the distance ahead in the direction of play', () => {
    expect(marks.firstDownX).toBe(45);
    expect(buildFieldMarks({ ...base, playDirection: 'left' }).firstDownX).toBe(25);
  });

  it('draws no first-down line at or past the goal line, on goal to go, or without a distance', () => {
    expect(buildFieldMarks({ ...base, lineOfScrimmageX: 102 }).firstDownX).toBeNull();
    expect(
      buildFieldMarks({ ...base, lineOfScrimmageX: 105, distance: 5, goalToGo: true }).firstDownX,
    ).toBeNull();
    expect(buildFieldMarks({ ...base, distance: null }).firstDownX).toBeNull();
  });

  it("paints the end zone behind the offense in its colours, the one it attacks in the defense's", () => {
    expect(marks.endZones.map((zone) => [zone.centerX, zone.side])).toEqual([
      [5, 'offense'],
      [115, 'defense'],
    ]);
    const left = buildFieldMarks({ ...base, playDirection: 'left' });
    expect(left.endZones.map((zone) => zone.side)).toEqual(['defense', 'offense']);
  });
});
