import { formatStatValue } from '../display/index.js';
import { getStatDefinition } from '../stats/stat-vocabulary.js';
import { formatQuarterName, getGameFlow } from './game-flow.js';
import type { RecapPlay } from './game-recap.js';

/** One team's game line as /api/games/teamStats gives it (figure name → value). */
export interface InsightTeam {
  teamId: string;
  abbr: string;
  stats: Readonly<Record<string, number | null | undefined>>;
}

/** A figure an insight rests on, as shown: "TEN third downs" → "7/13". */
export interface InsightSource {
  label: string;
  value: string;
}

/** A notable number of a game, with the figures it was computed from. */
export interface GameInsight {
  key:
    'turnovers' | 'third-down' | 'red-zone' | 'yards-per-play' | 'big-play' | 'lead' | 'time-of-possession';
  title: string;
  text: string;
  sources: InsightSource[];
}

export interface InsightInput {
  home: InsightTeam;
  visitor: InsightTeam;
  plays: readonly RecapPlay[];
}

const count = (value: number | null | undefined) => formatStatValue(value, { decimals: 0 });
const stat = (team: InsightTeam, key: string): number => team.stats[key] ?? 0;
/** Share in percentage points, null without attempts. */
const rate = (made: number, attempts: number): number | null =>
  attempts > 0 ? (made / attempts) * 100 : null;

const ratioSource = (team: InsightTeam, label: string, made: string, attempts: string): InsightSource => ({
  label: `${team.abbr} ${label}`,
  value: `${count(stat(team, made))}/${count(stat(team, attempts))}`,
});

/** The side with the better rate; null when tied or neither has attempts. */
const better = (input: InsightInput, made: string, attempts: string) => {
  const home = rate(stat(input.home, made), stat(input.home, attempts));
  const visitor = rate(stat(input.visitor, made), stat(input.visitor, attempts));
  if (home === null && visitor === null) return null;
  if ((home ?? -1) === (visitor ?? -1)) return null;
  return (home ?? -1) > (visitor ?? -1)
    ? { team: input.home, other: input.visitor, value: home! }
    : { team: input.visitor, other: input.home, value: visitor! };
};

const turnoverInsight = ({ home, visitor }: InsightInput): GameInsight => {
  const homeLost = stat(home, 'turnovers');
  const visitorLost = stat(visitor, 'turnovers');
  const sources = [
    { label: `${visitor.abbr} turnovers`, value: count(visitorLost) },
    { label: `${home.abbr} turnovers`, value: count(homeLost) },
  ];
  if (homeLost === visitorLost) {
    return { key: 'turnovers', title: 'Turnover battle', text: `Even at ${count(homeLost)} each.`, sources };
  }
  const [winner, margin] =
    homeLost < visitorLost ? [home, visitorLost - homeLost] : [visitor, homeLost - visitorLost];
  return {
    key: 'turnovers',
    title: 'Turnover battle',
    text: `${winner.abbr} won the turnover battle by ${count(margin)}.`,
    sources,
  };
};

const rateInsight = (
  input: InsightInput,
  key: 'third-down' | 'red-zone',
  title: string,
  made: string,
  attempts: string,
  what: string,
  verb: string,
): GameInsight | null => {
  const best = better(input, made, attempts);
  if (!best) return null;
  return {
    key,
    title,
    text: `${best.team.abbr} ${verb} ${formatStatValue(best.value, { isPercentage: true })} of ${what}.`,
    sources: [
      ratioSource(input.visitor, what, made, attempts),
      ratioSource(input.home, what, made, attempts),
    ],
  };
};

