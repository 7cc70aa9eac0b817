import type { PlayerStatEntry, PlayerStatGroups } from '@all22/contracts';
import { describeStat, formatStatValue, getStatField, type StatKey } from '@all22/domain';

/** One of the Overview's team leaders: the player, the figure he leads in, and a line of context. */
export interface TeamLeader {
  category: 'passing' | 'rushing' | 'receiving' | 'tackles' | 'sacks';
  /** "Passing yards" */
  label: string;
  player: PlayerStatEntry;
  value: number;
  /** The figure as shown ("4,755", "6.5"). */
  valueText: string;
  /** "403/592, 34 TD, 13 INT" */
  detail: string;
}

const stat = (entry: PlayerStatEntry, key: string): number => entry.stats[key] ?? 0;
const count = (value: number) => formatStatValue(value, { decimals: 0 });

/** The entry with the highest `key` above zero (ties: the first listed, the API's order). */
const leaderBy = (entries: readonly PlayerStatEntry[], key: string): PlayerStatEntry | null => {
  let best: PlayerStatEntry | null = null;
  for (const entry of entries) {
    if (stat(entry, key) > 0 && (best === null || stat(entry, key) > stat(best, key))) best = entry;
  }
  return best;
};

interface LeaderCategory {
  category: TeamLeader['category'];
  /** The figure led in; its section and field name where the team's players' lines hold it. */
  figure: StatKey & `${keyof PlayerStatGroups}.${string}`;
  detail: (entry: PlayerStatEntry) => string;
}

const CATEGORIES: readonly LeaderCategory[] = [
  {
    category: 'passing',
    figure: 'passing.yards',
    detail: (e) =>
      `${count(stat(e, 'completions'))}/${count(stat(e, 'attempts'))}, ${count(stat(e, 'touchdowns'))} TD, ${count(stat(e, 'interceptions'))} INT`,
  },
  {
    category: 'rushing',
    figure: 'rushing.yards',
    detail: (e) => `${count(stat(e, 'attempts'))} att, ${count(stat(e, 'touchdowns'))} TD`,
  },
  {
    category: 'receiving',
    figure: 'receiving.yards',
    detail: (e) => `${count(stat(e, 'receptions'))} rec, ${count(stat(e, 'touchdowns'))} TD`,
  },
  {
    category: 'tackles',
    figure: 'defense.tackles',
    detail: (e) => `${formatStatValue(stat(e, 'sacks'))} sacks, ${count(stat(e, 'interceptions'))} INT`,
  },
  {
    category: 'sacks',
    figure: 'defense.sacks',
    detail: (e) => `${count(stat(e, 'pressures'))} pressures, ${count(stat(e, 'tackles'))} tackles`,
  },
];

/**
 * The team's leaders in passing, rushing and receiving yards, tackles and sacks from its season
 * lines (GET /api/teams/stats). A category nobody has a figure in yet is left out.
 */
export function getTeamLeaders(players: PlayerStatGroups): TeamLeader[] {
  return CATEGORIES.flatMap(({ category, figure, detail }) => {
    const { label, decimals } = describeStat(figure, 'teamPage');
    const section = figure.slice(0, figure.indexOf('.')) as keyof PlayerStatGroups;
    const key = getStatField(figure);
    const player = leaderBy(players[section], key);
    if (!player) return [];
    const value = stat(player, key);
    return [
      {
        category,
        label,
        player,
        value,
        valueText: formatStatValue(value, { decimals }),
        detail: detail(player),
      },
    ];
  });
}
