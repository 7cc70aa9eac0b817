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
  /** Every fumble he lost, whatever his role on the play: what fantasy scoring charges. */
  'general.fumblesLost': defineStat('general', {
    label: 'Fumbles lost in any role',
    shortLabel: 'FL',
    tooltip: 'Fumbles lost as a passer, rusher, receiver or returner.',
  }),
  /** Successful two-point tries as passer, rusher or receiver: what fantasy scoring rewards. */
  'general.twoPointConversions': defineStat('general', {
    label: 'Two-point conversions',
    shortLabel: '2PT',
    tooltip: 'Successful two-point tries as a passer, rusher or receiver.',
  }),
  /** A split's plays: what its row's film room link finds (split lines only). */
  'general.plays': defineStat('general', {
    label: 'Matching plays',
    shortLabel: 'PLAYS',
    tooltip: "Plays matching the split's film filter, as the film room counts them.",
  }),
} as const satisfies StatCatalogue;