const yardsPerPlayInsight = ({ home, visitor }: InsightInput): GameInsight | null => {
  const perPlay = (team: InsightTeam) => rate(stat(team, 'totalYards'), stat(team, 'offensePlays'));
  const [h, v] = [perPlay(home), perPlay(visitor)];
  if (h === null || v === null) return null;
  const leader = h >= v ? home : visitor;
  return {
    key: 'yards-per-play',
    title: getStatDefinition('team.yardsPerPlay').label,
    text: `${leader.abbr} gained ${formatStatValue(Math.max(h, v) / 100)} yards a play to ${formatStatValue(Math.min(h, v) / 100)}.`,
    sources: [visitor, home].flatMap((team) => [
      { label: `${team.abbr} total yards`, value: count(stat(team, 'totalYards')) },
      { label: `${team.abbr} plays`, value: count(stat(team, 'offensePlays')) },
    ]),
  };
};

const possessionInsight = ({ home, visitor }: InsightInput): GameInsight | null => {
  const seconds = (team: InsightTeam) => stat(team, 'timeOfPossessionSeconds');
  const total = seconds(home) + seconds(visitor);
  if (total <= 0) return null;
  const clock = (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`;
  const leader = seconds(home) >= seconds(visitor) ? home : visitor;
  return {
    key: 'time-of-possession',
    title: getStatDefinition('team.timeOfPossession').label,
    text: `${leader.abbr} had the ball ${formatStatValue((seconds(leader) / total) * 100, { isPercentage: true })} of the time.`,
    sources: [visitor, home].map((team) => ({
      label: `${team.abbr} possession`,
      value: clock(seconds(team)),
    })),
  };
};

const bigPlayInsight = ({ home, visitor, plays }: InsightInput): GameInsight | null => {
  const longest = plays
    .filter(
      (play) => !play.isNoPlay && (play.playType === 'play_type_pass' || play.playType === 'play_type_rush'),
    )
    .reduce<RecapPlay | null>(
      (best, play) => (!best || play.yardsGained > best.yardsGained ? play : best),
      null,
    );
  if (!longest || longest.yardsGained <= 0) return null;
  const team = longest.possessionTeamId === home.teamId ? home : visitor;
  return {
    key: 'big-play',
    title: 'Longest play',
    text: `${team.abbr} gained ${count(longest.yardsGained)} yards on one ${longest.playType === 'play_type_pass' ? 'pass' : 'run'}.`,
    sources: [
      { label: 'When', value: `${formatQuarterName(longest.quarter)}, ${longest.clock}` },
      { label: 'Play', value: longest.description },
    ],
  };
};

const leadInsight = ({ home, visitor, plays }: InsightInput): GameInsight | null => {
  const flow = getGameFlow(plays);
  if (!flow.largestLead) return null;
  const { side, points, play } = flow.largestLead;
  const team = side === 'home' ? home : visitor;
  return {
    key: 'lead',
    title: 'Largest lead',
    text: `${team.abbr} led by as many as ${count(points)}; the lead changed hands ${count(flow.leadChanges)} ${flow.leadChanges === 1 ? 'time' : 'times'}.`,
    sources: [
      { label: 'Score then', value: `${visitor.abbr} ${play.visitorScore} - ${home.abbr} ${play.homeScore}` },
      { label: 'When', value: `${formatQuarterName(play.quarter)}, ${play.clock}` },
      { label: 'Lead changes', value: count(flow.leadChanges) },
      { label: 'Ties', value: count(flow.ties) },
    ],
  };
};

/**
 * The notable numbers of a game, each with the figures it comes from: the turnover battle,
 * third-down and red-zone rates, yards per play, time of possession, the longest play and the
 * largest lead. Rules without data (no attempts) are left out; none before kick-off.
 */
export function getGameInsights(input: InsightInput): GameInsight[] {
  return input.plays.length === 0
    ? []
    : [
        turnoverInsight(input),
        rateInsight(
          input,
          'third-down',
          'Third downs',
          'thirdDownConversions',
          'thirdDownAttempts',
          'third downs',
          'converted',
        ),
        rateInsight(
          input,
          'red-zone',
          'Red zone',
          'redZoneTouchdowns',
          'redZoneTrips',
          'red-zone trips',
          'scored touchdowns on',
        ),
        yardsPerPlayInsight(input),
        possessionInsight(input),
        bigPlayInsight(input),
        leadInsight(input),
      ].filter((insight): insight is GameInsight => insight !== null);
}
