import { POSITION_GROUPS } from '../players/position-group.js';
import { DEFENDER_GROUPS, defineStat } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

/** Figures of a row rather than of its stat line: every table may show them. */
export const GENERAL_STATS = {
  /** A player's games played, or a team's games, in the rows' period. */
  'general.gamesPlayed': defineStat('general', {
    label: 'Games played',
    shortLabel: 'GP',
    tooltip: 'Games played.',
    positionGroups: POSITION_GROUPS,
  }),
  /**
   * Every snap he played in a game, on offense, defense and special teams: the game log's figure
   * for defenders and for the groups without one of their own.
   */
  'general.snaps': defineStat('general', {
    label: 'Snaps played',
    shortLabel: 'SNAPS',
    tooltip: 'Snaps played.',
    positionGroups: [...DEFENDER_GROUPS, 'K', 'P', 'OL', 'LS'],
  }),
} as const satisfies StatCatalogue;
