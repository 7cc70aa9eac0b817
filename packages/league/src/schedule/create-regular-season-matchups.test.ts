import type { TeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/index.js';
import { createRandom } from '../random/index.js';
import {
  createRegularSeasonMatchups,
  type MatchupKind,
  type RegularSeasonMatchup,
} from './create-regular-season-matchups.js';
import {
  getConferenceRotationDivision,
  getInterconferenceRotationDivision,
  getSeventeenthGameDivision,
} from './division-rotations.js';
import { createRandomDivisionRanks, type DivisionRank } from './division-ranks.js';
import { getDivisionName, requireFranchise } from './league-alignment.js';
import { createListedOrderRanks, teamByAbbr } from '../testing/schedule.js';

const SEASONS = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

const gamesOf = (matchups: readonly RegularSeasonMatchup[], teamId: TeamId, kind?: MatchupKind) =>
  matchups.filter(
    (game) => (game.homeTeamId === teamId || game.visitorTeamId === teamId) && (!kind || game.kind === kind),
  );
const opponentOf = (game: RegularSeasonMatchup, teamId: TeamId): TeamId =>
  game.homeTeamId === teamId ? game.visitorTeamId : game.homeTeamId;

describe('createRegularSeasonMatchups', () => {
  it.each(SEASONS)('builds %i by the formula for every team', (season) => {
    const ranks = createRandomDivisionRanks(createRandom(`ranks-${season}`));
    const matchups = createRegularSeasonMatchups({ season, previousDivisionRanks: ranks });
    const seventeen = season >= 2021;
    expect(matchups).toHaveLength(seventeen ? 272 : 256);

    for (const team of FRANCHISES) {
      const id = team.teamId;
      const all = gamesOf(matchups, id);
      expect(all).toHaveLength(seventeen ? 17 : 16);
      expect(all.every((game) => game.homeTeamId !== game.visitorTeamId)).toBe(true);

      // 6 division games: each rival twice, once at home.
      const division = gamesOf(matchups, id, 'division');
      expect(division).toHaveLength(6);
      for (const rival of FRANCHISES.filter(
        (other) => other !== team && getDivisionName(other) === getDivisionName(team),
      )) {
        const meetings = division.filter((game) => opponentOf(game, id) === rival.teamId);
        expect(meetings.map((game) => game.homeTeamId === id).sort()).toEqual([false, true]);
      }

      // 4 + 4 rotation games: all four teams of the rotated divisions, two at home each.
      const conference = gamesOf(matchups, id, 'conference-rotation');
      const partner = getConferenceRotationDivision(season, team.division);
      expect(
        conference.map((game) => getDivisionName(requireFranchise(opponentOf(game, id)))).sort(),
      ).toEqual(Array(4).fill(`${team.conferenceAbbr} ${partner}`));
      expect(conference.filter((game) => game.homeTeamId === id)).toHaveLength(2);
      const inter = gamesOf(matchups, id, 'interconference-rotation');
      const interRegion =
        team.conferenceAbbr === 'AFC'
          ? getInterconferenceRotationDivision(season, team.division)
          : (['East', 'North', 'South', 'West'] as const).find(
              (afc) => getInterconferenceRotationDivision(season, afc) === team.division,
            );
      expect(new Set(inter.map((game) => getDivisionName(requireFranchise(opponentOf(game, id)))))).toEqual(
        new Set([`${team.conferenceAbbr === 'AFC' ? 'NFC' : 'AFC'} ${interRegion}`]),
      );
      expect(new Set(inter.map((game) => opponentOf(game, id))).size).toBe(4);
      expect(inter.filter((game) => game.homeTeamId === id)).toHaveLength(2);

      // 2 same-place games against the two remaining same-conference divisions, one at home.
      const samePlace = gamesOf(matchups, id, 'conference-same-place');
      expect(samePlace).toHaveLength(2);
      const opponents = samePlace.map((game) => requireFranchise(opponentOf(game, id)));
      expect(opponents.every((opponent) => ranks.get(opponent.teamId) === ranks.get(id))).toBe(true);
      expect(opponents.every((opponent) => opponent.conferenceAbbr === team.conferenceAbbr)).toBe(true);
      expect(new Set(opponents.map((opponent) => opponent.division))).toEqual(
        new Set(
          ['East', 'North', 'South', 'West'].filter(
            (region) => region !== team.division && region !== partner,
          ),
        ),
      );
      expect(samePlace.filter((game) => game.homeTeamId === id)).toHaveLength(1);

      // From 2021 the 17th game: same place, other conference, the rotation's division, AFC at home in odd seasons.
      const extra = gamesOf(matchups, id, 'interconference-same-place');
      expect(extra).toHaveLength(seventeen ? 1 : 0);
      const [seventeenth] = extra;
      if (seventeenth) {
        const opponent = requireFranchise(opponentOf(seventeenth, id));
        expect(ranks.get(opponent.teamId)).toBe(ranks.get(id));
        expect(opponent.conferenceAbbr).not.toBe(team.conferenceAbbr);
        const afc = team.conferenceAbbr === 'AFC' ? team : opponent;
        const nfc = team.conferenceAbbr === 'AFC' ? opponent : team;
        expect(nfc.division).toBe(getSeventeenthGameDivision(season, afc.division));
        expect(seventeenth.homeTeamId).toBe(season % 2 === 1 ? afc.teamId : nfc.teamId);
      }

      // Home and away balance.
      const home = all.filter((game) => game.homeTeamId === id).length;
      const expectedHome = !seventeen ? 8 : (team.conferenceAbbr === 'AFC') === (season % 2 === 1) ? 9 : 8;
      expect(home).toBe(expectedHome);
      expect(all.length - home).toBe(seventeen ? 17 - expectedHome : 8);
    }
  });

  it('plays no pair of teams twice except division rivals', () => {
    const matchups = createRegularSeasonMatchups({
      season: 2024,
      previousDivisionRanks: createListedOrderRanks(),
    });
    const counts = new Map<string, number>();
    for (const game of matchups.filter((candidate) => candidate.kind !== 'division')) {
      const key = [game.homeTeamId, game.visitorTeamId].sort().join('-');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBe(1);
  });

  it('gives the 2021 Patriots their real opponent divisions (AFC South, NFC South, NFC East for the 17th)', () => {
    const matchups = createRegularSeasonMatchups({
      season: 2021,
      previousDivisionRanks: createListedOrderRanks(),
    });
    const patriots = teamByAbbr('NE').teamId;
    const divisionsMet = (kind: MatchupKind) =>
      new Set(
        gamesOf(matchups, patriots, kind).map((game) =>
          getDivisionName(requireFranchise(opponentOf(game, patriots))),
        ),
      );
    expect(divisionsMet('conference-rotation')).toEqual(new Set(['AFC South']));
    expect(divisionsMet('interconference-rotation')).toEqual(new Set(['NFC South']));
    expect(divisionsMet('interconference-same-place')).toEqual(new Set(['NFC East']));
  });

  it('rejects previous ranks that miss a team or repeat a place', () => {
    const ranks = createListedOrderRanks();
    const missing = new Map(ranks);
    missing.delete(teamByAbbr('ARI').teamId);
    expect(() => createRegularSeasonMatchups({ season: 2024, previousDivisionRanks: missing })).toThrow(
      /ARI/,
    );
    const repeated = new Map(ranks);
    repeated.set(teamByAbbr('SEA').teamId, repeated.get(teamByAbbr('ARI').teamId) as DivisionRank);
    expect(() => createRegularSeasonMatchups({ season: 2024, previousDivisionRanks: repeated })).toThrow(
      RangeError,
    );
  });
});
