import type { CurrentScheduleResponse } from '@all22/contracts';
import type { FilmFilters } from '@all22/domain';
import type { ReactNode } from 'react';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { TeamDepthChartTab } from './team-depth-chart-tab';
import { TeamFilmRoomTab } from './team-film-room-tab';
import { TeamInjuriesTab } from './team-injuries-tab';
import { TeamInsightsTab } from './team-insights-tab';
import { TeamOverview } from './team-overview';
import { TeamRosterTab } from './team-roster-tab';
import { TeamStatsTab } from './team-stats-tab';
import { TeamTransactionsTab } from './team-transactions-tab';

/** The team page's tab route names (spec 1 §2), Overview first. */
export type TeamTabName =
  | 'teams-team-teamId'
  | 'teams-team-teamId-stats'
  | 'teams-team-teamId-roster'
  | 'teams-team-teamId-injuries'
  | 'teams-team-teamId-film-room'
  | 'teams-team-teamId-insights'
  | 'teams-team-teamId-transactions'
  | 'teams-team-teamId-depth-chart';

/**
 * One tab's content. Every tab is about the header's season (`week`, getTeamHeaderWeek), but the
 * injury report, which is the league's current week's.
 */
export function TeamTabContent({
  tab,
  teamId,
  week,
  current,
  renderFilmPlays,
}: {
  tab: TeamTabName;
  teamId: string;
  week: SeasonWeek;
  current: CurrentScheduleResponse;
  /** The film room's plays list (the app passes the film feature's) for the Film Room tab. */
  renderFilmPlays?: (filters: FilmFilters) => ReactNode;
}) {
  const season = week.season;
  switch (tab) {
    case 'teams-team-teamId':
      return <TeamOverview teamId={teamId} week={week} current={current} />;
    case 'teams-team-teamId-stats':
      return <TeamStatsTab teamId={teamId} season={season} />;
    case 'teams-team-teamId-roster':
      return <TeamRosterTab teamId={teamId} season={season} />;
    case 'teams-team-teamId-injuries':
      return <TeamInjuriesTab teamId={teamId} week={current} />;
    case 'teams-team-teamId-film-room':
      return (
        <TeamFilmRoomTab teamId={teamId} season={season} current={current} renderPlays={renderFilmPlays} />
      );
    case 'teams-team-teamId-insights':
      return <TeamInsightsTab teamId={teamId} season={season} />;
    case 'teams-team-teamId-transactions':
      return <TeamTransactionsTab teamId={teamId} season={season} />;
    case 'teams-team-teamId-depth-chart':
      return <TeamDepthChartTab teamId={teamId} season={season} />;
  }
}
