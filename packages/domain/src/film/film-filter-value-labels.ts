import { formatOrdinal } from '../display/format-ordinal.js';
import { getWeekText } from '../weeks/week-text.js';
import { isWeekSlug, type WeekSlug } from '../weeks/week-slug.js';
import type { FILM_FILTER_FIELDS, FilmFilterKey, FilmFilters } from './film-filter-catalogue.js';

type FilmFilterEntry = (typeof FILM_FILTER_FIELDS)[number];
type EnumFilterKey = Extract<FilmFilterEntry, { type: { kind: 'enum' } }>['key'];
type ValueOf<K extends FilmFilterKey> = NonNullable<FilmFilters[K]>;

const SCORE_DIFFERENTIAL_LABELS = { LEADING: 'Leading', TRAILING: 'Trailing', TIED: 'Tied' } as const;

/**
 * Readable words for every enumeration value, so the compiler notices a value added to the
 * catalogue. Week slugs take the weeks' own names instead (getWeekText).
 */
const ENUM_VALUE_LABELS: { readonly [K in Exclude<EnumFilterKey, 'weekSlug'>]: Record<ValueOf<K>, string> } =
  {
    // Season types stay as the API spells them: the film room's users read "REG" and "POST".
    seasonType: { PRE: 'PRE', REG: 'REG', POST: 'POST', 'REG,POST': 'REG + POST' },
    playType: {
      play_type_rush: 'Rush',
      play_type_pass: 'Pass',
      play_type_sack: 'Sack',
      play_type_kickoff: 'Kickoff',
      play_type_punt: 'Punt',
      play_type_xp: 'Extra Point',
      play_type_field_goal: 'Field Goal',
      play_type_two_point_conversion: 'Two-Point Conversion',
    },
    yardsToGoType: { SHORT: 'Short', MID: 'Mid', LONG: 'Long' },
    airYardType: { SHORT: 'Short', INTERMEDIATE: 'Intermediate', DEEP: 'Deep' },
    dropbackTimeType: { QUICK: 'Quick', LONG: 'Long' },
    rushDirection: { INSIDE: 'Inside', OUTSIDE: 'Outside' },
    receiverAlignment: { WIDE: 'Wide', SLOT: 'Slot', TIGHT: 'Tight', BACKFIELD: 'Backfield' },
    separationType: { TIGHT: 'Tight', OPEN: 'Open' },
    targetLocation: {
      OUTSIDE_NUMBERS: 'Outside the Numbers',
      DOWN_SEAMS: 'Down the Seams',
      BETWEEN_HASHES: 'Between the Hashes',
    },
    rec_coverageType: { PRESS: 'Press', OFF: 'Off' },
    routeType: { IN: 'In', OUT: 'Out', VERTICAL: 'Vertical', RB_SCREEN: 'RB Screen', WR_SCREEN: 'WR Screen' },
    def_coverageType: { MAN: 'Man', ZONE: 'Zone' },
    def_alignment: { EDGE: 'Edge', DT: 'DT', LB: 'LB', SLOT: 'Slot', CB: 'CB', SS: 'SS', FS: 'FS' },
    // Miles per hour, as Next Gen Stats reports speeds (film-buckets.ts).
    maxSpeedType: { LESS_THAN_15: 'Under 15 mph', OVER_15: '15+ mph', OVER_20: '20+ mph' },
    qbAlignment: { SHOTGUN: 'Shotgun', UNDER_CENTER: 'Under Center', PISTOL: 'Pistol' },
    offense_scoreDifferentialType: SCORE_DIFFERENTIAL_LABELS,
    defense_scoreDifferentialType: SCORE_DIFFERENTIAL_LABELS,
    personnel: { DIME: 'Dime', NICKEL: 'Nickel', BASE: 'Base' },
    defendersInTheBoxType: { LIGHT: 'Light', NEUTRAL: 'Neutral', STACKED: 'Stacked' },
  };

/** A week slug's name; the Super Bowl carries its numeral only when its season is known. */
export function getFilmWeekLabel(slug: WeekSlug, season?: number): string {
  return slug === 'SB' && season === undefined ? 'Super Bowl' : getWeekText(slug, season ?? 0);
}

/**
 * Readable words for an enumeration filter's value: "Deep" (airYardType DEEP), "Field Goal"
 * (play_type_field_goal), "Week 3" (weekSlug WEEK_3), "Wild Card" (WC). Season types stay codes
 * ("REG", "REG + POST"). An unknown value comes back as given.
 */
export function getEnumValueLabel(key: FilmFilterKey, value: string): string {
  if (key === 'weekSlug') return isWeekSlug(value) ? getFilmWeekLabel(value) : value;
  const labels = (ENUM_VALUE_LABELS as Partial<Record<string, Readonly<Record<string, string>>>>)[key];
  return labels?.[value] ?? value;
}

/** A whole-number filter's value: quarter 5 is "OT", downs are ordinals ("3rd"), counts as digits. */
export function getIntegerValueLabel(key: FilmFilterKey, value: number): string {
  if (key === 'quarter' && value === 5) return 'OT';
  if (key === 'down') return formatOrdinal(value);
  return String(value);
}
