import type { Player } from '@all22/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { currentWeek, finalGame, teams, upcomingGame } from '../test/schedule-fixtures';

const subscriber = () =>
  createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true } });

const ravens = teams.bal;
const player: Player = {
  nflId: 2558125,
  gsisId: '00-0033873',
  smartId: '00000000-0000-4000-8000-000002558125',
  displayName: 'Dean Passer',
  firstName: 'Dean',
  lastName: 'Passer',
  position: 'QB',
  positionGroup: 'QB',
  jerseyNumber: 8,
  currentTeamId: ravens.teamId,
  birthDate: '1997-01-07',
  heightInches: 74,
  weight: 212,
  college: 'Louisville',
  experience: 7,
  status: 'ACT',
  headshot: null,
  currentTeam: {
    teamId: ravens.teamId,
    smartId: ravens.smartId,
    abbr: ravens.abbr,
    fullName: ravens.fullName,
    nick: ravens.nick,
    logo: ravens.logo,
    primaryColor: ravens.primaryColor,
    secondaryColor: ravens.secondaryColor,
    conferenceAbbr: 'AFC',
    division: { abbr: 'AN', fullName: 'AFC North' },
  },
  injury: { injuryStatus: 'QUESTIONABLE', bodyPart: 'Ankle', practiceStatus: null },
};

function stubPlayerCalls(overrides: Record<string, () => Response> = {}) {
  // Week 1 played, week 2 the bye, week 3 still to come at home against Arizona.
  const weekOne = { ...finalGame, week: 1, weekSlug: 'WEEK_1' };
  const weekThree = {
    ...upcomingGame,
    week: 3,
    weekSlug: 'WEEK_3',
    homeTeamId: ravens.teamId,
    homeTeam: { ...upcomingGame.homeTeam, ...ravens },
  };
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse({ games: [] }),
    '/api/players/player': () => jsonResponse(player),
    '/api/teams/schedule': () => jsonResponse([weekOne, weekThree]),
    ...overrides,
  });
}

describe('the player page', () => {
  it('shows the header card: name linking to the page, team, position and number, injury, bye and next game', async () => {
    const fetchMock = stubPlayerCalls();
    renderApp({ path: '/players/player/00-0033873', session: subscriber() });
    const name = await screen.findByRole('link', { name: 'Dean Passer' });
    expect(name.closest('h1')).toBeTruthy();
    expect(name.getAttribute('href')).toBe('/players/player/2558125');
    expect(screen.getByRole('link', { name: 'Baltimore Ravens' }).getAttribute('href')).toBe(
      `/teams/team/${ravens.teamId}`,
    );
    expect(screen.getByTestId('player-details').textContent).toBe('QB · #8');
    expect(screen.getByText('Questionable')).toBeTruthy();
    // No headshot: the chip with initials stands in.
    expect(screen.getByText('DP')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('player-schedule').textContent).toBe('BYE: WEEK 2 · UPCOMING: vs AZ'),
    );
    // The gsisId went out under its own name.
    const lookup = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/players/player'));
    expect(lookup).toContain('gsisId=00-0033873');
    await waitFor(() => expect(document.title).toBe('Dean Passer | All22'));
  });

  it('is the 404 page for an unknown player', async () => {
    stubPlayerCalls({
      '/api/players/player': () =>
        jsonResponse({ message: 'No player with nflId 1', statusCode: 404 }, { status: 404 }),
    });
    renderApp({ path: '/players/player/1', session: subscriber() });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });

  it('is the 404 page for an id of no known shape, without asking the API', async () => {
    const fetchMock = stubPlayerCalls();
    renderApp({ path: '/players/player/not-an-id', session: subscriber() });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/players/player'))).toBe(false);
  });
});
