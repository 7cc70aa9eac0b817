import type { GameResponse, StandingsRowResponse } from '@all22/contracts';
import { formatOrdinal, formatRecord, getLosingSide, isLive, isPregame } from '@all22/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TeamLogo } from '../../../components/games/team-logo';
import { routeHref } from '../../../config/paths';

/**
 * The game header's logo size (spec 1 §9: game 128; the domain's LOGO_SIZES.game). Restated here as
 * the team header does: importing the domain constant, which the shell's strip also uses, split it
 * and its neighbours out of the start-up script into chunks of their own.
 */
export const GAME_HEADER_LOGO_SIZE = 128;
/** The header's logos on phones, where two of 128 px would not fit beside the scores. */
const PHONE_LOGO_SIZE = 56;

type GameTeam = GameResponse['homeTeam'];

/** "1-0 · 3rd seed"; the record alone without a seed; nothing before the standings exist. */
export function describeRecordWithSeed(row: StandingsRowResponse | undefined): string {
  if (!row) return '';
  const record = formatRecord(row.overall);
  return row.seed === null ? record : `${record} · ${formatOrdinal(row.seed)} seed`;
}

function TeamSide({
  team,
  record,
  side,
  align,
}: {
  team: GameTeam;
  record: string;
  side: 'Visitor' | 'Home';
  align: 'left' | 'right';
}) {
  return (
    <Stack
      spacing={1}
      sx={{
        alignItems: { xs: 'center', md: align === 'left' ? 'flex-start' : 'flex-end' },
        minWidth: 0,
        flex: 1,
      }}
    >
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <TeamLogo team={team} size={GAME_HEADER_LOGO_SIZE} />
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <TeamLogo team={team} size={PHONE_LOGO_SIZE} />
      </Box>
      <Box sx={{ textAlign: { xs: 'center', md: align }, minWidth: 0, maxWidth: '100%' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {side}
        </Typography>
        <Link
          component={RouterLink}
          to={routeHref('teams-team-teamId', { teamId: team.teamId })}
          color="inherit"
          underline="hover"
          sx={{ fontWeight: 800, fontSize: { xs: '0.9rem', sm: '1rem', md: '1.35rem' }, hyphens: 'auto' }}
        >
          {team.fullName}
        </Link>
        <Typography variant="body2" color="text.secondary" data-testid={`record-${side.toLowerCase()}`}>
          {record}
        </Typography>
      </Box>
    </Stack>
  );
}

function Score({ team, isLoser, side }: { team: GameTeam; isLoser: boolean; side: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', opacity: isLoser ? 0.55 : 1 }}>
      {side === 'home' && team.hasPossession && <PossessionMarker team={team} />}
      {/* The abbreviation above the score says whose it is, to the eye and to screen readers. */}
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 1 }}>
          {team.abbr}
        </Typography>
        <Typography
          component="span"
          data-testid={`score-${side}`}
          data-score={team.score.total}
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2rem', md: '3rem' },
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.1,
          }}
        >
          {team.score.total}
        </Typography>
      </Stack>
      {side === 'visitor' && team.hasPossession && <PossessionMarker team={team} />}
    </Stack>
  );
}

/** The ball beside the score of the team that has it. */
function PossessionMarker({ team }: { team: GameTeam }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${team.abbr} has the ball`}
      data-testid="possession-marker"
      sx={{
        width: 14,
        height: 9,
        borderRadius: '50%',
        bgcolor: '#8d5524',
        border: 1,
        borderColor: 'common.white',
      }}
    />
  );
}

/** Status, kick-off, and while live the down and distance with the team that has the ball. */
function StatusLines({ game }: { game: GameResponse }) {
  const possessing = [game.homeTeam, game.visitorTeam].find((team) => team.hasPossession);
  const situation = isLive(game.phase)
    ? [possessing && `${possessing.abbr} ball`, game.downAndDist, game.yardLine && `at ${game.yardLine}`]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography
        data-testid="game-status"
        sx={{ fontWeight: 700, color: isLive(game.phase) ? 'primary.main' : 'text.secondary' }}
      >
        {isPregame(game.phase)
          ? `${game.dateDayShort} ${game.dateDayMonth} · ${game.displayStatus}`
          : game.displayStatus}
      </Typography>
      {situation && (
        <Typography variant="body2" data-testid="game-situation">
          {situation}
        </Typography>
      )}
      {isLive(game.phase) && game.isRedzone && (
        <Typography variant="caption" color="error.main" sx={{ fontWeight: 700 }}>
          Red zone
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The game header (spec 1 §2): both teams (logo 128, name linking to the team page, record with
 * seed), the scores with the possession marker, the status, and while live the down and
 * distance, the team with the ball and the yard line; "Watch Film" once the film can be watched.
 */
export function GameHeader({
  game,
  standings,
  filmHref,
}: {
  game: GameResponse;
  standings: readonly StandingsRowResponse[] | undefined;
  /** The film room's link for this game, or null when its film is not available (domain rule). */
  filmHref: string | null;
}) {
  const rowOf = (teamId: string) => standings?.find((row) => row.team.id === teamId);
  const losing = getLosingSide({
    phase: game.phase,
    visitorScore: game.visitorTeam.score.total,
    homeScore: game.homeTeam.score.total,
  });
  const hasScores = !isPregame(game.phase);
  return (
    <Box component="section" aria-label="Game header" sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2, textAlign: 'center' }}>
        {game.visitorTeam.fullName} at {game.homeTeam.fullName}
      </Typography>
      <Stack
        direction="row"
        spacing={{ xs: 1, md: 3 }}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <TeamSide
          team={game.visitorTeam}
          record={describeRecordWithSeed(rowOf(game.visitorTeamId))}
          side="Visitor"
          align="left"
        />
        <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0, maxWidth: { xs: 150, sm: 'none' } }}>
          {hasScores ? (
            <Stack direction="row" spacing={{ xs: 1.5, md: 3 }} sx={{ alignItems: 'center' }}>
              <Score team={game.visitorTeam} isLoser={losing === 'visitor'} side="visitor" />
              <Typography color="text.secondary" aria-hidden>
                –
              </Typography>
              <Score team={game.homeTeam} isLoser={losing === 'home'} side="home" />
            </Stack>
          ) : (
            <Typography
              aria-hidden
              color="text.secondary"
              sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}
            >
              @
            </Typography>
          )}
          <StatusLines game={game} />
          {filmHref && (
            <Button component={RouterLink} to={filmHref} variant="contained" size="small">
              Watch Film
            </Button>
          )}
        </Stack>
        <TeamSide
          team={game.homeTeam}
          record={describeRecordWithSeed(rowOf(game.homeTeamId))}
          side="Home"
          align="right"
        />
      </Stack>
    </Box>
  );
}
