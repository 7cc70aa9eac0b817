import type { PlayerStatGroups, StatSection } from '@all22/contracts';
import { formatStatValue } from '@all22/domain';

/** A notable number of the team's season and the figures it comes from. */
export interface TeamInsight {
  id: string;
  title: string;
  /** The number as shown: "+12", "48.1%". */
  value: string;
  /** What it means, in a sentence. */
  summary: string;
  /** The source figures, e.g. ["Points for 425", "Points against 427"]. */
  sources: string[];
  /** The player it is about, to link to his page. */
  player?: { nflId: number; displayName: string };
}

const count = (value: number) => formatStatValue(value, { decimals: 0 });
const percent = (part: number, whole: number) =>
  formatStatValue((part / whole) * 100, { decimals: 1, isPercentage: true });
const signed = (value: number) => (value > 0 ? `+${count(value)}` : count(value));

/**
 * Notable numbers of a team's season, each computed from its season line (GET /api/teams/stats)
 * with the figures it came from. An insight whose figures are missing or zero is left out, so a
 * season that has not started gives none.
 */
export function getTeamInsights(stats: StatSection, players: PlayerStatGroups, games: number): TeamInsight[] {
  const n = (key: string): number => stats[key] ?? 0;
  const insights: TeamInsight[] = [];
  if (games <= 0) return insights;

  const differential = n('pointsFor') - n('pointsAgainst');
  insights.push({
    id: 'point-differential',
    title: 'Point differential',
    value: signed(differential),
    summary: `${differential >= 0 ? 'Outscored' : 'Outscored by'} opponents by ${formatStatValue(Math.abs(differential) / games)} points a game.`,
    sources: [
      `Points for ${count(n('pointsFor'))}`,
      `Points against ${count(n('pointsAgainst'))}`,
      `Games ${games}`,
    ],
  });

  const margin = n('takeaways') - n('turnovers');
  insights.push({
    id: 'turnover-margin',
    title: 'Turnover margin',
    value: signed(margin),
    summary:
      margin >= 0
        ? 'Took the ball away at least as often as it gave it up.'
        : 'Gave the ball away more often than it took it.',
    sources: [`Takeaways ${count(n('takeaways'))}`, `Turnovers ${count(n('turnovers'))}`],
  });

  if (n('thirdDownAttempts') > 0) {
    insights.push({
      id: 'third-down',
      title: 'Third-down conversions',
      value: percent(n('thirdDownConversions'), n('thirdDownAttempts')),
      summary: 'Share of third downs turned into a new set of downs.',
      sources: [`Converted ${count(n('thirdDownConversions'))}`, `Attempts ${count(n('thirdDownAttempts'))}`],
    });
  }
  if (n('redZoneTrips') > 0) {
    insights.push({
      id: 'red-zone',
      title: 'Red-zone touchdowns',
      value: percent(n('redZoneTouchdowns'), n('redZoneTrips')),
      summary: 'Share of trips inside the 20 that ended in a touchdown.',
      sources: [`Touchdowns ${count(n('redZoneTouchdowns'))}`, `Trips ${count(n('redZoneTrips'))}`],
    });
  }
  const plays = n('passAttempts') + n('sacksTaken') + n('rushAttempts');
  if (plays > 0) {
    const dropbacks = n('passAttempts') + n('sacksTaken');
    insights.push({
      id: 'pass-rate',
      title: 'Pass rate',
      value: percent(dropbacks, plays),
      summary: 'Share of called plays that were dropbacks (passes and sacks) rather than runs.',
      sources: [
        `Pass attempts ${count(n('passAttempts'))}`,
        `Sacks taken ${count(n('sacksTaken'))}`,
        `Rushes ${count(n('rushAttempts'))}`,
      ],
    });
  }
  if (n('sacks') > 0 || n('sacksTaken') > 0) {
    insights.push({
      id: 'sack-margin',
      title: 'Sack margin',
      value: signed(n('sacks') - n('sacksTaken')),
      summary: 'Sacks made by the defense against sacks taken by the offense.',
      sources: [`Sacks made ${formatStatValue(n('sacks'))}`, `Sacks taken ${count(n('sacksTaken'))}`],
    });
  }
  const receivingYards = players.receiving.reduce((total, entry) => total + (entry.stats.yards ?? 0), 0);
  const [topReceiver] = [...players.receiving].sort((a, b) => (b.stats.yards ?? 0) - (a.stats.yards ?? 0));
  if (topReceiver && receivingYards > 0 && (topReceiver.stats.yards ?? 0) > 0) {
    const yards = topReceiver.stats.yards ?? 0;
    insights.push({
      id: 'top-target',
      title: 'Top receiver’s share',
      value: percent(yards, receivingYards),
      summary: `${topReceiver.displayName} caught this share of the team's receiving yards.`,
      sources: [
        `${topReceiver.displayName} ${count(yards)} yards`,
        `Team receiving yards ${count(receivingYards)}`,
      ],
      player: { nflId: topReceiver.nflId, displayName: topReceiver.displayName },
    });
  }
  return insights;
}
