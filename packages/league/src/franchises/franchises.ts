import { asTeamId, type TeamId } from '@all22/domain';

export type ConferenceAbbr = 'AFC' | 'NFC';
export type DivisionRegion = 'East' | 'North' | 'South' | 'West';

/** A real NFL franchise: public facts only (names, abbreviation, alignment, colours). */
export interface Franchise {
  /** Stable 4-digit id; Arizona's "3800" is the spec's default team. */
  readonly teamId: TeamId;
  readonly abbr: string;
  readonly city: string;
  readonly nick: string;
  readonly conferenceAbbr: ConferenceAbbr;
  readonly division: DivisionRegion;
  /** Hex colours, "#RRGGBB". */
  readonly primaryColor: string;
  readonly secondaryColor: string;
}

type Row = [
  id: string,
  abbr: string,
  city: string,
  nick: string,
  conf: ConferenceAbbr,
  div: DivisionRegion,
  primary: string,
  secondary: string,
];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['0610', 'BUF', 'Buffalo', 'Bills', 'AFC', 'East', '#00338D', '#C60C30'],
  ['2700', 'MIA', 'Miami', 'Dolphins', 'AFC', 'East', '#008E97', '#FC4C02'],
  ['3200', 'NE', 'New England', 'Patriots', 'AFC', 'East', '#002244', '#C60C30'],
  ['3430', 'NYJ', 'New York', 'Jets', 'AFC', 'East', '#125740', '#FFFFFF'],
  ['0325', 'BAL', 'Baltimore', 'Ravens', 'AFC', 'North', '#241773', '#9E7C0C'],
  ['0920', 'CIN', 'Cincinnati', 'Bengals', 'AFC', 'North', '#FB4F14', '#000000'],
  ['1050', 'CLE', 'Cleveland', 'Browns', 'AFC', 'North', '#311D00', '#FF3C00'],
  ['3900', 'PIT', 'Pittsburgh', 'Steelers', 'AFC', 'North', '#FFB612', '#101820'],
  ['2120', 'HOU', 'Houston', 'Texans', 'AFC', 'South', '#03202F', '#A71930'],
  ['2200', 'IND', 'Indianapolis', 'Colts', 'AFC', 'South', '#002C5F', '#A2AAAD'],
  ['2250', 'JAX', 'Jacksonville', 'Jaguars', 'AFC', 'South', '#006778', '#D7A22A'],
  ['2100', 'TEN', 'Tennessee', 'Titans', 'AFC', 'South', '#0C2340', '#4B92DB'],
  ['1400', 'DEN', 'Denver', 'Broncos', 'AFC', 'West', '#FB4F14', '#002244'],
  ['2310', 'KC', 'Kansas City', 'Chiefs', 'AFC', 'West', '#E31837', '#FFB81C'],
  ['2520', 'LV', 'Las Vegas', 'Raiders', 'AFC', 'West', '#000000', '#A5ACAF'],
  ['4400', 'LAC', 'Los Angeles', 'Chargers', 'AFC', 'West', '#0080C6', '#FFC20E'],
  ['1200', 'DAL', 'Dallas', 'Cowboys', 'NFC', 'East', '#003594', '#869397'],
  ['3410', 'NYG', 'New York', 'Giants', 'NFC', 'East', '#0B2265', '#A71930'],
  ['3700', 'PHI', 'Philadelphia', 'Eagles', 'NFC', 'East', '#004C54', '#A5ACAF'],
  ['5110', 'WAS', 'Washington', 'Commanders', 'NFC', 'East', '#5A1414', '#FFB612'],
  ['0810', 'CHI', 'Chicago', 'Bears', 'NFC', 'North', '#0B162A', '#C83803'],
  ['1540', 'DET', 'Detroit', 'Lions', 'NFC', 'North', '#0076B6', '#B0B7BC'],
  ['1800', 'GB', 'Green Bay', 'Packers', 'NFC', 'North', '#203731', '#FFB612'],
  ['3000', 'MIN', 'Minnesota', 'Vikings', 'NFC', 'North', '#4F2683', '#FFC62F'],
  ['0200', 'ATL', 'Atlanta', 'Falcons', 'NFC', 'South', '#A71930', '#000000'],
  ['0750', 'CAR', 'Carolina', 'Panthers', 'NFC', 'South', '#0085CA', '#101820'],
  ['3300', 'NO', 'New Orleans', 'Saints', 'NFC', 'South', '#D3BC8D', '#101820'],
  ['4900', 'TB', 'Tampa Bay', 'Buccaneers', 'NFC', 'South', '#D50A0A', '#34302B'],
  ['3800', 'ARI', 'Arizona', 'Cardinals', 'NFC', 'West', '#97233F', '#FFB612'],
  ['2510', 'LA', 'Los Angeles', 'Rams', 'NFC', 'West', '#003594', '#FFA300'],
  ['4500', 'SF', 'San Francisco', '49ers', 'NFC', 'West', '#AA0000', '#B3995D'],
  ['4600', 'SEA', 'Seattle', 'Seahawks', 'NFC', 'West', '#002244', '#69BE28'],
];

/** The 32 franchises, ordered by conference, then division, then abbreviation. */
export const FRANCHISES: readonly Franchise[] = ROWS.map(
  ([teamId, abbr, city, nick, conferenceAbbr, division, primaryColor, secondaryColor]) => ({
    teamId: asTeamId(teamId),
    abbr,
    city,
    nick,
    conferenceAbbr,
    division,
    primaryColor,
    secondaryColor,
  }),
);

/** "Arizona Cardinals". */
export function getFranchiseFullName(franchise: Franchise): string {
  return `${franchise.city} ${franchise.nick}`;
}

/** Division abbreviation as the league writes it: "NFC West" → "NFCW". */
export function getDivisionAbbr(franchise: Franchise): string {
  return `${franchise.conferenceAbbr}${franchise.division.charAt(0)}`;
}

const BY_ID = new Map(FRANCHISES.map((franchise) => [franchise.teamId as string, franchise]));

export function findFranchise(teamId: string): Franchise | undefined {
  return BY_ID.get(teamId);
}
