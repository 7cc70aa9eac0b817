import type { LeagueInsightsResponse } from '@all22/contracts';
import { formatStatValue, formatTeamAbbr } from '@all22/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FilmLinks } from './film-links';
import { InsightSection } from './insight-section';
import { TeamLink } from './insight-links';

const percent = (value: number | null) => formatStatValue(value, { decimals: 1, isPercentage: true });
const points = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatStatValue(Math.abs(value), { decimals: 1 })}`;

/** The beta page's experimental cards: pass rate over expected, and explosive runs. */
export function BetaSections({ insights }: { insights: LeagueInsightsResponse }) {
  const { passRateOverExpected, explosiveRuns } = insights.beta;
  const { season } = insights;
  return (
    <>
      <InsightSection
        id="pass-rate-over-expected"
        title="Pass rate over expected"
        method={passRateOverExpected.method}
        isBeta
      >
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Pass rate over expected, most pass-happy first">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Team
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Over expected
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Pass rate
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Expected
                </TableCell>
                <TableCell component="th" scope="col">
                  Film
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {passRateOverExpected.teams.map((row) => (
                <TableRow key={row.team.teamId}>
                  <TableCell component="th" scope="row">
                    <TeamLink team={row.team} />
                  </TableCell>
                  <TableCell align="right">{points(row.overExpected)}</TableCell>
                  <TableCell align="right">{percent(row.passRate)}</TableCell>
                  <TableCell align="right">{percent(row.expectedPassRate)}</TableCell>
                  <TableCell>
                    <FilmLinks
                      links={row.film}
                      subject={`${formatTeamAbbr(row.team.abbr)} offense, ${season} season`}
                      label=""
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </InsightSection>
      <InsightSection id="explosive-runs" title="Explosive run rate" method={explosiveRuns.method} isBeta>
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Explosive run rate, highest first">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Team
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Rate
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Runs of 10+ yards
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Runs
                </TableCell>
                <TableCell component="th" scope="col">
                  Film
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {explosiveRuns.teams.map((row) => (
                <TableRow key={row.team.teamId}>
                  <TableCell component="th" scope="row">
                    <TeamLink team={row.team} />
                  </TableCell>
                  <TableCell align="right">{percent(row.rate)}</TableCell>
                  <TableCell align="right">{row.explosiveRuns}</TableCell>
                  <TableCell align="right">{row.runs}</TableCell>
                  <TableCell>
                    <FilmLinks
                      links={row.film}
                      subject={`${formatTeamAbbr(row.team.abbr)} offense, ${season} season`}
                      label=""
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </InsightSection>
    </>
  );
}
