import { describe, expect, it } from 'vitest';
import { asGameId, asNflId, asTeamId, type GameId, type NflId, type TeamId } from '../ids.js';
import {
  describeFilmFilter,
  DEFAULT_FILM_RESULTS_TITLE,
  getFilmResultsTitle,
  getActiveFilmFilterKeys,
  hasFilmPlayFilters,
  type FilmFilterNames,
} from './describe-film-filters.js';
import type { FilmFilters } from './film-filter-catalogue.js';

const DOE = asNflId(2558125);
const ROE = asNflId(2562382);
const KC = asTeamId('2310');
const BUF = asTeamId('0610');
const KC_AT_BUF = asGameId(2024101300);

const PLAYERS = new Map<NflId, string>([
  [DOE, 'J. Doe'],
  [ROE, 'R. Roe'],
]);
const TEAMS = new Map<TeamId, string>([
  [KC, 'KC'],
  [BUF, 'BUF'],
]);
const GAMES = new Map<GameId, string>([[KC_AT_BUF, 'KC @ BUF']]);

const names: FilmFilterNames = {
  player: (id) => PLAYERS.get(id),
  team: (id) => TEAMS.get(id),
  game: (id) => GAMES.get(id),
};
const noNames: FilmFilterNames = { player: () => undefined, team: () => undefined, game: () => undefined };

describe('describeFilmFilter', () => {
  it('labels each kind of filter', () => {
    expect(describeFilmFilter('season', [2024], names)).toBe('Season: 2024');
    expect(describeFilmFilter('season', [2023, 2024], names)).toBe('Season: 2023, 2024');
    expect(describeFilmFilter('seasonType', 'REG', names)).toBe('Season Type: REG');
    expect(describeFilmFilter('weekSlug', 'WEEK_3', names)).toBe('Week 3');
    expect(describeFilmFilter('weekSlug', 'WC', names)).toBe('Wild Card');
    expect(describeFilmFilter('week', 3, names)).toBe('Week Number: 3');
    expect(describeFilmFilter('quarter', 5, names)).toBe('Quarter: OT');
    expect(describeFilmFilter('quarter', 2, names)).toBe('Quarter: 2');
    expect(describeFilmFilter('down', 3, names)).toBe('Down: 3rd');
    expect(describeFilmFilter('passPlay', true, names)).toBe('Pass Play: Yes');
    expect(describeFilmFilter('redzone', false, names)).toBe('Red Zone: No');
    expect(describeFilmFilter('airYardType', 'DEEP', names)).toBe('Air Yards: Deep');
    expect(describeFilmFilter('playType', 'play_type_field_goal', names)).toBe('Play Type: Field Goal');
    expect(describeFilmFilter('rb', 2, names)).toBe('RBs on the Field: 2');
  });

  it('names players, teams and games, or shows their ids while unknown', () => {
    expect(describeFilmFilter('passerId', DOE, names)).toBe('Passer: J. Doe');
    expect(describeFilmFilter('possessionTeamId', KC, names)).toBe('Offense Team: KC');
    expect(describeFilmFilter('gameId', KC_AT_BUF, names)).toBe('Game: KC @ BUF');
    expect(describeFilmFilter('passerId', DOE, noNames)).toBe('Passer: #2558125');
    expect(describeFilmFilter('teamId', KC, noNames)).toBe('Team: #2310');
    expect(describeFilmFilter('gameId', KC_AT_BUF, noNames)).toBe('Game: #2024101300');
  });
});

describe('hasFilmPlayFilters', () => {
  it('ignores the view flag and an empty season list', () => {
    expect(hasFilmPlayFilters({})).toBe(false);
    expect(hasFilmPlayFilters({ displayGameFilmCards: true, season: [] })).toBe(false);
    expect(hasFilmPlayFilters({ redzone: false })).toBe(true);
  });
  it('lists the set filters in catalogue order', () => {
    expect(
      getActiveFilmFilterKeys({ rb: 0, displayGameFilmCards: true, season: [], passerId: DOE, quarter: 1 }),
    ).toEqual(['quarter', 'passerId', 'rb']);
  });
});

describe('getFilmResultsTitle', () => {
  const title = (filters: FilmFilters, known: FilmFilterNames = names) => getFilmResultsTitle(filters, known);

  it('is the spec default when nothing narrows the plays', () => {
    expect(DEFAULT_FILM_RESULTS_TITLE).toBe('Film Room Results');
    expect(title({})).toBe('Film Room Results');
    expect(title({ displayGameFilmCards: true })).toBe('Film Room Results');
    expect(title({ season: [] })).toBe('Film Room Results');
  });

  it('leads with the main player, then play filters, then the season', () => {
    expect(title({ passerId: DOE, airYardType: 'DEEP', season: [2025], seasonType: 'REG' })).toBe(
      'J. Doe — deep passes, 2025 REG',
    );
  });

  it('picks the passer before the target; the other player reads as a filter', () => {
    expect(title({ targetId: ROE, passerId: DOE })).toBe('J. Doe — Targeted Receiver: R. Roe');
    expect(title({ defenderId: ROE, nflId: DOE, def_sack: true })).toBe('R. Roe — sacks, Player: J. Doe');
    expect(title({ nflId: DOE, tackles: true, blitz: false, hustleStop: true })).toBe(
      'J. Doe — tackles, hustle stops',
    );
  });

  it('names the team side or the game after the player', () => {
    expect(title({ rusherId: DOE, possessionTeamId: KC, rushDirection: 'INSIDE' })).toBe(
      'J. Doe — KC offense, inside runs',
    );
    expect(title({ defenseTeamId: BUF, down: 3 })).toBe('BUF defense — 3rd down');
    expect(title({ gameId: KC_AT_BUF, teamId: KC, season: [2024], weekSlug: 'WEEK_6' })).toBe(
      'KC @ BUF — 2024 Week 6',
    );
  });

  it('names at most two play filters, in catalogue order', () => {
    expect(title({ touchdown: true, quarter: 5, redzone: true, teamId: KC, season: [2024] })).toBe(
      'KC — overtime, red zone, 2024',
    );
  });

  it('starts with a play filter when no player, team or game is chosen', () => {
    expect(title({ touchdown: true })).toBe('Touchdowns');
    expect(title({ playType: 'play_type_field_goal', season: [2023] })).toBe('Field goals — 2023');
    expect(title({ playAction: false })).toBe('Play Action: No');
  });

  it('keeps the default subject when only the period is chosen', () => {
    expect(title({ season: [2023, 2024, 2025], seasonType: 'REG,POST' })).toBe(
      'Film Room Results — 2023–2025 REG + POST',
    );
    expect(title({ season: [2019, 2021] })).toBe('Film Room Results — 2019/2021');
    expect(title({ seasonType: 'POST', weekSlug: 'SB', season: [2024] })).toBe(
      'Film Room Results — 2024 Super Bowl LIX',
    );
    expect(title({ week: 3 })).toBe('Film Room Results — week 3');
  });

  it('shows ids whose names are not known yet', () => {
    expect(title({ passerId: DOE, teamId: KC }, noNames)).toBe('#2558125 — #2310');
  });
});
