import { useSearchParams } from 'react-router';
import { PERIOD_LABELS, STATS_GROUPS, STATS_GROUP_LIST, STATS_PERIODS } from '../lib/stats-groups';
import { parseLeaderboardChoice, updateStatsParams } from '../lib/stats-query';
import { FilterSelect } from '../../../components/forms/filter-select';
import { LeaderTableSection } from './leader-table-section';
import { StatsFilterBar } from './stats-filter-bar';
import { StatsQueryGate } from './stats-query-gate';
import { AddressProblems } from '../../../components/feedback/address-problems';

/**
 * /stats/home-alpha: one leaderboard across the categories — a category and period choice with
 * the same filters as the group pages, all in the address. A new category starts with its own
 * default sort (the columns differ), keeping the season, season type and team.
 */
export function StatsLeaderboard() {
  const [params, setParams] = useSearchParams();
  const choice = parseLeaderboardChoice(params);
  const choose = (key: 'category' | 'period', value: string) =>
    setParams((previous) =>
      updateStatsParams(previous, {
        [key]: value,
        sortKey: null,
        sortValue: null,
        // Weeks belong to single-game leaders.
        ...(key === 'period' && value === 'season' ? { weekSlug: null } : {}),
      }),
    );
  return (
    <>
      <AddressProblems problems={choice.problems} />
      <StatsQueryGate period={choice.period}>
        {(state) => (
          <>
            <StatsFilterBar
              filters={state.query}
              seasons={state.seasons}
              teams={state.teams}
              period={choice.period}
              update={state.update}
            >
              <FilterSelect
                label="Category"
                name="category"
                value={choice.group}
                options={STATS_GROUP_LIST.map((group) => ({
                  value: group,
                  label: STATS_GROUPS[group].label,
                }))}
                onChange={(value) => choose('category', value)}
              />
              <FilterSelect
                label="Leaders"
                name="period"
                value={choice.period}
                options={STATS_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
                onChange={(value) => choose('period', value)}
              />
            </StatsFilterBar>
            <LeaderTableSection group={choice.group} period={choice.period} state={state} />
          </>
        )}
      </StatsQueryGate>
    </>
  );
}
