import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTeamAbbr } from '@all22/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTeams } from '../api/teams/get-teams';
import { TeamLogo } from '../components/games/team-logo';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs } from '../components/page/section-tabs';
import { useSectionTabs } from '../components/page/use-section-tabs';
import { routeHref } from '../config/paths';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { usePageTitle } from '../lib/page-title';
import { type ConferenceDivisions, groupTeamsByDivision } from '../lib/team-divisions';

const LOGO_SIZE = 48;

const gridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function ConferenceSection({ conference }: { conference: ConferenceDivisions }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        {conference.conference}
      </Typography>
      <Stack spacing={3}>
        {conference.divisions.map((division) => (
          <Stack key={division.label} component="section" aria-label={division.label} spacing={1}>
            <Typography component="h3" variant="overline" sx={{ fontWeight: 700, fontSize: '0.85rem' }}>
              {division.label}
            </Typography>
            <Box component="ul" sx={gridSx}>
              {division.teams.map((team) => (
                <li key={team.teamId}>
                  <Card variant="outlined">
                    <CardActionArea
                      component={RouterLink}
                      to={routeHref('teams-team-teamId', { teamId: team.teamId })}
                      sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}
                    >
                      <TeamLogo team={team} size={LOGO_SIZE} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 700 }} noWrap>
                          {team.fullName}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {formatTeamAbbr(team.abbr)}
                        </Typography>
                      </Box>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Box>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Route module of /teams: every team by conference and division, each a link to its page. */
export function Component() {
  usePageTitle('Teams');
  const section = useSectionTabs('teams');
  const teams = useTeams();
  return (
    <>
      <PageHeader title="Teams" />
      {section && <SectionTabs label={section.label} tabs={section.tabs} current="teams" />}
      {teams.isPending && (
        <Skeleton role="status" variant="rounded" height={480} aria-label="Loading the teams" />
      )}
      {teams.isError && (
        <LoadErrorAlert what="The teams" error={teams.error} onRetry={() => void teams.refetch()} />
      )}
      {teams.data && (
        <Stack spacing={5}>
          {groupTeamsByDivision(teams.data.teams).map((conference) => (
            <ConferenceSection key={conference.conference} conference={conference} />
          ))}
        </Stack>
      )}
    </>
  );
}
