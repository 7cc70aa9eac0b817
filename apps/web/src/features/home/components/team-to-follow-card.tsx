import type { GameResponse, StandingsRowResponse, TeamResponse } from '@all22/contracts';
import { formatDivisionStanding, formatTeamAbbr, getTeamLiveGame, getTeamNextGame } from '@all22/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useTeamSchedule } from '../../../api/teams/get-team-schedule';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { TeamLogo } from '../../../components/games/team-logo';
import { routeHref } from '../../../config/paths';

/** The card's logo: between the game cards' 36 and the player header's 96. */
const CARD_LOGO_SIZE = 48;

const gameHref = (game: GameResponse) => routeHref('games-game-gameId', { gameId: String(game.gameId) });

/** A live game from the team's side: the clock, and both scores linking to the game. */
function LiveGame({ game }: { game: GameResponse }) {
  const { visitorTeam, homeTeam } = game;
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Live · {game.displayStatus}
      </Typography>
      <Link
        component={RouterLink}
        to={gameHref(game)}
        variant="h6"
        underline="hover"
        sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatTeamAbbr(visitorTeam.abbr)} {visitorTeam.score.total} – {homeTeam.score.total}{' '}
        {formatTeamAbbr(homeTeam.abbr)}
      </Link>
    </Stack>
  );
}

/** The next game: "vs"/"@" the opponent, linking to the game, and the kick-off. */
function NextGame({ game, teamId }: { game: GameResponse; teamId: string }) {
  const isHome = game.homeTeamId === teamId;
  const opponent = isHome ? game.visitorTeam : game.homeTeam;
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
        Next game
      </Typography>
      <Link component={RouterLink} to={gameHref(game)} underline="hover" sx={{ fontWeight: 700 }}>
        {isHome ? 'vs' : '@'} {opponent.fullName}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {game.dateDayShort} {game.dateDayMonth} · {game.displayStatus}
      </Typography>
    </Stack>
  );
}

/** The next game from the team's season schedule, when this week holds none still to play. */
function ScheduledNextGame({ teamId, season }: { teamId: string; season: number }) {
  const schedule = useTeamSchedule({ season, teamId });
  if (schedule.isPending) return <Skeleton variant="text" width="60%" aria-hidden />;
  if (schedule.isError) {
    return (
      <LoadErrorAlert what="The next game" error={schedule.error} onRetry={() => void schedule.refetch()} />
    );
  }
  const next = getTeamNextGame(schedule.data, teamId);
  if (!next) {
    return (
      <Typography variant="body2" color="text.secondary">
        No game left to play this season
      </Typography>
    );
  }
  return <NextGame game={next} teamId={teamId} />;
}

/**
 * A followed team on home: logo, name linking to the team page, record with its place in the
 * division, and the team's live game (clock and score) or its next game (opponent and kick-off),
 * linking to the game page. This week's games come live from the strip's query; a team whose week
 * is over (or a bye) gets its next game from its season schedule.
 */
export function TeamToFollowCard({
  team,
  week,
  weekGames,
  standing,
}: {
  team: TeamResponse;
  week: SeasonWeek;
  weekGames: readonly GameResponse[];
  /** The team's standings row; null before the season's first standings, undefined while loading. */
  standing: StandingsRowResponse | null | undefined;
}) {
  const nameId = useId();
  const liveGame = getTeamLiveGame(weekGames, team.teamId);
  const nextThisWeek = liveGame ? null : getTeamNextGame(weekGames, team.teamId);
  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <TeamLogo team={team} size={CARD_LOGO_SIZE} />
            <Box sx={{ minWidth: 0 }}>
              <Link
                id={nameId}
                component={RouterLink}
                to={routeHref('teams-team-teamId', { teamId: team.teamId })}
                variant="subtitle1"
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: 700, display: 'block' }}
              >
                {team.fullName}
              </Link>
              {standing === undefined ? (
                <Skeleton variant="text" width={140} aria-hidden />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {formatDivisionStanding(
                    standing?.overall ?? { wins: 0, losses: 0 },
                    standing?.division.rank,
                    team.division?.fullName,
                  )}
                </Typography>
              )}
            </Box>
          </Stack>
          {liveGame ? (
            <LiveGame game={liveGame} />
          ) : nextThisWeek ? (
            <NextGame game={nextThisWeek} teamId={team.teamId} />
          ) : (
            <ScheduledNextGame teamId={team.teamId} season={week.season} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
