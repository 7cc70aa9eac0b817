import type { TeamResponse } from '@all22/contracts';
import StarIcon from '@mui/icons-material/Star';
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
import { useFavoriteTeamIds } from '../../hooks/use-favorite-teams';
import { MenuGrid, MenuLinkGroup } from './menu-link-groups';
import { NavMenuLink } from './nav-menu-link';
import { getTeamLogoSrc, groupTeamsByDivision } from '../../lib/team-divisions';

/** A team's link in the menu: logo, name and abbreviation, and a star when it is a favourite. */
function TeamMenuLink({
  team,
  group,
  isFavorite,
  onNavigate,
}: {
  team: TeamResponse;
  /** The group's name for analytics where the team is listed twice ("Your teams"). */
  group?: string;
  isFavorite: boolean;
  onNavigate: () => void;
}) {
  const { apiBaseUrl } = useAppConfig();
  return (
    <NavMenuLink
      href={routeHref('teams-team-teamId', { teamId: team.teamId })}
      label={group ? `${group} ${team.fullName}` : team.fullName}
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
      {isFavorite && <StarIcon titleAccess="Favourite" fontSize="small" sx={{ color: 'primary.main' }} />}
    </NavMenuLink>
  );
}

/**
 * The Teams mega menu's content (spec 1 §2): AFC and NFC rows of East, North, South and West, each
 * team linking to its page. The user's favourite teams are starred where they stand and listed
 * first under "Your teams" (a long menu on a phone). `isCompact` stacks the divisions for the
 * mobile drawer.
 */
export function TeamsMenuContent({
  onNavigate,
  isCompact = false,
}: {
  onNavigate: () => void;
  isCompact?: boolean;
}) {
  const teamsQuery = useTeams();
  const favoriteTeamIds = useFavoriteTeamIds();
  const conferences = useMemo(() => groupTeamsByDivision(teamsQuery.data?.teams ?? []), [teamsQuery.data]);
  const favorites = useMemo(() => {
    const teamById = new Map((teamsQuery.data?.teams ?? []).map((team) => [team.teamId, team]));
    return favoriteTeamIds.map((teamId) => teamById.get(teamId)).filter((team) => team !== undefined);
  }, [teamsQuery.data, favoriteTeamIds]);

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
      {favorites.length > 0 && (
        <MenuGrid columns={4} isCompact={isCompact}>
          <MenuLinkGroup label="Your teams">
            {favorites.map((team) => (
              <li key={team.teamId}>
                <TeamMenuLink team={team} group="Your teams" isFavorite onNavigate={onNavigate} />
              </li>
            ))}
          </MenuLinkGroup>
        </MenuGrid>
      )}
      {conferences.map(({ conference, divisions }) => (
        <MenuGrid key={conference} columns={4} isCompact={isCompact}>
          {divisions.map((division) => (
            <MenuLinkGroup key={division.label} label={division.label}>
              {division.teams.map((team) => (
                <li key={team.teamId}>
                  <TeamMenuLink
                    team={team}
                    isFavorite={favoriteTeamIds.includes(team.teamId)}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </MenuLinkGroup>
          ))}
        </MenuGrid>
      ))}
    </Stack>
  );
}
