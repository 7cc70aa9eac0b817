import { describe, expect, it } from 'vitest';
import { parseFilmFilterQuery } from '../film/parse-film-filter-query.js';
import { asGameId, asNflId, asTeamId } from '../ids.js';
import {
  getExplosiveRunsFilmQuery,
  getPlayerGameFilmQuery,
  getTeamEfficiencyFilmQueries,
  getTeamPlayTypeFilmQuery,
} from './league-insight-film-links.js';

const TEAM = asTeamId('2200');

describe('league insight film links', () => {
  it("gives one query per play type for a team's offense over a regular season", () => {
    expect(getTeamEfficiencyFilmQueries({ kind: 'season', season: 2024 }, TEAM, 'offense')).toEqual([
      {
        playType: 'play_type_rush',
        query: 'season=2024&seasonType=REG&playType=play_type_rush&possessionTeamId=2200',
      },
      {
        playType: 'play_type_pass',
        query: 'season=2024&seasonType=REG&playType=play_type_pass&possessionTeamId=2200',
      },
      {
        playType: 'play_type_sack',
        query: 'season=2024&seasonType=REG&playType=play_type_sack&possessionTeamId=2200',
      },
    ]);
  });

  it('names the defense by defenseTeamId, a week by week and a game by gameId alone', () => {
    expect(
      getTeamPlayTypeFilmQuery({ kind: 'week', season: 2024, week: 5 }, TEAM, 'defense', 'play_type_pass'),
    ).toBe('season=2024&seasonType=REG&week=5&playType=play_type_pass&defenseTeamId=2200');
    expect(
      getTeamPlayTypeFilmQuery(
        { kind: 'game', gameId: asGameId(2024100600) },
        TEAM,
        'offense',
        'play_type_rush',
      ),
    ).toBe('gameId=2024100600&playType=play_type_rush&possessionTeamId=2200');
  });

  it("finds a player's plays in his role in one game, and a team's explosive runs", () => {
    expect(getPlayerGameFilmQuery('rusherId', asNflId(52330), asGameId(2024100600))).toBe(
      'gameId=2024100600&rusherId=52330',
    );
    expect(getExplosiveRunsFilmQuery({ kind: 'season', season: 2024 }, TEAM)).toBe(
      'season=2024&seasonType=REG&rush10PlusYards=true&possessionTeamId=2200',
    );
  });

  it('gives queries the film room parses back without a problem', () => {
    const query = getTeamPlayTypeFilmQuery(
      { kind: 'week', season: 2024, week: 5 },
      TEAM,
      'offense',
      'play_type_sack',
    );
    const parsed = parseFilmFilterQuery(new URLSearchParams(query), { currentSeason: 2024 });
    expect(parsed).toMatchObject({ ok: true });
    expect(parsed.ok && parsed.filters).toMatchObject({
      week: 5,
      playType: 'play_type_sack',
      possessionTeamId: TEAM,
    });
  });
});
