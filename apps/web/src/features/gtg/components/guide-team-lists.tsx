import type { GtgGame } from '@all22/contracts';
import { formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';

type GuideTeam = GtgGame['home'];

const playerHref = (nflId: number) => routeHref('players-player-playerId', { playerId: String(nflId) });

/** A team's players to watch: name (to his page), position and the figures that make him one. */
export function PlayersToWatch({ team }: { team: GuideTeam }) {
  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {formatTeamAbbr(team.abbr)} players to watch
      </Typography>
      {team.playersToWatch.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No games to go by yet.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {team.playersToWatch.map((player) => (
            <li key={player.nflId}>
              <Typography variant="body2">
                <Link
                  underline="always"
                  component={RouterLink}
                  to={playerHref(player.nflId)}
                  sx={{ fontWeight: 700 }}
                >
                  {player.displayName}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {player.position}
                  {player.jerseyNumber !== null && ` #${player.jerseyNumber}`}
                </Typography>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {player.figures.map((figure) => `${figure.label} ${figure.value}`).join(' · ')}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Statuses that keep a player out, shown in the error colour. */
const OUT_STATUSES = new Set(['OUT', 'IR']);

/** A team's injury report for the week, folded (reports run long); the summary counts it. */
export function TeamInjuries({ team }: { team: GuideTeam }) {
  const out = team.injuries.filter((line) => OUT_STATUSES.has(line.injuryStatus)).length;
  return (
    <Box
      component="details"
      sx={{ '& > summary': { cursor: 'pointer', typography: 'subtitle2', fontWeight: 700, py: 0.5 } }}
    >
      <summary>
        {formatTeamAbbr(team.abbr)} injuries (
        {team.injuries.length === 0 ? 'none reported' : `${team.injuries.length}, ${out} out`})
      </summary>
      {team.injuries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No injury report for this week yet.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {team.injuries.map((line) => (
            <Stack
              component="li"
              key={line.person.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Chip
                label={line.injuryStatus}
                size="small"
                variant="outlined"
                color={OUT_STATUSES.has(line.injuryStatus) ? 'error' : 'warning'}
              />
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                <Link underline="always" component={RouterLink} to={playerHref(line.person.id)}>
                  {line.person.displayName}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {line.person.position}
                  {line.bodyPart && ` · ${line.bodyPart}`}
                </Typography>
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
