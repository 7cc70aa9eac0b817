/**
 * The split catalogues (spec 2 §3): for each stat category, its splits in groups, each option a
 * split code, a label and the film filter it maps to, written as the film filter codec's query
 * (parse-film-filter-query.ts), so a split row opens the film room on exactly its plays.
 *
 * Codes are stable API words: the group's prefix and the value, in capitals as the film filters
 * spell their values (AIR_YARDS_DEEP, QB_FORMATION_SHOTGUN, RED_ZONE_IN). A code means the same
 * situation in every category; its filter may differ by side of the ball (the score differential
 * is the offense's for an offensive category, the defense's for a defensive one). The codes are
 * listed in docs/data.md ("Split catalogues"); changing one breaks saved links and clients.
 */

/** The stat categories with a split catalogue; the team ones also come as pass and rush variants. */
export const SPLIT_CATEGORIES = [
  'passing',
  'rushing',
  'receiving',
  'defense',
  'team-offense',
  'team-offense-pass',
  'team-offense-rush',
  'team-defense',
  'team-defense-pass',
  'team-defense-rush',
] as const;
export type SplitCategory = (typeof SPLIT_CATEGORIES)[number];

/** The split groups of spec 2 §3, in the order the tables show them. */
export const SPLIT_GROUPS = [
  'Air Yards',
  'Time to Throw',
  'vs Pressure',
  'Play Action',
  'Alignment',
  'Route Type',
  'Target Location',
  'Separation',
  'Cushion',
  'Score Differential',
  'Rush Direction',
  'Defenders in the Box',
  'QB Formation',
  'Red Zone',
] as const;
export type SplitGroup = (typeof SPLIT_GROUPS)[number];

/** One split: a row of the splits table. */
export interface SplitOption {
  /** Stable, unique within its category. */
  readonly code: string;
  readonly label: string;
  readonly group: SplitGroup;
  /** The film filter, as the codec's query ("airYardType=DEEP"): the split's plays beyond its subject. */
  readonly filter: string;
}

const option = (group: SplitGroup, code: string, label: string, filter: string): SplitOption => ({
  code,
  label,
  group,
  filter,
});

