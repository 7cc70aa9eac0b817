import { getByeWeek, getLosingSide, getWeekText, isPregame, isWeekSlug } from '@all22/domain';
import { Fragment } from 'react';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { TeamLogo } from '../../../components/games/team-logo';
import { routeHref } from '../../../config/paths';
import type { TeamSchedule } from '../../../api/teams/get-team-schedule';

type Game = TeamSchedule[number];

/** "W 24-17", "L 10-23", "T 20-20" from the team's side once the game is final; else its status. */
export function describeTeamResult(
  game: Game,
  teamId: string,
): { label: string; outcome: 'W' | 'L' | 'T' | null } {
  if (isPregame(game.phase)) return { label: `${game.dateDayShort} ${game.displayStatus}`, outcome: null };
  const isHome = game.homeTeamId === teamId;
  const own = (isHome ? game.homeTeam : game.visitorTeam).score.total;
  const other = (isHome ? game.visitorTeam : game.homeTeam).score.total;
  const losing = getLosingSide({
    phase: game.phase,
    visitorScore: game.visitorTeam.score.total,
    homeScore: game.homeTeam.score.total,
  });
  const score = `${own}-${other}`;
  if (losing === null) {
    const isFinalTie = own === other && game.displayStatus.startsWith('FINAL');
    return isFinalTie
      ? { label: `T ${score}`, outcome: 'T' }
      : { label: `${game.displayStatus} ${score}`, outcome: null };
  }
  const isLoss = losing === (isHome ? 'home' : 'visitor');
  return { label: `${isLoss ? 'L' : 'W'} ${score}`, outcome: isLoss ? 'L' : 'W' };
}

/** The team's season, week by week: opponent (vs home, @ away), date, result or kick-off, the bye. */
export function TeamScheduleTable({ games, teamId }: { games: TeamSchedule; teamId: string }) {
  const byeWeek = getByeWeek(games);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Schedule and results">
        <TableHead>
          <TableRow>
            <TableCell>Week</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Opponent</TableCell>
            <TableCell>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((game, index) => {
            const isHome = game.homeTeamId === teamId;
            const opponent = isHome ? game.visitorTeam : game.homeTeam;
            const result = describeTeamResult(game, teamId);
            const previous = games[index - 1];
            // The bye goes where it falls: before the first regular-season game after it.
            const isAfterBye =
              byeWeek !== null &&
              game.seasonType === 'REG' &&
              game.week > byeWeek &&
              !(previous?.seasonType === 'REG' && previous.week > byeWeek);
            return (
              <Fragment key={game.gameId}>
                {isAfterBye && (
                  <TableRow data-bye-week={byeWeek}>
                    <TableCell>{`Week ${byeWeek}`}</TableCell>
                    <TableCell colSpan={3} sx={{ color: 'text.secondary', fontWeight: 700 }}>
                      BYE
                    </TableCell>
                  </TableRow>
                )}
                <TableRow data-game-id={game.gameId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {isWeekSlug(game.weekSlug)
                      ? getWeekText(game.weekSlug, game.season)
                      : `Week ${game.week}`}
                  </TableCell>
                  <TableCell
                    sx={{ whiteSpace: 'nowrap' }}
                  >{`${game.dateDayShort} ${game.dateDayMonth}`}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box component="span" sx={{ width: 20, color: 'text.secondary' }}>
                        {isHome ? 'vs' : '@'}
                      </Box>
                      <TeamLogo team={opponent} size={24} />
                      <Link
                        component={RouterLink}
                        to={routeHref('teams-team-teamId', { teamId: opponent.teamId })}
                      >
                        {opponent.fullName}
                      </Link>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={routeHref('games-game-gameId', { gameId: String(game.gameId) })}
                      sx={{
                        fontWeight: 700,
                        color:
                          result.outcome === 'W'
                            ? 'win.main'
                            : result.outcome === 'L'
                              ? 'loss.main'
                              : 'text.primary',
                      }}
                    >
                      {result.label}
                    </Link>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
