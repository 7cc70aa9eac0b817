import { asNflId, type FilmFilters } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilmFilterPanel } from './film-filter-panel';
import { renderWithFilters } from './film-filter-test-setup';

function renderPanel(initial: FilmFilters = {}) {
  return renderWithFilters(initial, (filters, onChange) => (
    <FilmFilterPanel filters={filters} onChange={onChange} currentSeason={2025} />
  ));
}

const group = (name: string) => screen.getByRole('group', { name });
const pressed = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('FilmFilterPanel', () => {
  it('sets a yes/no flag, clears it by pressing it again, and can say No', async () => {
    const { lastChange, changes } = renderPanel();
    const passPlay = group('Pass Play');
    expect(pressed(passPlay)).toEqual(['Any']);

    await userEvent.click(within(passPlay).getByRole('button', { name: 'Yes' }));
    expect(lastChange()).toEqual({ passPlay: true });
    expect(pressed(group('Pass Play'))).toEqual(['Yes']);

    await userEvent.click(within(group('Pass Play')).getByRole('button', { name: 'Yes' }));
    expect(lastChange()).toEqual({});
    await userEvent.click(within(group('Pass Play')).getByRole('button', { name: 'No' }));
    expect(lastChange()).toEqual({ passPlay: false });
    await userEvent.click(within(group('Pass Play')).getByRole('button', { name: 'Any' }));
    expect(lastChange()).toEqual({});
    const count = changes.length;
    await userEvent.click(within(group('Pass Play')).getByRole('button', { name: 'Any' }));
    expect(changes).toHaveLength(count);
  });

  it('opens General only, and says in each summary how many filters a group holds and how many are active', async () => {
    renderPanel({ season: [2024], passerId: asNflId(2558125), attempt: true });
    const general = screen.getByRole('button', { name: 'General · 15 filters · 1 active' });
    const passing = screen.getByRole('button', { name: 'Passing · 8 filters · 2 active' });
    expect(screen.getByRole('button', { name: 'Defense · 19 filters · 0 active' })).toBeTruthy();
    expect(general.getAttribute('aria-expanded')).toBe('true');
    expect(passing.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Passer' })).toBeNull();

    await userEvent.click(passing);
    expect(passing.getAttribute('aria-expanded')).toBe('true');
    // The URL's player id is shown by name once the player call answers.
    const passer = screen.getByRole('combobox', { name: 'Passer' });
    await waitFor(() => expect(passer).toHaveProperty('value', 'Dean Passer'));
    expect(pressed(group('Pass Attempt'))).toEqual(['Yes']);
  });

  it('clears every filter but the page view flag', async () => {
    const { lastChange } = renderPanel({ quarter: 4, passPlay: true, displayGameFilmCards: true });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(lastChange()).toEqual({ displayGameFilmCards: true });
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'General · 15 filters · 0 active' })).toBeTruthy();
  });

  it('chooses one enumeration value with chips; pressing the chosen chip clears it', async () => {
    const { lastChange } = renderPanel();
    const playType = group('Play Type');
    await userEvent.click(within(playType).getByRole('button', { name: 'Field Goal' }));
    expect(lastChange()).toEqual({ playType: 'play_type_field_goal' });
    expect(pressed(group('Play Type'))).toEqual(['Field Goal']);

    await userEvent.click(within(group('Play Type')).getByRole('button', { name: 'Punt' }));
    expect(lastChange()).toEqual({ playType: 'play_type_punt' });
    await userEvent.click(within(group('Play Type')).getByRole('button', { name: 'Punt' }));
    expect(lastChange()).toEqual({});
  });

  it('shows quarter 5 as OT and downs as ordinals', async () => {
    const { lastChange } = renderPanel();
    const quarter = group('Quarter');
    expect(
      within(quarter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Any', '1', '2', '3', '4', 'OT']);
    await userEvent.click(within(quarter).getByRole('button', { name: 'OT' }));
    expect(lastChange()).toEqual({ quarter: 5 });
    await userEvent.click(within(group('Down')).getByRole('button', { name: '3rd' }));
    expect(lastChange()).toEqual({ quarter: 5, down: 3 });
  });

  it('lists seasons 2018 to the current one, newest first, and chooses several', async () => {
    const { lastChange } = renderPanel();
    const seasons = within(group('Season'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(seasons).toEqual(['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018']);

    await userEvent.click(within(group('Season')).getByRole('button', { name: '2024' }));
    await userEvent.click(within(group('Season')).getByRole('button', { name: '2022' }));
    expect(lastChange()).toEqual({ season: [2022, 2024] });
    await userEvent.click(within(group('Season')).getByRole('button', { name: '2024' }));
    expect(lastChange()).toEqual({ season: [2022] });
    await userEvent.click(within(group('Season')).getByRole('button', { name: '2022' }));
    expect(lastChange()).toEqual({});
  });

  it('offers the weeks of the chosen season type, and drops a week the new type lacks', async () => {
    const { lastChange } = renderPanel();
    const week = () => screen.getByRole('combobox', { name: 'Week' });
    expect(within(week()).getAllByRole('option')).toHaveLength(28);

    await userEvent.click(within(group('Season Type')).getByRole('button', { name: 'POST' }));
    expect(
      within(week())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Wild Card', 'Divisional', 'Conference Championships', 'Super Bowl']);
    await userEvent.click(within(group('Season Type')).getByRole('button', { name: 'REG' }));
    await userEvent.selectOptions(week(), 'Week 3');
    expect(lastChange()).toEqual({ seasonType: 'REG', weekSlug: 'WEEK_3' });
    await userEvent.click(within(group('Season Type')).getByRole('button', { name: 'PRE' }));
    expect(lastChange()).toEqual({ seasonType: 'PRE' });
  });

  it('lists a week’s games by matchup once one season and a week are chosen', async () => {
    const { lastChange, calls } = renderPanel({ season: [2023, 2024] });
    const game = () => screen.getByRole('combobox', { name: 'Game' });
    expect(game()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose one season and a week')).toBeTruthy();

    await userEvent.click(within(group('Season')).getByRole('button', { name: '2023' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week 6');
    await waitFor(() => expect(within(game()).getAllByRole('option')).toHaveLength(4));
    expect(
      within(game())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'AZ @ SF', 'BAL @ NYG', 'KC @ BUF']);
    const [request] = calls('/api/scores/live/games');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      season: '2024',
      seasonType: 'REG',
      week: '6',
    });

    await userEvent.selectOptions(game(), 'KC @ BUF');
    expect(lastChange()).toEqual({ season: [2024], weekSlug: 'WEEK_6', gameId: 2024101300 });
  });

  it('picks a player by searching after three characters', async () => {
    const { lastChange, calls } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /^Passing/ }));
    const passer = screen.getByRole('combobox', { name: 'Passer' });
    await userEvent.type(passer, 'ma');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls('/api/players/search')).toEqual([]);

    await userEvent.type(passer, 'h');
    await userEvent.click(await screen.findByRole('option', { name: 'Patrick Mahomes · KC · QB' }));
    expect(lastChange()).toEqual({ passerId: 2558125 });
    expect(calls('/api/players/search').map((url) => url.searchParams.get('term'))).toEqual(['mah']);
    expect(passer).toHaveProperty('value', 'Patrick Mahomes');
  });

  it('picks a team by name with the keyboard', async () => {
    const { lastChange } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /^Other/ }));
    const offense = screen.getByRole('combobox', { name: 'Offense Team' });
    await userEvent.type(offense, 'kansas');
    expect(await screen.findByRole('option', { name: 'Kansas City Chiefs (KC)' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(lastChange()).toEqual({ possessionTeamId: '2310' });
  });

  it('chooses one personnel count', async () => {
    const { lastChange } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /^Other/ }));
    const linebackers = group('LBs on the Field');
    expect(
      within(linebackers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Any', '3', '4', '5', '6', '7', '8']);
    await userEvent.click(within(group('RBs on the Field')).getByRole('button', { name: '2' }));
    expect(lastChange()).toEqual({ rb: 2 });
  });

  it('works from the keyboard: groups open with Enter, chips and buttons press with Space or Enter', async () => {
    const { lastChange } = renderPanel();
    screen.getByRole('button', { name: /^Rushing/ }).focus();
    await userEvent.keyboard('{Enter}');
    within(group('Rush Direction')).getByRole('button', { name: 'Inside' }).focus();
    await userEvent.keyboard(' ');
    expect(lastChange()).toEqual({ rushDirection: 'INSIDE' });
    await userEvent.tab();
    expect(document.activeElement).toBe(
      within(group('Rush Direction')).getByRole('button', { name: 'Outside' }),
    );
    await userEvent.keyboard('{Enter}');
    expect(lastChange()).toEqual({ rushDirection: 'OUTSIDE' });
    within(group('Fumble')).getByRole('button', { name: 'No' }).focus();
    await userEvent.keyboard(' ');
    expect(lastChange()).toEqual({ rushDirection: 'OUTSIDE', fumble: false });
  });
});
