/** How a drive ended (the play-by-play's drive result). IN_PROGRESS: the last drive of a live game. */
export const DRIVE_RESULTS = [
  'TOUCHDOWN',
  'FIELD_GOAL',
  'MISSED_FIELD_GOAL',
  'PUNT',
  'INTERCEPTION',
  'FUMBLE',
  'DOWNS',
  'SAFETY',
  'END_OF_HALF',
  'END_OF_GAME',
  'IN_PROGRESS',
] as const;
export type DriveResult = (typeof DRIVE_RESULTS)[number];
