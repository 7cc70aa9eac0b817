import type { BoxScoreResponse, GameResponse } from '@all22/contracts';
import { describeStat, formatStatValue } from '@all22/domain';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { ScrollTable } from './scroll-table';

type BoxTeam = BoxScoreResponse['home'];

/** "1", "2", "3", "4", then "OT" (or "OT2"…) for each overtime period played. */
const periodLabel = (index: number) =>
  index < 4 ? String(index + 1) : index === 4 ? 'OT' : `OT${index - 3}`;

export function TeamNameLink({ team }: { team: Pick<GameResponse['homeTeam'], 'teamId' | 'fullName'> }) {
  return (
    <Link
      component={RouterLink}
      to={routeHref('teams-team-teamId', { teamId: team.teamId })}
      color="inherit"
      underline="hover"
      sx={{ fontWeight: 700 }}
    >
      {team.fullName}
    </Link>
  );
}

/** Points by period and the total, the visitor's row first (as the header reads). */
export function LineScoreTable({ boxScore, game }: { boxScore: BoxScoreResponse; game: GameResponse }) {
  const periods = Math.max(boxScore.home.scoreByPeriod.length, boxScore.visitor.scoreByPeriod.length, 4);
  const rows: [BoxTeam, GameResponse['homeTeam']][] = [
    [boxScore.visitor, game.visitorTeam],
    [boxScore.home, game.homeTeam],
  ];
  return (
    <ScrollTable label="Scoring by quarter" minWidth={320}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Team
          </TableCell>
          {Array.from({ length: periods }, (_, index) => (
            <TableCell key={index} component="th" scope="col" align="right">
              {periodLabel(index)}
            </TableCell>
          ))}
          <TableCell component="th" scope="col" align="right">
            T
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([line, team]) => (
          <TableRow key={line.teamId} data-team-id={line.teamId}>
            <TableCell component="th" scope="row">
              <TeamNameLink team={team} />
            </TableCell>
            {Array.from({ length: periods }, (_, index) => (
              <TableCell key={index} align="right" data-period={index + 1}>
                {formatStatValue(line.scoreByPeriod[index] ?? 0, { decimals: 0 })}
              </TableCell>
            ))}
            <TableCell align="right" data-testid={`line-total-${line.teamId}`} sx={{ fontWeight: 800 }}>
              {formatStatValue(line.score, { decimals: 0 })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

const HEADLINES: readonly { key: keyof BoxTeam['headline']; label: string }[] = (
  [
    'totalYards',
    'passYards',
    'rushYards',
    'firstDowns',
    'turnovers',
    'penalties',
    'timeOfPossession',
  ] as const
).map((key) => ({ key, label: describeStat(`team.${key}`, 'gamePage').label }));

const showHeadline = (value: number | string) =>
  typeof value === 'number' ? formatStatValue(value, { decimals: 0 }) : value;

/** The two teams' headline figures side by side. */
export function TeamHeadlinesTable({ boxScore }: { boxScore: BoxScoreResponse }) {
  return (
    <ScrollTable label="Team figures" minWidth={300}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Figure
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {boxScore.visitor.abbr}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {boxScore.home.abbr}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {HEADLINES.map(({ key, label }) => (
          <TableRow key={key} data-headline={key}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right" data-side="visitor">
              {showHeadline(boxScore.visitor.headline[key])}
            </TableCell>
            <TableCell align="right" data-side="home">
              {showHeadline(boxScore.home.headline[key])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
