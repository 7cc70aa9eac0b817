import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGO_SIZES, formatTeamAbbr } from '@all22/domain';
import { useMemo } from 'react';
import { useAppConfig } from '../../config/app-config-context';
import { routeHref } from '../../config/paths';
import { useTeams } from '../../api/teams/get-teams';
import { MenuGrid, MenuLinkGroup } from './menu-link-groups';
import { NavMenuLink } from './nav-menu-link';
import { getTeamLogoSrc, groupTeamsByDivision } from '../../lib/team-divisions';

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
        <MenuGrid key={conference} columns={4} isCompact={isCompact}>
          {divisions.map((division) => (
            <MenuLinkGroup key={division.label} label={division.label}>
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
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }} aria-hidden>
                      {formatTeamAbbr(team.abbr)}
                    </Box>
                  </NavMenuLink>
                </li>
              ))}
            </MenuLinkGroup>
          ))}
        </MenuGrid>
      ))}
    </Stack>
  );
}
