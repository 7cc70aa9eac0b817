import type { TeamId } from '@all22/domain';
import type { DivisionRegion, Franchise } from '../franchises/index.js';
import {
  DIVISION_REGIONS,
  getConferenceRotationDivision,
  getInterconferenceRotationDivision,
  getRotationCycle,
  getSeventeenthGameDivision,
} from './division-rotations.js';
import { assertDivisionRanks, type DivisionRanks } from './division-ranks.js';
import { CONFERENCES, getDivisionTeams } from './league-alignment.js';
import { FIRST_SEVENTEEN_GAME_SEASON } from './season-format.js';

/** Why two teams meet, by the NFL's scheduling formula. */
export type MatchupKind =
  /** Division rivals, home and away (6 per team). */
  | 'division'
  /** All four teams of a same-conference division on the 3-year rotation (4). */
  | 'conference-rotation'
  /** All four teams of an other-conference division on the 4-year rotation (4). */
  | 'interconference-rotation'
  /** Same-place finishers of the two remaining same-conference divisions (2). */
  | 'conference-same-place'
  /** From 2021: the same-place finisher of an other-conference division (1). */
  | 'interconference-same-place';

/** One regular-season game before it has a week: who hosts, who visits, and why they meet. */
export interface RegularSeasonMatchup {
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
  kind: MatchupKind;
}

export interface RegularSeasonMatchupsInput {
  season: number;
  /** Each team's finish in its division the season before (the caller's standings, or a seeded order for the first season). */
  previousDivisionRanks: DivisionRanks;
}

const game = (home: Franchise, visitor: Franchise, kind: MatchupKind): RegularSeasonMatchup => ({
  homeTeamId: home.teamId,
  visitorTeamId: visitor.teamId,
  kind,
});

/**
 * A full 4×4 rotation between two divisions, each team hosting two and visiting two: team i of
 * `first` hosts team j of `second` when (i + j + 2·cycle) mod 4 < 2. Adding 2 per cycle swaps
 * every home site the next time the same two divisions meet, as the NFL does.
 */
const createRotationGames = (
  first: readonly Franchise[],
  second: readonly Franchise[],
  cycle: number,
  kind: MatchupKind,
): RegularSeasonMatchup[] =>
  first.flatMap((a, i) =>
    second.map((b, j) => ((i + j + 2 * cycle) % 4 < 2 ? game(a, b, kind) : game(b, a, kind))),
  );

/**
 * Every regular-season matchup of `season` by the NFL formula: 6 division games, 4 against a
 * same-conference division (3-year rotation), 4 against an other-conference division (4-year
 * rotation), 2 against the same-place finishers of the two remaining same-conference divisions,
 * and from 2021 a 17th against the same-place finisher of the other-conference division met two
 * seasons earlier.
 *
 * Home sites: 8 home and 8 away up to 2020. From 2021 the 17th game is hosted by the AFC team in
 * odd seasons and the NFC team in even ones (AFC in 2021, NFC in 2022, as played), so half the
 * league has 9 home games. Same-place games form a cycle per place (East → a remaining division
 * → East's rotation partner → the other remaining division → East), each team hosting one and
 * visiting one; the cycle's direction flips by season.
 */
export function createRegularSeasonMatchups({
  season,
  previousDivisionRanks,
}: RegularSeasonMatchupsInput): RegularSeasonMatchup[] {
  assertDivisionRanks(previousDivisionRanks);
  const rankOf = (team: Franchise): number => previousDivisionRanks.get(team.teamId) ?? 0;
  const teamAtPlace = (teams: readonly Franchise[], place: number): Franchise => {
    const team = teams.find((candidate) => rankOf(candidate) === place);
    if (!team) throw new RangeError(`No team at place ${place}`);
    return team;
  };
  const matchups: RegularSeasonMatchup[] = [];

  for (const conference of CONFERENCES) {
    for (const region of DIVISION_REGIONS) {
      const teams = getDivisionTeams(conference, region);
      for (const home of teams) {
        for (const visitor of teams) if (home !== visitor) matchups.push(game(home, visitor, 'division'));
      }
    }

    const conferenceCycle = getRotationCycle(season, 3);
    for (const region of DIVISION_REGIONS) {
      const partner = getConferenceRotationDivision(season, region);
      if (DIVISION_REGIONS.indexOf(partner) < DIVISION_REGIONS.indexOf(region)) continue;
      matchups.push(
        ...createRotationGames(
          getDivisionTeams(conference, region),
          getDivisionTeams(conference, partner),
          conferenceCycle,
          'conference-rotation',
        ),
      );
    }

    const eastPartner = getConferenceRotationDivision(season, 'East');
    const [third, fourth] = DIVISION_REGIONS.filter(
      (region) => region !== 'East' && region !== eastPartner,
    ) as [DivisionRegion, DivisionRegion];
    const cycle: DivisionRegion[] =
      season % 2 === 0 ? ['East', third, eastPartner, fourth] : ['East', fourth, eastPartner, third];
    for (let place = 1; place <= 4; place += 1) {
      cycle.forEach((region, index) => {
        const next = cycle[(index + 1) % cycle.length] ?? 'East';
        matchups.push(
          game(
            teamAtPlace(getDivisionTeams(conference, region), place),
            teamAtPlace(getDivisionTeams(conference, next), place),
            'conference-same-place',
          ),
        );
      });
    }
  }

  const interconferenceCycle = getRotationCycle(season, 4);
  for (const afcRegion of DIVISION_REGIONS) {
    matchups.push(
      ...createRotationGames(
        getDivisionTeams('AFC', afcRegion),
        getDivisionTeams('NFC', getInterconferenceRotationDivision(season, afcRegion)),
        interconferenceCycle,
        'interconference-rotation',
      ),
    );
  }

  if (season >= FIRST_SEVENTEEN_GAME_SEASON) {
    const afcHosts = season % 2 === 1;
    for (const afcRegion of DIVISION_REGIONS) {
      const afcTeams = getDivisionTeams('AFC', afcRegion);
      const nfcTeams = getDivisionTeams('NFC', getSeventeenthGameDivision(season, afcRegion));
      for (let place = 1; place <= 4; place += 1) {
        const afc = teamAtPlace(afcTeams, place);
        const nfc = teamAtPlace(nfcTeams, place);
        matchups.push(
          afcHosts
            ? game(afc, nfc, 'interconference-same-place')
            : game(nfc, afc, 'interconference-same-place'),
        );
      }
    }
  }
  return matchups;
}
