/**
 * What a chat question asks, read from its words (the embedded analyst's intent recognition). The
 * four intents of the intro card (player analysis, trade advice, lineup help, waiver pickups) plus
 * comparisons, rankings and team questions; the final intent also depends on how many players and
 * teams the question names, which only the database can tell (see decideAnalystIntent).
 */

export type AnalystIntent =
  | 'waiver-pickups'
  | 'trade-advice'
  | 'start-sit'
  | 'player-comparison'
  | 'position-ranking'
  | 'position-trends'
  | 'position-trade'
  | 'position-lineup'
  | 'team-analysis'
  | 'player-analysis'
  | 'unknown';

/** What a player question is about, when it is about one thing. */
export type AnalystTopic = 'injury' | 'schedule' | 'usage' | 'matchup';

/** The fantasy positions a question can name. */
export type AnalystPosition = 'QB' | 'RB' | 'WR' | 'TE' | 'K';

export interface AnalystCues {
  readonly trade: boolean;
  readonly startSit: boolean;
  readonly waivers: boolean;
  readonly comparison: boolean;
  readonly ranking: boolean;
  /** Asks how players are doing lately (form), not only where they rank. */
  readonly trend: boolean;
}

export interface RecognizedQuestion {
  readonly cues: AnalystCues;
  readonly topics: readonly AnalystTopic[];
  readonly position: AnalystPosition | null;
}

const CUE_PATTERNS: Readonly<Record<keyof AnalystCues, RegExp>> = {
  trade: /\b(trade|trading|traded|deal|offer(ed)?|swap|give up|sell|buy)\b/i,
  startSit: /\b(start|starting|sit|sitting|bench|lineup|line-up|flex|play (him|them)|roster spot)\b/i,
  waivers:
    /\b(waivers?|pick ?ups?|pick (him|them|up)|picking( (him|them))? up|free agents?|sleepers?|stream(ing|er|ers)?|adds?|adding|grab)\b/i,
  comparison: /\b(compare|comparison|vs\.?|versus|better|or|rather)\b/i,
  ranking: /\b(top|best|rank(ed|ing|ings)?|leaders?|leading|highest|most)\b/i,
  trend: /\b(trend(s|ed|ing)?|form|lately|recent(ly)?|hot|cold|rising|falling)\b/i,
};

const TOPIC_PATTERNS: Readonly<Record<AnalystTopic, RegExp>> = {
  injury: /\b(injur(y|ed|ies)|hurt|health(y)?|questionable|doubtful|practice|status|IR)\b/i,
  schedule: /\b(bye|schedule|next (game|opponent|week|games|opponents)|plays? next|playing next|upcoming)\b/i,
  usage: /\b(usage|snaps?|targets?|target share|carries|touch(es)?|workload|red[- ]?zone|volume|role)\b/i,
  matchup: /\b(matchup|match-up|against|opponent|defen[cs]es?|allow(s|ed)?|give up|gives up)\b/i,
};

/** Words and abbreviations naming a fantasy position, in the singular and the plural. */
export const POSITION_WORDS: Readonly<Record<AnalystPosition, readonly string[]>> = {
  QB: ['qb', 'qbs', 'quarterback', 'quarterbacks'],
  RB: ['rb', 'rbs', 'running back', 'running backs', 'back', 'backs', 'runningback', 'runningbacks'],
  WR: ['wr', 'wrs', 'wide receiver', 'wide receivers', 'receiver', 'receivers', 'wideout', 'wideouts'],
  TE: ['te', 'tes', 'tight end', 'tight ends'],
  K: ['kicker', 'kickers'],
};

function findPosition(message: string): AnalystPosition | null {
  const text = ` ${message.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  for (const [position, words] of Object.entries(POSITION_WORDS) as [AnalystPosition, readonly string[]][]) {
    if (words.some((word) => text.includes(` ${word} `))) return position;
  }
  return null;
}

export function recognizeAnalystQuestion(message: string): RecognizedQuestion {
  const cues = Object.fromEntries(
    Object.entries(CUE_PATTERNS).map(([cue, pattern]) => [cue, pattern.test(message)]),
  ) as unknown as AnalystCues;
  const topics = (Object.keys(TOPIC_PATTERNS) as AnalystTopic[]).filter((topic) =>
    TOPIC_PATTERNS[topic].test(message),
  );
  return { cues, topics, position: findPosition(message) };
}

/** What the database found of the names the question mentions. */
export interface ResolvedMentions {
  readonly playerCount: number;
  readonly teamCount: number;
}

/**
 * The intent, cues first (a waiver question naming a player is still about waivers), then what the
 * question names: two players or more are compared, one is analysed, a team alone is a team
 * question. A position alone is a question about its players as a group: trade targets, who to
 * start and sit, how they are trending, or a ranking.
 */
export function decideAnalystIntent(question: RecognizedQuestion, mentions: ResolvedMentions): AnalystIntent {
  const { cues } = question;
  const { playerCount, teamCount } = mentions;
  if (cues.waivers && playerCount === 0) return 'waiver-pickups';
  if (cues.trade && playerCount >= 1) return 'trade-advice';
  if (cues.startSit && playerCount >= 1) return 'start-sit';
  if (playerCount >= 2) return 'player-comparison';
  if (playerCount === 1) return 'player-analysis';
  if (teamCount >= 1) return 'team-analysis';
  if (question.position !== null) {
    if (cues.trade) return 'position-trade';
    if (cues.startSit) return 'position-lineup';
    if (cues.trend) return 'position-trends';
    if (cues.ranking) return 'position-ranking';
  }
  if (cues.waivers) return 'waiver-pickups';
  return 'unknown';
}