const AIR_YARDS = [
  option('Air Yards', 'AIR_YARDS_SHORT', 'Short (under 10 yds)', 'airYardType=SHORT'),
  option('Air Yards', 'AIR_YARDS_INTERMEDIATE', 'Intermediate (10–19 yds)', 'airYardType=INTERMEDIATE'),
  option('Air Yards', 'AIR_YARDS_DEEP', 'Deep (20+ yds)', 'airYardType=DEEP'),
];
const TIME_TO_THROW = [
  option('Time to Throw', 'TIME_TO_THROW_QUICK', 'Quick (under 2.5 s)', 'dropbackTimeType=QUICK'),
  option('Time to Throw', 'TIME_TO_THROW_LONG', 'Long (2.5 s or more)', 'dropbackTimeType=LONG'),
];
const VS_PRESSURE = [
  option('vs Pressure', 'PRESSURE_YES', 'Pressured', 'pressure=true'),
  option('vs Pressure', 'PRESSURE_NO', 'Not pressured', 'pressure=false'),
];
const PLAY_ACTION = [
  option('Play Action', 'PLAY_ACTION_YES', 'Play action', 'playAction=true'),
  option('Play Action', 'PLAY_ACTION_NO', 'No play action', 'playAction=false'),
];
const RECEIVER_ALIGNMENT = [
  option('Alignment', 'ALIGNMENT_WIDE', 'Wide', 'receiverAlignment=WIDE'),
  option('Alignment', 'ALIGNMENT_SLOT', 'Slot', 'receiverAlignment=SLOT'),
  option('Alignment', 'ALIGNMENT_TIGHT', 'Tight', 'receiverAlignment=TIGHT'),
  option('Alignment', 'ALIGNMENT_BACKFIELD', 'Backfield', 'receiverAlignment=BACKFIELD'),
];
/** With the defender as subject, def_alignment is where he lined up (film-filter-conditions.ts). */
const DEFENDER_ALIGNMENT = [
  option('Alignment', 'ALIGNMENT_EDGE', 'Edge', 'def_alignment=EDGE'),
  option('Alignment', 'ALIGNMENT_DT', 'Defensive tackle', 'def_alignment=DT'),
  option('Alignment', 'ALIGNMENT_LB', 'Linebacker', 'def_alignment=LB'),
  option('Alignment', 'ALIGNMENT_SLOT', 'Slot', 'def_alignment=SLOT'),
  option('Alignment', 'ALIGNMENT_CB', 'Outside corner', 'def_alignment=CB'),
  option('Alignment', 'ALIGNMENT_SS', 'Strong safety', 'def_alignment=SS'),
  option('Alignment', 'ALIGNMENT_FS', 'Free safety', 'def_alignment=FS'),
];
const ROUTE_TYPE = [
  option('Route Type', 'ROUTE_IN', 'In', 'routeType=IN'),
  option('Route Type', 'ROUTE_OUT', 'Out', 'routeType=OUT'),
  option('Route Type', 'ROUTE_VERTICAL', 'Vertical', 'routeType=VERTICAL'),
  option('Route Type', 'ROUTE_RB_SCREEN', 'RB screen', 'routeType=RB_SCREEN'),
  option('Route Type', 'ROUTE_WR_SCREEN', 'WR screen', 'routeType=WR_SCREEN'),
];
const TARGET_LOCATION = [
  option(
    'Target Location',
    'TARGET_OUTSIDE_NUMBERS',
    'Outside the numbers',
    'targetLocation=OUTSIDE_NUMBERS',
  ),
  option('Target Location', 'TARGET_DOWN_SEAMS', 'Down the seams', 'targetLocation=DOWN_SEAMS'),
  option('Target Location', 'TARGET_BETWEEN_HASHES', 'Between the hashes', 'targetLocation=BETWEEN_HASHES'),
];
const SEPARATION = [
  option('Separation', 'SEPARATION_TIGHT', 'Tight window (under 1 yd)', 'separationType=TIGHT'),
  option('Separation', 'SEPARATION_OPEN', 'Open (3+ yds)', 'separationType=OPEN'),
];
/**
 * The cushion is the room the nearest defender gives the receiver at the snap. The league records
 * it as press or off coverage (rec_coverageType), which is how the film places the defender: about
 * a yard off in press, 4.5 yards or more in off coverage (league tracking, defense-formation.ts).
 */
const CUSHION = [
  option('Cushion', 'CUSHION_PRESS', 'Press (about 1 yd)', 'rec_coverageType=PRESS'),
  option('Cushion', 'CUSHION_OFF', 'Off (4+ yds)', 'rec_coverageType=OFF'),
];
const scoreDifferential = (side: 'offense' | 'defense') => [
  option('Score Differential', 'SCORE_LEADING', 'Leading', `${side}_scoreDifferentialType=LEADING`),
  option('Score Differential', 'SCORE_TIED', 'Tied', `${side}_scoreDifferentialType=TIED`),
  option('Score Differential', 'SCORE_TRAILING', 'Trailing', `${side}_scoreDifferentialType=TRAILING`),
];
const RUSH_DIRECTION = [
  option('Rush Direction', 'RUSH_INSIDE', 'Inside', 'rushDirection=INSIDE'),
  option('Rush Direction', 'RUSH_OUTSIDE', 'Outside', 'rushDirection=OUTSIDE'),
];
const DEFENDERS_IN_THE_BOX = [
  option('Defenders in the Box', 'BOX_LIGHT', 'Light (under 7)', 'defendersInTheBoxType=LIGHT'),
  option('Defenders in the Box', 'BOX_NEUTRAL', 'Neutral (7)', 'defendersInTheBoxType=NEUTRAL'),
  option('Defenders in the Box', 'BOX_STACKED', 'Stacked (8+)', 'defendersInTheBoxType=STACKED'),
];
const QB_FORMATION = [
  option('QB Formation', 'QB_FORMATION_SHOTGUN', 'Shotgun', 'qbAlignment=SHOTGUN'),
  option('QB Formation', 'QB_FORMATION_UNDER_CENTER', 'Under center', 'qbAlignment=UNDER_CENTER'),
  option('QB Formation', 'QB_FORMATION_PISTOL', 'Pistol', 'qbAlignment=PISTOL'),
];
const RED_ZONE = [
  option('Red Zone', 'RED_ZONE_IN', 'In the red zone', 'redzone=true'),
  option('Red Zone', 'RED_ZONE_OUT', 'Outside the red zone', 'redzone=false'),
];

