import { type Position, type SplitCategory, getPlayerFilmRole } from '@all22/domain';

export interface SplitCategoryChoice {
  readonly value: SplitCategory;
  readonly label: string;
}

/** A player's split tables: his role's first (getPlayerFilmRole), the others a choice away. */
export const PLAYER_SPLIT_CATEGORIES: readonly SplitCategoryChoice[] = [
  { value: 'passing', label: 'Passing' },
  { value: 'rushing', label: 'Rushing' },
  { value: 'receiving', label: 'Receiving' },
  { value: 'defense', label: 'Defense' },
];

/** A team's: its offense and defense, each whole, on pass plays and on run plays. */
export const TEAM_SPLIT_CATEGORIES: readonly SplitCategoryChoice[] = [
  { value: 'team-offense', label: 'Offense' },
  { value: 'team-offense-pass', label: 'Offense: pass plays' },
  { value: 'team-offense-rush', label: 'Offense: run plays' },
  { value: 'team-defense', label: 'Defense' },
  { value: 'team-defense-pass', label: 'Defense: pass plays' },
  { value: 'team-defense-rush', label: 'Defense: run plays' },
];

/** The split table a player's page opens on: a passer's passing, a back's rushing… */
export function getPlayerSplitCategory(position: Position | string): SplitCategory {
  switch (getPlayerFilmRole(position)) {
    case 'rusherId':
      return 'rushing';
    case 'targetId':
      return 'receiving';
    case 'defenderId':
      return 'defense';
    case 'passerId':
    case 'nflId':
      return 'passing';
  }
}
