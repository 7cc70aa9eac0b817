import type { StandingsRowResponse, TeamResponse, TeamStatsResponse } from '@all22/contracts';
import {
  describeStat,
  formatDivisionStanding,
  formatRecord,
  formatStatValue,
  getStatField,
  type StatKey,
} from '@all22/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TeamLogo } from '../../../components/games/team-logo';

/** The team page's logo size (spec 1 §9). */
export const TEAM_HEADER_LOGO_SIZE = 200;
/** The logo on phones, where 200 px would fill the screen. */
const PHONE_LOGO_SIZE = 96;

interface StatBox {
  label: string;
  total: number | null | undefined;
  perGame: number | null | undefined;
  /** What the total counts; the tooltip adds the per-game figure. */
  tooltip: string;
  /** A word under the figure where the figure is not what the label alone suggests ("net of sacks"). */
  note?: string;
}

type TeamStats = TeamStatsResponse['stats'];

/** A season box in the header's words: a season total and, for its tooltip, the per-game figure. */
function getStatBox(total: StatKey, perGame: StatKey, stats: TeamStats, note?: string): StatBox {
  const { label, tooltip } = describeStat(total, 'teamHeader');
  const box = { label, tooltip, total: stats[getStatField(total)], perGame: stats[getStatField(perGame)] };
  return note === undefined ? box : { ...box, note };
}

/** The four season boxes (spec 1 §2): totals, each explained per game in its tooltip. */
function getStatBoxes(stats: TeamStats): StatBox[] {
  return [
    // Team passing is net (sack yards off), unlike a passer's line in the team leaders: said on the box.
    getStatBox('team.passYards', 'team.passYpg', stats, 'net of sacks'),
    getStatBox('team.rushYards', 'team.rushYpg', stats),
    getStatBox('team.pointsFor', 'team.ppg', stats),
    getStatBox('team.pointsAgainst', 'team.ppgAllowed', stats),
  ];
}

function StatBoxView({ box }: { box: StatBox }) {
  const explanation = `${box.tooltip}: ${formatStatValue(box.perGame)} per game`;
  return (
    <Tooltip title={explanation} arrow describeChild>
      {/* Focusable, so the explanation is reachable by keyboard as well as by pointer. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label={`${box.label}${box.note ? ` (${box.note})` : ''}: ${formatStatValue(box.total, { decimals: 0 })}. ${explanation}`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.25, minWidth: 104 }}
      >
        <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
          {box.label}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          aria-hidden
          data-stat={box.label}
          sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatStatValue(box.total, { decimals: 0 })}
        </Typography>
        {box.note && (
          <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
            {box.note}
          </Typography>
        )}
      </Box>
    </Tooltip>
  );
}

/**
 * "4-1 · 1st in AFC West"; the record alone when the rank is not known yet, and 0-0 before the
 * season's first standings exist (`row` null).
 */
function describeRecord(row: StandingsRowResponse | null, divisionName: string | undefined): string {
  if (row === null) return formatRecord({ wins: 0, losses: 0, ties: 0 });
  return formatDivisionStanding(row.overall, row.division.rank, divisionName);
}

/**
 * The team page's header (spec 1 §2): logo, name (the page's h1), record with division rank, and
 * the season's Pass Yds, Rush Yds, Pts For and Pts Against, for the season the domain's team-header
 * rule picks (`season`). Parts still loading show placeholders; a failed part is left out.
 */
export function TeamHeader({
  team,
  season,
  standingsRow,
  stats,
  isStatsLoading,
}: {
  team: TeamResponse;
  season: number;
  /** The team's row; null when the standings have none yet, undefined while they load. */
  standingsRow: StandingsRowResponse | null | undefined;
  stats: TeamStatsResponse | undefined;
  isStatsLoading: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 3 }}
      sx={{ mb: 3, alignItems: { sm: 'center' } }}
    >
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <TeamLogo team={team} size={TEAM_HEADER_LOGO_SIZE} />
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <TeamLogo team={team} size={PHONE_LOGO_SIZE} />
      </Box>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            {team.fullName}
          </Typography>
          <Typography color="text.secondary" data-testid="team-record">
            {standingsRow === undefined
              ? (team.division?.fullName ?? '')
              : describeRecord(standingsRow, team.division?.fullName)}
          </Typography>
        </Box>
        <Stack component="section" aria-label={`${season} season`} spacing={0.75}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {season} season
          </Typography>
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            {stats
              ? getStatBoxes(stats.stats).map((box) => <StatBoxView key={box.label} box={box} />)
              : isStatsLoading &&
                Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} variant="rounded" width={104} height={62} />
                ))}
          </Stack>
        </Stack>
      </Stack>
    </Stack>
  );
}
