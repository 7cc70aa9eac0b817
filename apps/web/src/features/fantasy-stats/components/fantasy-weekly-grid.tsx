import {
  describeFantasyStat,
  describeFantasyWeekTier,
  FANTASY_WEEK_TIERS,
  type FantasyScoring,
  type FantasyWeekTier,
  MISSING_VALUE,
} from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import { routeHref } from '../../../config/paths';
import {
  BYE_TEXT,
  type WeeklyGrid,
  type WeeklyGridCell,
  type WeeklyGridRow,
} from '../lib/fantasy-weekly-grid';
import { FIRST_STICKY_WIDTH, ScrollBox, stickyColumnSx, tableBodySx } from './scroll-box';

/**
 * Each tier's cell colours on the dark page, best brightest (the brand gold). Every pair passes
 * WCAG AA contrast for small text; the points themselves (and each cell's tier, read out) carry
 * the tier too, so nothing depends on colour alone.
 */
const TIER_COLORS: Readonly<Record<FantasyWeekTier, { bgcolor: string; color: string }>> = {
  elite: { bgcolor: '#d4a72c', color: '#14110a' },
  strong: { bgcolor: '#8a6a16', color: '#ffffff' },
  flex: { bgcolor: '#3d3521', color: '#f1e7cf' },
  low: { bgcolor: 'transparent', color: '#a8b0bb' },
};

/** The grid's own cell styles, on top of the table's (tableBodySx): tiers, the bye, no game. */
const gridSx = {
  ...tableBodySx,
  '& tbody td[data-week]': { px: 1, textAlign: 'right' },
  ...Object.fromEntries(
    Object.entries(TIER_COLORS).map(([tier, colors]) => [`& tbody td[data-tier="${tier}"]`, colors]),
  ),
  '& tbody td[data-tier="elite"]': { ...TIER_COLORS.elite, fontWeight: 800 },
  '& tbody td[data-bye]': {
    textAlign: 'center',
    color: 'text.secondary',
    fontStyle: 'italic',
    bgcolor: 'action.hover',
  },
  '& tbody td[data-none]': { textAlign: 'center', color: 'text.secondary' },
  '& tbody td[data-total]': { fontWeight: 700 },
  // Each score's tier, read out with it (the colour is not the only sign of it).
  '& tbody [data-tier-label]': visuallyHiddenSx,
};

function GridCell({ cell, week }: { cell: WeeklyGridCell; week: number }) {
  switch (cell.kind) {
    case 'points':
      return (
        <td data-week={week} data-tier={cell.tier.tier}>
          {cell.text}
          <span data-tier-label>{` (${cell.tier.label})`}</span>
        </td>
      );
    case 'bye':
      return (
        <td data-week={week} data-bye>
          {BYE_TEXT}
        </td>
      );
    case 'none':
      return (
        <td data-week={week} data-none>
          {cell.text}
        </td>
      );
  }
}

/** One player's row, re-rendered only when his row or the weeks change. */
const GridRow = memo(function GridRow({ row, weeks }: { row: WeeklyGridRow; weeks: readonly number[] }) {
  return (
    <tr data-row-key={row.key}>
      <td data-sticky="first">{row.rank}</td>
      <th scope="row" data-sticky="second">
        <Link
          component={RouterLink}
          to={routeHref('players-player-playerId-fantasy', { playerId: String(row.player.nflId) })}
          sx={{ fontWeight: 600 }}
        >
          {row.player.displayName}
        </Link>
      </th>
      <td>{row.team}</td>
      {row.cells.map((cell, index) => (
        <GridCell key={weeks[index]} cell={cell} week={weeks[index]!} />
      ))}
      <td data-numeric data-total>
        {row.total}
      </td>
    </tr>
  );
});

/** What the colours, BYE and the dash mean. */
function TierLegend() {
  const swatch = (tier: FantasyWeekTier) => ({
    display: 'inline-block',
    width: 14,
    height: 14,
    mr: 0.75,
    verticalAlign: 'middle',
    borderRadius: 0.5,
    border: 1,
    borderColor: 'divider',
    bgcolor: TIER_COLORS[tier].bgcolor,
  });
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label="Tiers"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0, mb: 1 }}
    >
      {FANTASY_WEEK_TIERS.map(({ tier }) => (
        <Typography key={tier} component="li" variant="body2" color="text.secondary">
          <Box component="span" sx={swatch(tier)} />
          {describeFantasyWeekTier(tier)}
        </Typography>
      ))}
      <Typography component="li" variant="body2" color="text.secondary">
        {BYE_TEXT}: his team&apos;s bye week
      </Typography>
      <Typography component="li" variant="body2" color="text.secondary">
        {MISSING_VALUE}: did not play
      </Typography>
    </Stack>
  );
}

/**
 * The weekly view: player × week points in the scoring shown, each week coloured by its tier,
 * the team's bye marked BYE; the player stays at the left while the weeks scroll sideways.
 */
export function FantasyWeeklyGrid({
  grid,
  scoring,
  label,
  isUpdating,
}: {
  grid: WeeklyGrid;
  scoring: FantasyScoring;
  label: string;
  isUpdating: boolean;
}) {
  const rank = describeFantasyStat('positionRank', scoring);
  const points = describeFantasyStat('points', scoring);
  const headSx = { whiteSpace: 'nowrap', fontWeight: 700 } as const;
  return (
    <>
      <TierLegend />
      <ScrollBox label={label} isUpdating={isUpdating}>
        <Table
          size="small"
          stickyHeader
          aria-label={label}
          aria-busy={isUpdating}
          data-testid="fantasy-weekly-grid"
          sx={gridSx}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...headSx, ...stickyColumnSx(0), zIndex: 3 }}>
                <abbr title={rank.label} style={{ textDecoration: 'none' }}>
                  {rank.shortLabel}
                </abbr>
              </TableCell>
              <TableCell sx={{ ...headSx, ...stickyColumnSx(FIRST_STICKY_WIDTH), zIndex: 3 }}>
                Player
              </TableCell>
              <TableCell sx={headSx}>Team</TableCell>
              {grid.weeks.map((week) => (
                <TableCell key={week} align="right" sx={headSx}>
                  <abbr title={`Week ${week}`} style={{ textDecoration: 'none' }}>
                    {`W${week}`}
                  </abbr>
                </TableCell>
              ))}
              <TableCell align="right" sx={headSx}>
                <abbr title={points.label} style={{ textDecoration: 'none' }}>
                  {points.shortLabel}
                </abbr>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grid.rows.map((row) => (
              <GridRow key={row.key} row={row} weeks={grid.weeks} />
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
    </>
  );
}
