import type { TeamId } from '@all22/domain';
import type { ConferenceAbbr } from '../franchises/index.js';
import { getPlayoffSeedCount } from './season-format.js';

/** Each conference's playoff seeds, best first (index 0 is seed 1): 6 teams up to 2019, 7 from 2020. */
export type ConferenceSeeds = Readonly<Record<ConferenceAbbr, readonly TeamId[]>>;

export type PostseasonRound = 'WC' | 'DIV' | 'CONF' | 'SB';

/** A playoff game before it is dated. Seeds are within the team's conference. */
export interface PostseasonMatchup {
  round: PostseasonRound;
  /** The conference of both teams; null for the Super Bowl. */
  conferenceAbbr: ConferenceAbbr | null;
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
  homeSeed: number;
  visitorSeed: number;
}

const CONFERENCE_ORDER: readonly ConferenceAbbr[] = ['AFC', 'NFC'];

const assertSeeds = (season: number, seeds: ConferenceSeeds): void => {
  const expected = getPlayoffSeedCount(season);
  for (const conference of CONFERENCE_ORDER) {
    const list = seeds[conference];
    if (list.length !== expected || new Set(list).size !== expected) {
      throw new RangeError(`${season} needs ${expected} distinct ${conference} seeds, got ${list.length}`);
    }
  }
};

const seedOf = (seeds: readonly TeamId[], teamId: TeamId): number => seeds.indexOf(teamId) + 1;

/** The better (lower) seed hosts. */
const hostedByBetterSeed = (
  round: PostseasonRound,
  conferenceAbbr: ConferenceAbbr,
  seeds: readonly TeamId[],
  a: TeamId,
  b: TeamId,
): PostseasonMatchup => {
  const [home, visitor] = seedOf(seeds, a) < seedOf(seeds, b) ? [a, b] : [b, a];
  return {
    round,
    conferenceAbbr,
    homeTeamId: home,
    visitorTeamId: visitor,
    homeSeed: seedOf(seeds, home),
    visitorSeed: seedOf(seeds, visitor),
  };
};

/**
 * Wild Card round. Up to 2019 (6 seeds): seeds 1 and 2 rest, 3 hosts 6 and 4 hosts 5. From 2020
 * (7 seeds): only seed 1 rests; 2 hosts 7, 3 hosts 6, 4 hosts 5. AFC games first.
 */
export function createWildCardMatchups(season: number, seeds: ConferenceSeeds): PostseasonMatchup[] {
  assertSeeds(season, seeds);
  const byes = seeds.AFC.length === 7 ? 1 : 2;
  return CONFERENCE_ORDER.flatMap((conference) => {
    const list = seeds[conference];
    const matchups: PostseasonMatchup[] = [];
    for (let better = byes + 1, worse = list.length; better < worse; better += 1, worse -= 1) {
      matchups.push(
        hostedByBetterSeed('WC', conference, list, list[better - 1] as TeamId, list[worse - 1] as TeamId),
      );
    }
    return matchups;
  });
}

/** The seeds still alive in a conference: those with a bye plus the previous round's winners, best first. */
const remainingSeeds = (list: readonly TeamId[], alive: ReadonlySet<TeamId>): TeamId[] =>
  list.filter((teamId) => alive.has(teamId));

/**
 * Divisional round, with reseeding: in each conference the best remaining seed hosts the worst
 * remaining seed, and the other two meet at the better seed's home. `wildCardWinners` are the Wild
 * Card round's winners (both conferences); the bye teams are added from `seeds`.
 */
export function createDivisionalMatchups(
  season: number,
  seeds: ConferenceSeeds,
  wildCardWinners: Iterable<TeamId>,
): PostseasonMatchup[] {
  assertSeeds(season, seeds);
  const byes = seeds.AFC.length === 7 ? 1 : 2;
  const winners = new Set(wildCardWinners);
  return CONFERENCE_ORDER.flatMap((conference) => {
    const list = seeds[conference];
    const alive = new Set([...list.slice(0, byes), ...list.filter((teamId) => winners.has(teamId))]);
    const remaining = remainingSeeds(list, alive);
    if (remaining.length !== 4)
      throw new RangeError(`${conference} needs 4 divisional teams, got ${remaining.length}`);
    const [first, second, third, fourth] = remaining as [TeamId, TeamId, TeamId, TeamId];
    return [
      hostedByBetterSeed('DIV', conference, list, first, fourth),
      hostedByBetterSeed('DIV', conference, list, second, third),
    ];
  });
}

/** Conference championships: the two divisional winners of each conference, the better seed hosting. */
export function createConferenceMatchups(
  season: number,
  seeds: ConferenceSeeds,
  divisionalWinners: Iterable<TeamId>,
): PostseasonMatchup[] {
  assertSeeds(season, seeds);
  const winners = new Set(divisionalWinners);
  return CONFERENCE_ORDER.map((conference) => {
    const list = seeds[conference];
    const remaining = remainingSeeds(list, winners);
    if (remaining.length !== 2)
      throw new RangeError(`${conference} needs 2 championship teams, got ${remaining.length}`);
    return hostedByBetterSeed('CONF', conference, list, remaining[0] as TeamId, remaining[1] as TeamId);
  });
}

/**
 * The conference whose champion is the Super Bowl's designated home team: the NFC in
 * odd-numbered Super Bowls and the AFC in even-numbered ones (Super Bowl number = season − 1965;
 * so LIII after 2018: NFC, LIV after 2019: AFC, as played). The game is at a neutral site.
 */
export function getSuperBowlHomeConference(season: number): ConferenceAbbr {
  return (season - 1965) % 2 === 0 ? 'AFC' : 'NFC';
}

/** The Super Bowl between the two conference champions. */
export function createSuperBowlMatchup(
  season: number,
  seeds: ConferenceSeeds,
  conferenceWinners: Iterable<TeamId>,
): PostseasonMatchup {
  assertSeeds(season, seeds);
  const winners = new Set(conferenceWinners);
  const [afc] = remainingSeeds(seeds.AFC, winners);
  const [nfc] = remainingSeeds(seeds.NFC, winners);
  if (!afc || !nfc) throw new RangeError('The Super Bowl needs one AFC and one NFC champion');
  const afcHome = getSuperBowlHomeConference(season) === 'AFC';
  const [home, visitor] = afcHome ? [afc, nfc] : [nfc, afc];
  const [homeSeeds, visitorSeeds] = afcHome ? [seeds.AFC, seeds.NFC] : [seeds.NFC, seeds.AFC];
  return {
    round: 'SB',
    conferenceAbbr: null,
    homeTeamId: home,
    visitorTeamId: visitor,
    homeSeed: seedOf(homeSeeds, home),
    visitorSeed: seedOf(visitorSeeds, visitor),
  };
}
