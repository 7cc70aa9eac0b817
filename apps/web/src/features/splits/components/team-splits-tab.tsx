import { TEAM_SPLIT_CATEGORIES } from '../lib/split-choices';
import { SplitsTab } from './splits-tab';

/** A team page's Splits tab: its offense's splits first, its defense's a choice away. */
export function TeamSplitsTab({ teamId, season }: { teamId: string; season: number }) {
  return (
    <SplitsTab
      subject={{ teamId }}
      categories={TEAM_SPLIT_CATEGORIES}
      defaultCategory="team-offense"
      latestSeason={season}
    />
  );
}
