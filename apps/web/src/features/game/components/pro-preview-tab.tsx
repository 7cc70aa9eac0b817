import type { GameResponse, TeamStatsResponse } from '@all22/contracts';
import { describeStat, formatStatValue, getTeamHeaderSeason, type StatKey } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWeekOdds } from '../../../api/schedules/get-week-odds';
import { useIsOddsShown } from '../../../hooks/use-is-odds-shown';
import { findGameOdds, getGameOddsLabels } from '../../../lib/game-odds';
import { useLiveWithWin } from '../api/get-live-with-win';
import { useTeamSeasonStats } from '../../../api/teams/get-team-season-stats';
import { KeyPlayers } from './key-players';
import { GameSection, QueryView } from './query-view';
import { ScrollTable } from './scroll-table';

type SeasonLine = TeamStatsResponse['stats'];

/** A team figure's name on the game page. */
const nameOf = (key: StatKey) => describeStat(key, 'gamePage').label;

const COMPARISON: readonly { label: string; show: (stats: SeasonLine) => string }[] = [
  { label: nameOf('team.ppg'), show: (stats) => formatStatValue(stats.ppg) },
  { label: nameOf('team.ppgAllowed'), show: (stats) => formatStatValue(stats.ppgAllowed) },
  { label: nameOf('team.totalYpg'), show: (stats) => formatStatValue(stats.totalYpg) },
  { label: nameOf('team.passYpg'), show: (stats) => formatStatValue(stats.passYpg) },
  { label: nameOf('team.rushYpg'), show: (stats) => formatStatValue(stats.rushYpg) },
  {
    label: 'Third-down conversion',
    show: (stats) => formatStatValue(stats.thirdDownPercentage, { isPercentage: true }),
  },
  { label: nameOf('team.turnovers'), show: (stats) => formatStatValue(stats.turnovers, { decimals: 0 }) },
  { label: nameOf('team.takeaways'), show: (stats) => formatStatValue(stats.takeaways, { decimals: 0 }) },
];

/** Kick-off, the pre-game win probability (our model, from the spread) and the line per the user's setting. */
function Matchup({ game }: { game: GameResponse }) {
  const week = { season: game.season, seasonType: game.seasonType, week: game.week };
  const isOddsShown = useIsOddsShown();
  const odds = useWeekOdds(week, { enabled: isOddsShown });
  const withWin = useLiveWithWin(week).data?.games.find((entry) => entry.gameId === game.gameId);
  const oddsLabels = getGameOddsLabels(
    game,
    odds.data ? findGameOdds(game, odds.data.odds) : undefined,
    isOddsShown,
  );
  const chance = (value: number) => formatStatValue(value * 100, { isPercentage: true });
  return (
    <Stack spacing={0.75}>
      <Typography>
        Kick-off {game.dateDayShort} {game.dateDayMonth}, {game.displayStatus}
      </Typography>
      {withWin && (
        <Typography data-testid="pregame-win-probability">
          Win probability: {game.visitorTeam.abbr} {chance(withWin.winProbability.visitor)} ·{' '}
          {game.homeTeam.abbr} {chance(withWin.winProbability.home)}
        </Typography>
      )}
      {oddsLabels.length > 0 && (
        <Typography
          color="text.secondary"
          aria-label={`Odds: ${oddsLabels.join(', ')}`}
          data-testid="game-odds"
        >
          {oddsLabels.join(' | ')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Pro Preview (before kick-off): the matchup, both teams' season figures side by side and each
 * team's key players. The season is the team header's (spec 1 §4): the previous one in the
 * preseason and regular-season week 1, when this season has no games yet.
 */
export function ProPreviewTab({ game }: { game: GameResponse }) {
  const season = getTeamHeaderSeason({
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    hasScore: false,
  });
  const visitor = useTeamSeasonStats({ teamId: game.visitorTeamId, season, seasonType: 'REG' });
  const home = useTeamSeasonStats({ teamId: game.homeTeamId, season, seasonType: 'REG' });
  return (
    <>
      <GameSection title="Matchup">
        <Matchup game={game} />
      </GameSection>
      <GameSection title={`${season} regular season`}>
        <QueryView query={visitor} what={`The ${game.visitorTeam.nick}' season`}>
          {(visitorStats) => (
            <QueryView query={home} what={`The ${game.homeTeam.nick}' season`}>
              {(homeStats) =>
                visitorStats.games === 0 && homeStats.games === 0 ? (
                  <Alert severity="info">Neither team played a {season} regular-season game.</Alert>
                ) : (
                  <Stack spacing={3}>
                    <ScrollTable label="Season comparison" minWidth={300}>
                      <TableHead>
                        <TableRow>
                          <TableCell component="th" scope="col">
                            Per game ({formatStatValue(visitorStats.games, { decimals: 0 })} and{' '}
                            {formatStatValue(homeStats.games, { decimals: 0 })} games)
                          </TableCell>
                          <TableCell component="th" scope="col" align="right">
                            {game.visitorTeam.abbr}
                          </TableCell>
                          <TableCell component="th" scope="col" align="right">
                            {game.homeTeam.abbr}
                          </TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {COMPARISON.map((row) => (
                          <TableRow key={row.label}>
                            <TableCell component="th" scope="row">
                              {row.label}
                            </TableCell>
                            <TableCell align="right">{row.show(visitorStats.stats)}</TableCell>
                            <TableCell align="right">{row.show(homeStats.stats)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </ScrollTable>
                    <Box
                      sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                      }}
                    >
                      <KeyPlayers team={game.visitorTeam} stats={visitorStats} />
                      <KeyPlayers team={game.homeTeam} stats={homeStats} />
                    </Box>
                  </Stack>
                )
              }
            </QueryView>
          )}
        </QueryView>
      </GameSection>
    </>
  );
}
