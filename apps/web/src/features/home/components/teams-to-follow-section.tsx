import { getTeamsToFollow } from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLiveWeekGames } from '../../../api/live/use-live-week-games';
import { useCurrentWeekStandings } from '../../../api/schedules/get-standings';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useTeams } from '../../../api/teams/get-teams';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import { CurrentWeekGate } from './current-week-gate';
import { HomeSection } from './home-section';
import { TeamToFollowCard } from './team-to-follow-card';

const FAVORITES_TITLE = 'Your teams';
const DEFAULT_TITLE = 'Team to follow';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/** The section's placeholder, also shown while its code loads (home.tsx). */
export function TeamsToFollowSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading your teams">
      <Skeleton variant="rounded" height={150} />
    </Box>
  );
}

function TeamCards({ teamIds, week }: { teamIds: readonly string[]; week: SeasonWeek }) {
  const teams = useTeams();
  // The strip's and home's queries: already fetched, and kept live by the push.
  const games = useLiveWeekGames(week);
  const standings = useCurrentWeekStandings(week);
  const followed = useMemo(() => {
    const teamById = new Map((teams.data?.teams ?? []).map((team) => [team.teamId, team]));
    return teamIds.map((teamId) => teamById.get(teamId)).filter((team) => team !== undefined);
  }, [teams.data, teamIds]);

  if (teams.isPending || games.isPending) return <TeamsToFollowSkeleton />;
  const failed = teams.isError ? teams : games.isError ? games : null;
  if (failed) {
    return <LoadErrorAlert what="Your teams" error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  const rowByTeam = new Map((standings.data?.standings ?? []).map((row) => [row.team.id, row]));
  return (
    <Box sx={gridSx}>
      {followed.map((team) => (
        <TeamToFollowCard
          key={team.teamId}
          team={team}
          week={week}
          weekGames={games.data?.games ?? []}
          // Failed standings read as none yet: the record is a detail the card can do without.
          standing={standings.isPending ? undefined : (rowByTeam.get(team.teamId) ?? null)}
        />
      ))}
    </Box>
  );
}

/** Under the default team's card: how to follow one's own teams instead. */
function FavoritesHint() {
  const { authEnabled } = useAppConfig();
  const { user } = useSession();
  // Without sign-in there are no accounts, so no favourites to pick.
  if (!authEnabled) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {user.isLoggedIn ? 'Pick' : 'Sign in and pick'} your favourite teams in{' '}
      {/* Underlined: in a sentence, colour alone does not mark a link (WCAG 1.4.1). */}
      <Link component={RouterLink} to={routeHref('settings')} underline="always">
        Settings
      </Link>{' '}
      to follow them here.
    </Typography>
  );
}

/**
 * Home's followed teams: a card for each of the user's favourite teams, most favoured first; for a
 * visitor, or a user with none, the default team (3800, spec 1 §9) with a hint to pick favourites.
 * Its code loads after home's first paint (home.tsx), apart from the start-up script.
 */
export function TeamsToFollowSection() {
  const { account } = useSession();
  const favoriteTeams = account?.data?.league?.favoriteTeams;
  const follow = useMemo(() => getTeamsToFollow(favoriteTeams), [favoriteTeams]);
  const title = follow.isDefault ? DEFAULT_TITLE : FAVORITES_TITLE;
  return (
    <HomeSection
      title={title}
      more={follow.isDefault ? undefined : { label: 'Change in Settings', href: routeHref('settings') }}
    >
      <CurrentWeekGate what={title} skeleton={<TeamsToFollowSkeleton />}>
        {(week) => <TeamCards teamIds={follow.teamIds} week={week} />}
      </CurrentWeekGate>
      {follow.isDefault && <FavoritesHint />}
    </HomeSection>
  );
}
