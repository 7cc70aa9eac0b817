import type { LeaderResponse, SortValue } from '@all22/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { describeFilmCount, getFilmFilters, toFilmPlaysHref } from '../lib/film-links';
import type { LeaderTableColumn, LeaderTableRow } from '../lib/leader-table-model';

/** The rank column's width (a phone's, a wider screen's): the player column sticks just right of it. */
const RANK_WIDTH = { phone: 34, wide: 44 } as const;
/** A name longer than this (on wider screens) ends in "…", whole in its title. */
const NAME_MAX_WIDTH = 220;
/** A phone's player column: the name wraps (never cut), position and team beneath. */
const PHONE_NAME_WIDTH = 124;

/** One style object of a cell's `sx` list. */
type CellSx = Exclude<SxProps<Theme>, readonly unknown[]>;

/**
 * Compact cells: the figures sit close, a phone's closer and a little smaller (its rank, player and
 * main figures fit 390 px); numbers line up by their digits.
 */
const cellSx = (isPhone: boolean) =>
  isPhone
    ? ({ px: 0.75, py: 0.75, fontSize: '0.8125rem', fontVariantNumeric: 'tabular-nums' } as const)
    : ({ px: 1, py: 0.75, fontVariantNumeric: 'tabular-nums' } as const);

/**
 * The rank and the player (or team) stay in view while the figures scroll sideways under them:
 * sticky, with the page's own (opaque) background, above the scrolling cells (the header's above
 * the body's), the player column's right edge drawn so the figures visibly pass beneath it.
 */
function stickySx(kind: LeaderTableColumn['kind'], isHeader: boolean, isPhone: boolean): CellSx {
  if (kind !== 'rank' && kind !== 'name') return {};
  const base = {
    position: 'sticky',
    zIndex: isHeader ? 3 : 2,
    bgcolor: 'background.default',
    // A hovered row's tint, laid over the opaque background (the row's own tint is under it).
    'tr:hover > &': {
      backgroundImage: (theme: Theme) =>
        `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
  } as const;
  const rankWidth = isPhone ? RANK_WIDTH.phone : RANK_WIDTH.wide;
  if (kind === 'rank')
    return { ...base, left: 0, width: rankWidth, minWidth: rankWidth, maxWidth: rankWidth };
  return {
    ...base,
    left: rankWidth,
    boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}`,
    ...(isPhone ? { width: PHONE_NAME_WIDTH, minWidth: PHONE_NAME_WIDTH, maxWidth: PHONE_NAME_WIDTH } : {}),
  };
}

/** The header cell: figures sort through the API (click or Enter), each explained in a tooltip. */
export function HeaderCell({
  column,
  response,
  isPhone,
  onSort,
}: {
  column: LeaderTableColumn;
  response: LeaderResponse;
  isPhone: boolean;
  onSort: (sortKey: string, sortValue: SortValue) => void;
}) {
  const isActive = column.isSortable && response.sortKey === column.key;
  const direction = isActive && response.sortValue === 'ASC' ? 'asc' : 'desc';
  const nextSort: SortValue = isActive ? (response.sortValue === 'DESC' ? 'ASC' : 'DESC') : 'DESC';
  return (
    <TableCell
      align={column.isNumeric ? 'right' : 'left'}
      sortDirection={isActive ? direction : false}
      data-column={column.key}
      aria-label={column.kind === 'rank' ? 'Rank' : undefined}
      sx={[
        { ...cellSx(isPhone), whiteSpace: 'nowrap', fontWeight: 700 },
        // A phone shows only the active sort's arrow: the others' hidden arrows would take room.
        isPhone && !isActive ? { '& .MuiTableSortLabel-icon': { display: 'none' } } : {},
        stickySx(column.kind, true, isPhone),
      ]}
    >
      {column.isSortable ? (
        <Tooltip title={column.tooltip} describeChild>
          <TableSortLabel
            active={isActive}
            direction={direction}
            onClick={() => onSort(column.key, nextSort)}
          >
            {column.label}
          </TableSortLabel>
        </Tooltip>
      ) : (
        column.label
      )}
    </TableCell>
  );
}

/** A figure that counts plays links to those plays in the film room. */
function StatContent({ column, text, row, response }: BodyCellProps): ReactNode {
  const { leader } = row;
  const value = leader.values[column.key];
  const filters =
    typeof value === 'number' && value > 0
      ? getFilmFilters(response.group, column.key, leader, response)
      : null;
  if (filters === null) return text;
  const who = leader.displayName ?? text;
  return (
    <Link
      component={RouterLink}
      to={toFilmPlaysHref(filters)}
      data-film-link={column.key}
      color="inherit"
      underline="always"
      sx={{ textDecorationStyle: 'dotted', '&:hover': { color: 'primary.main' } }}
      aria-label={`${text} ${describeFilmCount(response.group, column.key) ?? column.label}: ${who}'s plays in the film room`}
    >
      {text}
    </Link>
  );
}

/** The player's or team's name, linking to its page; on a phone with who and when beneath. */
function NameContent({ text, row, caption, isPhone }: BodyCellProps): ReactNode {
  const { leader } = row;
  const href =
    leader.nflId !== null
      ? routeHref('players-player-playerId', { playerId: String(leader.nflId) })
      : routeHref('teams-team-teamId', { teamId: leader.teamId });
  const link = (
    <Link
      component={RouterLink}
      to={href}
      title={text}
      sx={
        isPhone
          ? { fontWeight: 600, overflowWrap: 'anywhere' }
          : {
              fontWeight: 600,
              display: 'block',
              maxWidth: NAME_MAX_WIDTH,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }
      }
    >
      {text}
    </Link>
  );
  if (!isPhone || caption === '') return link;
  return (
    <>
      {link}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
        {caption}
      </Box>
    </>
  );
}

interface BodyCellProps {
  column: LeaderTableColumn;
  text: string;
  row: LeaderTableRow;
  response: LeaderResponse;
  isPhone: boolean;
  /** On a phone, what the hidden identity columns say ("QB · KC"), shown under the name. */
  caption: string;
}

/** One cell: a player or team links to its page, a game week to the game, a count of plays to its film. */
export function BodyCell(props: BodyCellProps) {
  const { column, text, row, response, isPhone } = props;
  let content: ReactNode = text;
  if (column.kind === 'name') {
    content = <NameContent {...props} />;
  } else if (column.kind === 'week' && row.leader.gameId !== null) {
    content = (
      <Link component={RouterLink} to={routeHref('games-game-gameId', { gameId: String(row.leader.gameId) })}>
        {text}
      </Link>
    );
  } else if (column.kind === 'stat') {
    content = <StatContent {...props} />;
  }
  const isSortColumn = column.kind === 'stat' && response.sortKey === column.key;
  return (
    <TableCell
      align={column.isNumeric ? 'right' : 'left'}
      component={column.kind === 'name' ? 'th' : 'td'}
      scope={column.kind === 'name' ? 'row' : undefined}
      sx={[
        { ...cellSx(isPhone), whiteSpace: column.kind === 'name' && isPhone ? 'normal' : 'nowrap' },
        isSortColumn ? { fontWeight: 700 } : {},
        stickySx(column.kind, false, isPhone),
      ]}
    >
      {content}
    </TableCell>
  );
}
