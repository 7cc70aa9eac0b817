import { FIELD_LENGTH, FIELD_WIDTH, type PlayDirection } from './camera';

/**
 * The field's painted marks in yards (tracking coordinates), built once per play and projected
 * by every angle. Segments are flat [ax, ay, bx, by, …] lists; polygons flat [x0, y0, x1, y1, …].
 */
export interface FieldMarks {
  /** The lighter of the alternating 5-yard grass bands of the field of play. */
  stripes: number[][];
  /** Own = the offense's end zone (behind it), attacked = the defense's. */
  endZones: { polygon: number[]; side: 'offense' | 'defense'; centerX: number }[];
  /** Sidelines, end lines and goal lines. */
  boundaryLines: number[];
  /** Every 5-yard line between the goal lines. */
  yardLines: number[];
  /** One-yard marks along both sidelines and on both inbound lines. */
  hashMarks: number[];
  /** "10" … "50" … "10", each near (upright from the y = 0 side) and far (upside down). */
  numbers: { x: number; y: number; text: string; isUpsideDown: boolean }[];
  lineOfScrimmageX: number;
  /** Null when there is no line to gain short of the goal line (goal to go, no down). */
  firstDownX: number | null;
}

export const GOAL_LINES = [10, 110] as const;
/** Inbound lines (hash marks), 70'9" from each sideline, and the length of a hash mark (2 ft). */
const INBOUND_NEAR = 23.58;
const INBOUND_FAR = FIELD_WIDTH - 23.58;
const HASH_LENGTH = 0.67;
/** The yard numbers' centres, 12 yards in from each sideline (their bottom edges, rounded). */
const NUMBER_INSET = 13;

export function buildFieldMarks(options: {
  lineOfScrimmageX: number;
  playDirection: PlayDirection;
  /** Yards to gain (the play's distance), null when unknown. */
  distance: number | null;
  goalToGo: boolean;
}): FieldMarks {
  const sign = options.playDirection === 'right' ? 1 : -1;
  const [leftGoal, rightGoal] = GOAL_LINES;
  const stripes: number[][] = [];
  for (let x = leftGoal; x < rightGoal; x += 10) stripes.push(rect(x, 0, x + 5, FIELD_WIDTH));

  const boundaryLines = [
    ...[0, FIELD_WIDTH].flatMap((y) => [0, y, FIELD_LENGTH, y]),
    ...[0, leftGoal, rightGoal, FIELD_LENGTH].flatMap((x) => [x, 0, x, FIELD_WIDTH]),
  ];
  const yardLines: number[] = [];
  const hashMarks: number[] = [];
  for (let x = leftGoal + 1; x < rightGoal; x += 1) {
    if ((x - leftGoal) % 5 === 0) {
      yardLines.push(x, 0, x, FIELD_WIDTH);
      continue;
    }
    hashMarks.push(
      ...[x, 0.33, x, 0.33 + HASH_LENGTH],
      ...[x, FIELD_WIDTH - 0.33 - HASH_LENGTH, x, FIELD_WIDTH - 0.33],
      ...[x, INBOUND_NEAR - HASH_LENGTH, x, INBOUND_NEAR],
      ...[x, INBOUND_FAR, x, INBOUND_FAR + HASH_LENGTH],
    );
  }
  const numbers: FieldMarks['numbers'] = [];
  for (let x = leftGoal + 10; x < rightGoal; x += 10) {
    const text = String(Math.min(x - leftGoal, rightGoal - x));
    numbers.push({ x, y: NUMBER_INSET, text, isUpsideDown: false });
    numbers.push({ x, y: FIELD_WIDTH - NUMBER_INSET, text, isUpsideDown: true });
  }

  const firstDown = options.distance === null ? null : options.lineOfScrimmageX + sign * options.distance;
  const isShortOfGoal = firstDown !== null && firstDown > leftGoal && firstDown < rightGoal;
  return {
    stripes,
    endZones: [
      {
        polygon: rect(0, 0, leftGoal, FIELD_WIDTH),
        side: sign > 0 ? 'offense' : 'defense',
        centerX: leftGoal / 2,
      },
      {
        polygon: rect(rightGoal, 0, FIELD_LENGTH, FIELD_WIDTH),
        side: sign > 0 ? 'defense' : 'offense',
        centerX: (rightGoal + FIELD_LENGTH) / 2,
      },
    ],
    boundaryLines,
    yardLines,
    hashMarks,
    numbers,
    lineOfScrimmageX: options.lineOfScrimmageX,
    firstDownX: !options.goalToGo && isShortOfGoal ? firstDown : null,
  };
}

function rect(x0: number, y0: number, x1: number, y1: number): number[] {
  return [x0, y0, x1, y0, x1, y1, x0, y1];
}
