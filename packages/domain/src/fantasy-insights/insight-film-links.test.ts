import { describe, expect, it } from 'vitest';
import { parseFilmFilterQuery } from '../film/parse-film-filter-query.js';
import { asGameId, asNflId, asTeamId } from '../ids.js';
import {
  getDefenseFilmLink,
  getGameFilmLink,
  getRedZoneFilmLink,
  getSeasonFilmLink,
  getTouchdownFilmLink,
} from './insight-film-links.js';

const receiver = { nflId: asNflId(52594), position: 'WR' };
const back = { nflId: asNflId(52205), position: 'RB' };

describe('insight film links', () => {
  it("query a player's plays in his role, over a regular season or in one game", () => {
    expect(getSeasonFilmLink(receiver, 2024)).toEqual({
      kind: 'season',
      nflId: 52594,
      season: 2024,
      query: 'season=2024&seasonType=REG&targetId=52594',
    });
    expect(getSeasonFilmLink(back, 2024).query).toBe('season=2024&seasonType=REG&rusherId=52205');
    expect(
      getGameFilmLink(receiver, { week: 4, gameId: asGameId(2024092908), opponentTeamId: asTeamId('2120') }),
    ).toEqual({
      kind: 'game',
      nflId: 52594,
      week: 4,
      gameId: 2024092908,
      opponentTeamId: '2120',
      query: 'gameId=2024092908&targetId=52594',
    });
  });

  it('narrow to the red zone or to touchdowns', () => {
    expect(getRedZoneFilmLink(back, 2024).query).toBe(
      'season=2024&seasonType=REG&redzone=true&rusherId=52205',
    );
    expect(getTouchdownFilmLink(receiver, 2024).query).toBe(
      'season=2024&seasonType=REG&touchdown=true&targetId=52594',
    );
  });

  it("query a defense's runs against a back and passes against the others", () => {
    expect(getDefenseFilmLink(asTeamId('3800'), 2024, 'RB')).toMatchObject({
      side: 'run',
      query: 'season=2024&seasonType=REG&runPlay=true&defenseTeamId=3800',
    });
    expect(getDefenseFilmLink(asTeamId('3800'), 2024, 'TE')).toMatchObject({ side: 'pass' });
  });

  it('give queries the film room reads back as the same filters', () => {
    const parsed = parseFilmFilterQuery(new URLSearchParams(getRedZoneFilmLink(back, 2024).query), {
      currentSeason: 2025,
    });
    expect(parsed).toMatchObject({
      ok: true,
      filters: { season: [2024], seasonType: 'REG', redzone: true, rusherId: 52205 },
    });
  });
});
