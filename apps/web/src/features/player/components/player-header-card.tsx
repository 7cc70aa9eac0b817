import type { Player } from '@all22/contracts';
import {
  asNflId,
  formatByeWeekLabel,
  formatFilmFilterQuery,
  formatUpcomingLabel,
  getByeWeek,
  getPlayerFilmFilters,
  isPregame,
} from '@all22/domain';
import MovieIcon from '@mui/icons-material/Movie';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TeamSchedule } from '../../../api/teams/get-team-schedule';
import { TeamLogo } from '../../../components/games/team-logo';
import { PlayerHeadshot } from '../../../components/players/player-headshot';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';

/** The header card's sizes (spec 1 §9: team logo 96). */
export const PLAYER_HEADER_LOGO_SIZE = 96;
const HEADSHOT_SIZE = 120;

/** An injury status worth a chip: anything but the default UNSPECIFIED (and an empty one). */
function getInjuryLabel(player: Player): string | null {
  const status = player.injury.injuryStatus.trim();
  if (status === '' || status === 'UNSPECIFIED') return null;
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/**
 * "BYE: WEEK n" and "UPCOMING: vs/@ ABBR" from the team's schedule (spec 1 §2). The next game is
 * the earliest regular-season game that has not kicked off, by its phase rather than the browser's
 * clock, which need not be the league's.
 */
export function getScheduleLabels(schedule: TeamSchedule, teamId: string): string[] {
  const next = schedule
    .filter((game) => game.seasonType === 'REG' && isPregame(game.phase))
    .sort((a, b) => a.isoTime.localeCompare(b.isoTime))[0];
  const labels = [formatByeWeekLabel(getByeWeek(schedule))];
  if (next) {
    const isHome = next.homeTeamId === teamId;
    labels.push(
      formatUpcomingLabel({ isHome, opponentAbbr: (isHome ? next.visitorTeam : next.homeTeam).abbr }),
    );
  }
  return labels.filter((label): label is string => label !== null);
}

/**
 * The player header card (spec 1 §2): headshot (a coloured chip with initials when it is missing
 * or broken), team logo, name linking to the player page, team, position, #n and an injury chip;
 * on desktop the bye week and the next opponent.
 */
export function PlayerHeaderCard({
  player,
  schedule,
  stats,
}: {
  player: Player;
  schedule: TeamSchedule | undefined;
  /** The Fantasy Stats and Season Stats items, under the details. */
  stats?: ReactNode;
}) {
  const { apiBaseUrl } = useAppConfig();
  const team = player.currentTeam;
  const injury = getInjuryLabel(player);
  const scheduleLabels = team && schedule ? getScheduleLabels(schedule, team.teamId) : [];
  const details = [player.position, player.jerseyNumber === null ? null : `#${player.jerseyNumber}`].filter(
    Boolean,
  );
  return (
    <Stack direction="row" spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'center', mb: 3 }}>
      <PlayerHeadshot
        name={player.displayName}
        headshot={player.headshot}
        colorKey={team?.abbr ?? player.displayName}
        size={HEADSHOT_SIZE}
        baseUrl={apiBaseUrl}
      />
      {team && (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <TeamLogo team={team} size={PLAYER_HEADER_LOGO_SIZE} />
        </Box>
      )}
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          <Link
            component={RouterLink}
            to={routeHref('players-player-playerId', { playerId: String(player.nflId) })}
            color="inherit"
            underline="hover"
          >
            {player.displayName}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {team ? (
            <Link component={RouterLink} to={routeHref('teams-team-teamId', { teamId: team.teamId })}>
              {team.fullName}
            </Link>
          ) : (
            <Typography color="text.secondary">Free agent</Typography>
          )}
          <Typography color="text.secondary" data-testid="player-details">
            {details.join(' · ')}
          </Typography>
          {injury && <Chip label={injury} size="small" color="error" variant="outlined" />}
          <Button
            component={RouterLink}
            to={`${routeHref('film-plays')}?${formatFilmFilterQuery(getPlayerFilmFilters({ nflId: asNflId(player.nflId), position: player.position }))}`}
            size="small"
            variant="outlined"
            startIcon={<MovieIcon />}
            data-testid="player-film-link"
          >
            Film
          </Button>
        </Stack>
        {scheduleLabels.length > 0 && (
          <Typography
            variant="caption"
            color="text.secondary"
            data-testid="player-schedule"
            sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 700, letterSpacing: '0.04em' }}
          >
            {scheduleLabels.join(' · ')}
          </Typography>
        )}
        {stats}
      </Stack>
    </Stack>
  );
}
