import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGO_SIZES, formatTeamAbbr } from '@all22/domain';
import { useId, useMemo } from 'react';
import { useAppConfig } from '../../config/app-config-context';
import { routeHref } from '../../config/paths';
import { useTeams } from '../../api/teams/get-teams';
import { NavMenuLink } from './nav-menu-link';
import { getTeamLogoSrc, groupTeamsByDivision } from './team-divisions';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * The Teams mega menu's content (spec 1 §2): AFC and NFC rows of East, North, South and West, each
 * team linking to its page. `isCompact` stacks the divisions for the mobile drawer.
 */
export function TeamsMenuContent({
  onNavigate,
  isCompact = false,
}: {
  onNavigate: () => void;
  isCompact?: boolean;
}) {
  const idPrefix = useId();
  const { apiBaseUrl } = useAppConfig();
  const teamsQuery = useTeams();
  const conferences = useMemo(() => groupTeamsByDivision(teamsQuery.data?.teams ?? []), [teamsQuery.data]);

  if (teamsQuery.isPending) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', p: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">Loading teams…</Typography>
      </Stack>
    );
  }
  if (teamsQuery.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void teamsQuery.refetch()}>
            Retry
          </Button>
        }
      >
        Teams could not be loaded.
      </Alert>
    );
  }
  return (
    <Stack spacing={isCompact ? 2 : 3}>
      {conferences.map(({ conference, divisions }) => (
        <Box
          key={conference}
          sx={{
            display: 'grid',
            gap: isCompact ? 2 : 3,
            gridTemplateColumns: isCompact ? '1fr' : 'repeat(4, minmax(0, 1fr))',
          }}
        >
          {divisions.map((division) => {
            const headingId = `${idPrefix}-${division.label.replace(' ', '-').toLowerCase()}`;
            return (
              <Box key={division.label} component="section" aria-labelledby={headingId}>
                <Typography
                  id={headingId}
                  component="h3"
                  variant="overline"
                  color="primary"
                  sx={{ display: 'block', lineHeight: 2, fontWeight: 700 }}
                >
                  {division.label}
                </Typography>
                <Box component="ul" sx={listSx}>
                  {division.teams.map((team) => (
                    <li key={team.teamId}>
                      <NavMenuLink
                        href={routeHref('teams-team-teamId', { teamId: team.teamId })}
                        label={team.fullName}
                        onNavigate={onNavigate}
                      >
                        <Box
                          component="img"
                          src={getTeamLogoSrc(team.logo, LOGO_SIZES.strip, apiBaseUrl)}
                          alt=""
                          width={LOGO_SIZES.strip}
                          height={LOGO_SIZES.strip}
                          loading="lazy"
                          sx={{ flexShrink: 0 }}
                        />
                        <span>{team.fullName}</span>
                        <Box
                          component="span"
                          sx={{ color: 'text.secondary', fontSize: '0.75rem' }}
                          aria-hidden
                        >
                          {formatTeamAbbr(team.abbr)}
                        </Box>
                      </NavMenuLink>
                    </li>
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
