import type { LeagueInsightsResponse, TrendMoverResponse } from '@all22/contracts';
import { formatStatValue, formatTeamAbbr } from '@all22/domain';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FilmLinks } from './film-links';
import { InsightSection } from './insight-section';
import { TeamLink } from './insight-links';
import { TrendSparkline } from './trend-sparkline';

/** A signed EPA figure: "+0.125", "−0.040". */
export function formatSignedEpa(value: number): string {
  const text = formatStatValue(Math.abs(value), { decimals: 3 });
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

const weeksText = (first: number, last: number) =>
  first === last ? `week ${first}` : `weeks ${first}–${last}`;

function MoverCard({
  mover,
  points,
  season,
}: {
  mover: TrendMoverResponse;
  points: readonly { week: number; rollingNetEpaPerPlay: number }[];
  season: number;
}) {
  const abbr = formatTeamAbbr(mover.team.abbr);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-mover={mover.team.teamId}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        <TeamLink team={mover.team} full />
      </Typography>
      <Typography variant="body2">
        Net EPA per play {formatSignedEpa(mover.recent)} in{' '}
        {weeksText(mover.firstRecentWeek, mover.throughWeek)}, against {formatSignedEpa(mover.before)} before:{' '}
        <strong>{formatSignedEpa(mover.change)}</strong>.
      </Typography>
      <Box sx={{ my: 1 }}>
        <TrendSparkline points={points} firstRecentWeek={mover.firstRecentWeek} />
      </Box>
      <FilmLinks
        links={mover.film}
        label={`Week ${mover.filmWeek} offense on film:`}
        subject={`${abbr} offense, week ${mover.filmWeek} of ${season}`}
      />
    </Paper>
  );
}

function MoverGroup({
  title,
  movers,
  trends,
  season,
  empty,
}: {
  title: string;
  movers: readonly TrendMoverResponse[];
  trends: LeagueInsightsResponse['trends'];
  season: number;
  empty: string;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {movers.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {movers.map((mover) => (
            <MoverCard
              key={mover.team.teamId}
              mover={mover}
              season={season}
              points={
                trends.teams
                  .find((team) => team.team.teamId === mover.team.teamId)
                  ?.points.filter((point) => point.week <= mover.throughWeek) ?? []
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Every team's rolling net EPA per play by week, in a table. */
function TrendTable({ trends }: { trends: LeagueInsightsResponse['trends'] }) {
  const weeks = [...new Set(trends.teams.flatMap((team) => team.points.map((point) => point.week)))].sort(
    (a, b) => a - b,
  );
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={`Rolling net EPA per play by week (${trends.windowWeeks} weeks)`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Team
            </TableCell>
            {weeks.map((week) => (
              <TableCell key={week} component="th" scope="col" align="right">
                Week {week}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {trends.teams.map((team) => (
            <TableRow key={team.team.teamId}>
              <TableCell component="th" scope="row">
                <TeamLink team={team.team} />
              </TableCell>
              {weeks.map((week) => {
                const point = team.points.find((each) => each.week === week);
                return (
                  <TableCell key={week} align="right">
                    {point ? formatSignedEpa(point.rollingNetEpaPerPlay) : 'Bye'}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Trends over the season: the biggest risers and fallers through the week, and every team's trend. */
export function TrendsSection({ insights }: { insights: LeagueInsightsResponse }) {
  const { trends, season, week } = insights;
  return (
    <InsightSection id="trends" title={`Trends through week ${week}`} method={trends.method}>
      <MoverGroup
        title="Risers"
        movers={trends.risers}
        trends={trends}
        season={season}
        empty="No team has weeks before the last three to compare with yet."
      />
      <MoverGroup
        title="Fallers"
        movers={trends.fallers}
        trends={trends}
        season={season}
        empty="No team has weeks before the last three to compare with yet."
      />
      {trends.teams.length > 0 && (
        <Accordion disableGutters variant="outlined">
          <AccordionSummary aria-controls="trend-table-panel" id="trend-table-summary">
            <Typography component="span" sx={{ fontWeight: 600 }}>
              Every team’s rolling net EPA per play by week
            </Typography>
          </AccordionSummary>
          <AccordionDetails id="trend-table-panel">
            <TrendTable trends={trends} />
          </AccordionDetails>
        </Accordion>
      )}
    </InsightSection>
  );
}