const PASSING_SPLITS = [
  ...AIR_YARDS,
  ...TIME_TO_THROW,
  ...VS_PRESSURE,
  ...PLAY_ACTION,
  ...TARGET_LOCATION,
  ...SEPARATION,
  ...QB_FORMATION,
];
const RUSHING_SPLITS = [...RUSH_DIRECTION, ...DEFENDERS_IN_THE_BOX, ...QB_FORMATION];
const TEAM_SPLITS = [...PLAY_ACTION, ...QB_FORMATION];

/**
 * Every category's splits. A group appears where its filter says something about the category's
 * plays: air yards about passes, rush direction about carries; score and red zone everywhere.
 */
export const SPLIT_CATALOGUES: { readonly [C in SplitCategory]: readonly SplitOption[] } = {
  passing: [...PASSING_SPLITS, ...scoreDifferential('offense'), ...RED_ZONE],
  rushing: [...RUSHING_SPLITS, ...scoreDifferential('offense'), ...RED_ZONE],
  receiving: [
    ...AIR_YARDS,
    ...RECEIVER_ALIGNMENT,
    ...ROUTE_TYPE,
    ...TARGET_LOCATION,
    ...SEPARATION,
    ...CUSHION,
    ...PLAY_ACTION,
    ...scoreDifferential('offense'),
    ...RED_ZONE,
  ],
  defense: [
    ...DEFENDER_ALIGNMENT,
    ...VS_PRESSURE,
    ...PLAY_ACTION,
    ...DEFENDERS_IN_THE_BOX,
    ...QB_FORMATION,
    ...scoreDifferential('defense'),
    ...RED_ZONE,
  ],
  'team-offense': [...TEAM_SPLITS, ...DEFENDERS_IN_THE_BOX, ...scoreDifferential('offense'), ...RED_ZONE],
  'team-offense-pass': [...PASSING_SPLITS, ...CUSHION, ...scoreDifferential('offense'), ...RED_ZONE],
  'team-offense-rush': [...RUSHING_SPLITS, ...scoreDifferential('offense'), ...RED_ZONE],
  'team-defense': [...TEAM_SPLITS, ...DEFENDERS_IN_THE_BOX, ...scoreDifferential('defense'), ...RED_ZONE],
  'team-defense-pass': [...PASSING_SPLITS, ...CUSHION, ...scoreDifferential('defense'), ...RED_ZONE],
  'team-defense-rush': [...RUSHING_SPLITS, ...scoreDifferential('defense'), ...RED_ZONE],
};

export function isSplitCategory(value: unknown): value is SplitCategory {
  return typeof value === 'string' && (SPLIT_CATEGORIES as readonly string[]).includes(value);
}

/** A team category (the subject is a team) rather than a player one. */
export function isTeamSplitCategory(category: SplitCategory): boolean {
  return category.startsWith('team-');
}

/** A category's splits by group, groups in SPLIT_GROUPS order and options in catalogue order. */
export function groupSplitOptions<T extends { readonly group: SplitGroup }>(
  options: readonly T[],
): { group: SplitGroup; options: T[] }[] {
  return SPLIT_GROUPS.map((group) => ({
    group,
    options: options.filter((entry) => entry.group === group),
  })).filter((entry) => entry.options.length > 0);
}
