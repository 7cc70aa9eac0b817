import type { LeagueInsightsResponse } from '@all22/contracts';
import { EFFICIENCY_QUADRANT_LABELS, describeStat, formatStatValue, formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EfficiencyQuadrantChart } from './efficiency-quadrant-chart';
import { FilmLinks } from './film-links';
import { InsightSection } from './insight-section';
import { TeamLink } from './insight-links';

const offenseEpa = describeStat('team.expectedPointsAddedPerPlay');
const defenseEpa = describeStat('team.defenseExpectedPointsAddedPerPlay');

const epa = (value: number | null) => formatStatValue(value, { decimals: 3 });
const percent = (value: number | null) => formatStatValue(value, { decimals: 1, isPercentage: true });

/** The quadrant chart's description in words: the league's figure and the teams in each corner. */
function describeQuadrants(efficiency: LeagueInsightsResponse['efficiency']): string {
  const corners = (['complete', 'offense-led', 'defense-led', 'struggling'] as const).map((quadrant) => {
    const abbrs = efficiency.teams
      .filter((team) => team.quadrant === quadrant)
      .map((team) => formatTeamAbbr(team.team.abbr));
    return `${EFFICIENCY_QUADRANT_LABELS[quadrant]}: ${abbrs.length === 0 ? 'none' : abbrs.join(', ')}.`;
  });
  return `League EPA per play ${epa(efficiency.league.epaPerPlay)}. ${corners.join(' ')}`;
}

/** Team efficiency: the quadrant chart and the table of every team's figures and film. */
export function EfficiencySection({ insights }: { insights: LeagueInsightsResponse }) {
  const { efficiency, season, latestWeek } = insights;
  const weeks = latestWeek === 1 ? 'week 1' : `weeks 1–${latestWeek}`;
  return (
    <InsightSection id="efficiency" title="Team efficiency" method={efficiency.method}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The {season} regular season so far ({weeks}): {efficiency.league.plays.toLocaleString('en-US')} plays,
        league EPA per play {epa(efficiency.league.epaPerPlay)}, success rate{' '}
        {percent(efficiency.league.successRate)}, early-down pass rate{' '}
        {percent(efficiency.league.earlyDownPassRate)}.
      </Typography>
      <EfficiencyQuadrantChart
        teams={efficiency.teams}
        leagueEpaPerPlay={efficiency.league.epaPerPlay ?? 0}
        description={describeQuadrants(efficiency)}
      />
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Team efficiency, best net EPA per play first">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Team
              </TableCell>
              <TableCell component="th" scope="col">
                Quadrant
              </TableCell>
              <TableCell component="th" scope="col" align="right" title={offenseEpa.tooltip}>
                Offense {offenseEpa.shortLabel}
              </TableCell>
              <TableCell component="th" scope="col" align="right" title={defenseEpa.tooltip}>
                Defense {defenseEpa.shortLabel}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Offense success rate
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Defense success rate
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Early-down pass rate
              </TableCell>
              <TableCell component="th" scope="col">
                Offense film
              </TableCell>
              <TableCell component="th" scope="col">
                Defense film
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {efficiency.teams.map((row) => {
              const abbr = formatTeamAbbr(row.team.abbr);
              return (
                <TableRow key={row.team.teamId} data-team-row={row.team.teamId}>
                  <TableCell component="th" scope="row">
                    <TeamLink team={row.team} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {EFFICIENCY_QUADRANT_LABELS[row.quadrant]}
                  </TableCell>
                  <TableCell align="right">{epa(row.offense.epaPerPlay)}</TableCell>
                  <TableCell align="right">{epa(row.defense.epaPerPlay)}</TableCell>
                  <TableCell align="right">{percent(row.offense.successRate)}</TableCell>
                  <TableCell align="right">{percent(row.defense.successRate)}</TableCell>
                  <TableCell align="right">{percent(row.offense.earlyDownPassRate)}</TableCell>
                  <TableCell>
                    <FilmLinks
                      links={row.film.offense}
                      subject={`${abbr} offense, ${season} season`}
                      label=""
                    />
                  </TableCell>
                  <TableCell>
                    <FilmLinks
                      links={row.film.defense}
                      subject={`${abbr} defense, ${season} season`}
                      label=""
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 1 }} />
    </InsightSection>
  );
}
