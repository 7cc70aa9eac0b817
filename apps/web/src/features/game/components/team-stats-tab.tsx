import type { GameResponse, GameTeamStatsResponse } from '@all22/contracts';
import { describeStat, formatStatValue, type StatKey } from '@all22/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useGameTeamStats } from '../api/get-game-team-stats';
import { QueryView } from './query-view';
import { ScrollTable } from './scroll-table';

type TeamLine = GameTeamStatsResponse['home'];

/** A row of the comparison: its label and how a team's line shows it. */
interface TeamStatRow {
  label: string;
  show: (team: TeamLine) => string;
}

/** A team figure's name on the game page. */
const nameOf = (key: StatKey) => describeStat(key, 'gamePage').label;
const count = (key: string) => (team: TeamLine) => formatStatValue(team.stats[key], { decimals: 0 });
const decimal = (key: string) => (team: TeamLine) => formatStatValue(team.stats[key]);
const percent = (key: string) => (team: TeamLine) => formatStatValue(team.stats[key], { isPercentage: true });
const ratio = (made: string, attempts: string) => (team: TeamLine) =>
  `${count(made)(team)}/${count(attempts)(team)}`;

export const TEAM_STAT_ROWS: readonly TeamStatRow[] = [
  { label: nameOf('team.firstDowns'), show: count('firstDowns') },
  { label: nameOf('team.totalYards'), show: count('totalYards') },
  { label: nameOf('team.offensePlays'), show: count('offensePlays') },
  { label: nameOf('team.yardsPerPlay'), show: decimal('yardsPerPlay') },
  { label: nameOf('team.passYards'), show: count('passYards') },
  { label: nameOf('team.passCompletions'), show: ratio('passCompletions', 'passAttempts') },
  {
    label: nameOf('team.sacksTaken'),
    show: (team) => `${count('sacksTaken')(team)}–${count('sackYardsLost')(team)}`,
  },
  { label: nameOf('team.rushYards'), show: count('rushYards') },
  { label: nameOf('team.rushAttempts'), show: count('rushAttempts') },
  {
    label: nameOf('team.thirdDownPercentage'),
    show: (team) =>
      `${ratio('thirdDownConversions', 'thirdDownAttempts')(team)} (${percent('thirdDownPercentage')(team)})`,
  },
  { label: nameOf('team.fourthDownConversions'), show: ratio('fourthDownConversions', 'fourthDownAttempts') },
  {
    label: nameOf('team.redZonePercentage'),
    show: (team) =>
      `${ratio('redZoneTouchdowns', 'redZoneTrips')(team)} (${percent('redZonePercentage')(team)})`,
  },
  { label: nameOf('team.turnovers'), show: count('turnovers') },
  { label: nameOf('team.takeaways'), show: count('takeaways') },
  {
    label: nameOf('team.penalties'),
    show: (team) => `${count('penalties')(team)}–${count('penaltyYards')(team)}`,
  },
  { label: nameOf('team.expectedPointsAddedPerPlay'), show: decimal('expectedPointsAddedPerPlay') },
  { label: nameOf('team.timeOfPossession'), show: (team) => team.timeOfPossession },
];

/** Team Stats: both teams' game lines side by side. */
export function TeamStatsTab({ game }: { game: GameResponse }) {
  const teamStats = useGameTeamStats(String(game.gameId));
  return (
    <QueryView query={teamStats} what="The team stats">
      {(data) => (
        <ScrollTable label="Team stats" minWidth={320}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Stat
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {data.visitor.abbr}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {data.home.abbr}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {TEAM_STAT_ROWS.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell align="right">{row.show(data.visitor)}</TableCell>
                <TableCell align="right">{row.show(data.home)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </QueryView>
  );
}
