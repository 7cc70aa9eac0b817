import { asGameId, asNflId, asTeamId, type FilmFilters } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teams } from '../../../testing/schedule-fixtures';
import { ActiveFilterChips } from './active-filter-chips';
import { renderWithFilters } from './film-filter-test-setup';
import { useFilmResultsTitle } from './use-film-results-title';

/** The page's results heading and chips, as the film room lays them out. */
function ResultsHeader({
  filters,
  onChange,
}: {
  filters: FilmFilters;
  onChange: (next: FilmFilters) => void;
}) {
  return (
    <>
      <h1>{useFilmResultsTitle(filters)}</h1>
      <ActiveFilterChips filters={filters} onChange={onChange} />
    </>
  );
}

function renderChips(initial: FilmFilters) {
  return renderWithFilters(initial, (filters, onChange) => (
    <ResultsHeader filters={filters} onChange={onChange} />
  ));
}

const chipLabels = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const DEAN_PASSER = asNflId(2558125);

describe('ActiveFilterChips', () => {
  it('shows one chip per set filter with names resolved, and none for the view flag', async () => {
    renderChips({
      displayGameFilmCards: true,
      season: [2024],
      quarter: 5,
      passerId: DEAN_PASSER,
      possessionTeamId: asTeamId(teams.bal.teamId),
      airYardType: 'DEEP',
    });
    expect(chipLabels()).toEqual([
      'Season: 2024',
      'Quarter: OT',
      'Passer: #2558125',
      'Air Yards: Deep',
      'Offense Team: #0325',
    ]);
    await waitFor(() =>
      expect(chipLabels()).toEqual([
        'Season: 2024',
        'Quarter: OT',
        'Passer: Dean Passer',
        'Air Yards: Deep',
        'Offense Team: BAL',
      ]),
    );
  });

  it('removes a filter with its chip’s delete button or the keyboard', async () => {
    const { lastChange } = renderChips({ season: [2024], quarter: 5, down: 3 });
    const quarter = screen.getByRole('button', { name: 'Quarter: OT' });
    await userEvent.click(within(quarter).getByTestId('CancelIcon'));
    expect(lastChange()).toEqual({ season: [2024], down: 3 });
    expect(chipLabels()).toEqual(['Season: 2024', 'Down: 3rd']);

    screen.getByRole('button', { name: 'Down: 3rd' }).focus();
    await userEvent.keyboard('{Backspace}');
    expect(lastChange()).toEqual({ season: [2024] });
  });

  it('names the game from its week’s schedule', async () => {
    renderChips({ season: [2024], weekSlug: 'WEEK_6', gameId: asGameId(2024101300) });
    await waitFor(() => expect(chipLabels()).toEqual(['Season: 2024', 'Week 6', 'Game: KC @ BUF']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KC @ BUF — 2024 Week 6');
  });

  it('shows nothing, and the spec’s default title, while no filter is set', () => {
    renderChips({ displayGameFilmCards: true });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Film Room Results');
  });
});

describe('useFilmResultsTitle', () => {
  it('titles the results with the player’s name once known', async () => {
    renderChips({ passerId: DEAN_PASSER, airYardType: 'DEEP', season: [2024], seasonType: 'REG' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('#2558125 — deep passes, 2024 REG');
    await waitFor(() => expect(heading.textContent).toBe('Dean Passer — deep passes, 2024 REG'));
  });
});
