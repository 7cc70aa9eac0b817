import type { Player } from '@all22/contracts';
import { getPlayerSplitCategory, PLAYER_SPLIT_CATEGORIES } from '../lib/split-choices';
import { SplitsTab } from './splits-tab';

/** A player page's Splits tab: his role's table first (a passer's passing splits…). */
export function PlayerSplitsTab({ player, statsSeason }: { player: Player; statsSeason: number }) {
  return (
    <SplitsTab
      subject={{ nflId: player.nflId }}
      categories={PLAYER_SPLIT_CATEGORIES}
      defaultCategory={getPlayerSplitCategory(player.position)}
      latestSeason={statsSeason}
    />
  );
}
