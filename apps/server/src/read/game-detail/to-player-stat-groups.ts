import type { PlayerStatGroups } from '@all22/contracts';
import type { NflId, TeamId } from '@all22/domain';
import { groupPlayerLines, type PlayerLineGroup, type PlayerStatLine } from '@all22/stats';
import { toStatSection } from '../stats/expand-stat-lines.js';
import type { PlayerName } from './find-player-names.js';

/** A player's full line for a game or a season, with the team he played for. */
export interface PlayerLine {
  nflId: NflId;
  teamId: TeamId;
  stats: PlayerStatLine;
}

/**
 * Player lines by section (passing, rushing, receiving, defense, kicking), each entry named; a
 * line whose player is not in `names` is left out (roster ids carry no foreign key).
 */
export function toPlayerStatGroups(
  lines: readonly PlayerLine[],
  names: ReadonlyMap<NflId, PlayerName>,
): PlayerStatGroups {
  const groups = groupPlayerLines(lines.filter((line) => names.has(line.nflId)));
  const entries = (group: PlayerLineGroup) =>
    groups[group].map((line) => ({
      nflId: line.nflId,
      ...(names.get(line.nflId) as PlayerName),
      teamId: line.teamId,
      stats: toStatSection(line.stats[group]),
    }));
  return {
    passing: entries('passing'),
    rushing: entries('rushing'),
    receiving: entries('receiving'),
    defense: entries('defense'),
    kicking: entries('kicking'),
  };
}
