import type { PositionOutlook, PositionOutlookPlayer } from './analyst-facts.js';
import { formatPlayerLink } from './analyst-links.js';
import {
  FANTASY_HEADERS,
  formatChange,
  formatFigure,
  formatInjuryStatus,
  formatOptional,
  formatTable,
  joinWords,
} from './analyst-markdown.js';
import { isSidelinedStatus, rateMatchup, STARTER_RANKS, TREND_THRESHOLD } from './compose-player-analysis.js';

/**
 * Answers about a position's players as a group (the intro card's player analysis, trade advice
 * and lineup help asked of a position, not of named players), from get_position_outlook: verdict
 * first, then each player's reason with his figures, then a table.
 */

const RECENT_POINTS = `Recent ${FANTASY_HEADERS.pointsPerGame}`;

/** How many players a verdict names on each side (the table lists them all). */
const NAMED_PER_SIDE = 3;
/** How many start and sit picks the lineup answer lists. */
const LINEUP_STARTS = 6;
const LINEUP_SITS = 4;

/** The recent window holds every game he has played: there is no earlier form to compare. */
const isWholeSeason = (row: PositionOutlookPlayer) => row.recentGames >= row.gamesPlayed;

const lastGames = (count: number) => (count === 1 ? 'his last game' : `his last ${count} games`);

/** "trending up", "cooling off", "steady", or no trend when his window is his whole season. */
export function describePointsTrend(row: PositionOutlookPlayer): string {
  if (row.recentChange === null || isWholeSeason(row)) return 'no trend yet';
  if (row.recentChange >= TREND_THRESHOLD) return 'trending up';
  if (row.recentChange <= -TREND_THRESHOLD) return 'cooling off';
  return 'steady';
}

/** "22.5 a game over his last 3 games (+2.4 on his season's 20.1)", or the season alone. */
function describeForm(row: PositionOutlookPlayer): string {
  if (row.recentPointsPerGame === null || row.recentChange === null) {
    return `${formatFigure(row.pointsPerGame)} a game`;
  }
  if (isWholeSeason(row)) {
    return `${formatFigure(row.pointsPerGame)} a game in ${row.gamesPlayed === 1 ? 'his only game' : `all ${row.gamesPlayed} of his games`}`;
  }
  return `${formatFigure(row.recentPointsPerGame)} a game over ${lastGames(row.recentGames)} (${formatChange(row.recentChange)} on his season's ${formatFigure(row.pointsPerGame)})`;
}

const formatChangeCell = (value: number | null) => (value === null ? '–' : formatChange(value));

/** Player analysis of a position: its leaders this season and how each is trending lately. */
export function composePositionTrends(outlook: PositionOutlook): string[] {
  const [top] = outlook.players;
  if (!top) return [`**No ${outlook.position}s have played in the ${outlook.season} regular season yet.**`];
  const rising = outlook.players.filter((row) => describePointsTrend(row) === 'trending up');
  const cooling = outlook.players.filter((row) => describePointsTrend(row) === 'cooling off');
  const names = (rows: readonly PositionOutlookPlayer[]) =>
    joinWords(rows.slice(0, NAMED_PER_SIDE).map((row) => formatPlayerLink(row.player)));
  const movers = [
    rising.length > 0 ? `Trending up: ${names(rising)}.` : `None of them is trending up.`,
    cooling.length > 0 ? `Cooling off: ${names(cooling)}.` : `None of them is cooling off.`,
  ].join(' ');
  return [
    `**${formatPlayerLink(top.player)} leads the ${outlook.position}s** in ${outlook.season} with ${formatFigure(top.fantasyPoints)} fantasy points (${outlook.scoring}), ${formatFigure(top.pointsPerGame)} a game, and is ${describePointsTrend(top)}: ${describeForm(top)}.`,
    movers,
    formatTable(
      [
        FANTASY_HEADERS.positionRank,
        'Player',
        'Team',
        'GP',
        FANTASY_HEADERS.points,
        FANTASY_HEADERS.pointsPerGame,
        RECENT_POINTS,
        'Change',
        'Trend',
      ],
      outlook.players.map((row) => [
        row.rankLabel,
        formatPlayerLink(row.player),
        row.player.teamAbbr ?? '–',
        formatFigure(row.gamesPlayed),
        formatFigure(row.fantasyPoints),
        formatFigure(row.pointsPerGame),
        formatOptional(row.recentPointsPerGame),
        formatChangeCell(isWholeSeason(row) ? null : row.recentChange),
        describePointsTrend(row),
      ]),
    ),
    `${RECENT_POINTS} is over each player's last ${outlook.windowGames === 1 ? 'game' : `${outlook.windowGames} games`}; the change is against his season average.`,
  ];
}

export type TradeCall = 'Buy' | 'Sell' | 'Hold';

/** Buy a player whose touches and points a game are both up lately; sell one whose both are down. */
export function decideTradeCall(row: PositionOutlookPlayer): TradeCall {
  if (row.recentChange === null || isWholeSeason(row)) return 'Hold';
  if (row.recentChange > 0 && row.touchesChange > 0) return 'Buy';
  if (row.recentChange < 0 && row.touchesChange < 0) return 'Sell';
  return 'Hold';
}

/** "RB7: 18.3 carries and targets a game over his last 3 games (+2 on his season's 16.3) and …". */
function describeTradeReason(row: PositionOutlookPlayer): string {
  const points =
    row.recentPointsPerGame === null || row.recentChange === null
      ? ''
      : ` and ${formatFigure(row.recentPointsPerGame)} fantasy points a game (${formatChange(row.recentChange)} on his season's ${formatFigure(row.pointsPerGame)})`;
  return `${row.rankLabel}: ${formatFigure(row.recentTouchesPerGame)} carries and targets a game over ${lastGames(row.recentGames)} (${formatChange(row.touchesChange)} on his season's ${formatFigure(row.touchesPerGame)})${points}`;
}

/** Trade advice for a position: buy the risers (touches and points up), sell the fallers. */
export function composePositionTrade(outlook: PositionOutlook): string[] {
  const group = `${outlook.position}s`;
  if (outlook.players.length === 0)
    return [`**No ${group} have played in the ${outlook.season} regular season yet.**`];
  const byChange = (rows: PositionOutlookPlayer[], sign: number) =>
    rows.sort((a, b) => sign * ((b.recentChange ?? 0) - (a.recentChange ?? 0)) || a.rank - b.rank);
  const buys = byChange(
    outlook.players.filter((row) => decideTradeCall(row) === 'Buy'),
    1,
  ).slice(0, NAMED_PER_SIDE);
  const sells = byChange(
    outlook.players.filter((row) => decideTradeCall(row) === 'Sell'),
    -1,
  ).slice(0, NAMED_PER_SIDE);
  const list = (rows: readonly PositionOutlookPlayer[]) =>
    rows.length === 0 ? 'none right now' : joinWords(rows.map((row) => formatPlayerLink(row.player)));
  const reasons = [
    ...buys.map((row) => `- **Buy** ${formatPlayerLink(row.player)}, ${describeTradeReason(row)}.`),
    ...sells.map((row) => `- **Sell** ${formatPlayerLink(row.player)}, ${describeTradeReason(row)}.`),
  ];
  return [
    `**Trade targets (buy): ${list(buys)}. Sell candidates: ${list(sells)}.**`,
    `I can't see your league's rosters, so I looked at the top ${group} by season rank and compared their carries plus targets and fantasy points a game (${outlook.scoring}) over ${lastGames(outlook.windowGames).replace('his ', 'their ')} with their season averages: both up is a buy, both down a sell.`,
    ...(reasons.length > 0 ? [reasons.join('\n')] : []),
    formatTable(
      [
        'Player',
        FANTASY_HEADERS.positionRank,
        FANTASY_HEADERS.pointsPerGame,
        RECENT_POINTS,
        'Car+Tgt/G',
        'Recent Car+Tgt/G',
        'Call',
      ],
      // The named calls, or the leaders when there are none: the whole group is too long a table.
      (buys.length + sells.length > 0 ? [...buys, ...sells] : outlook.players.slice(0, NAMED_PER_SIDE)).map(
        (row) => [
          formatPlayerLink(row.player),
          row.rankLabel,
          formatFigure(row.pointsPerGame),
          formatOptional(row.recentPointsPerGame),
          formatFigure(row.touchesPerGame),
          formatFigure(row.recentTouchesPerGame),
          decideTradeCall(row),
        ],
      ),
    ),
  ];
}

export interface LineupCall {
  readonly row: PositionOutlookPlayer;
  readonly start: boolean;
  readonly reason: string;
}

/** "next: week 5 at NE, who allow 30.2 a game to WRs (ranked 3 of 32, most allowed first)". */
function describeOpponent(row: PositionOutlookPlayer, position: string): string {
  const { matchup } = row;
  if (!matchup) return 'no game scheduled';
  return `next: week ${matchup.week} ${matchup.isHome ? 'vs' : 'at'} ${matchup.opponentAbbr}, who allow ${formatFigure(matchup.pointsAllowedPerGame)} a game to ${position}s (ranked ${matchup.rank} of ${matchup.teamCount}, most allowed first: a ${rateMatchup(matchup)} matchup)`;
}

/**
 * Start or sit this week: sit a player on bye, out, or with no game; sit one with a tough
 * matchup who is not trending up, or ranked outside the starters without a favourable one;
 * start the rest.
 */
export function decideLineupCall(row: PositionOutlookPlayer, position: string): LineupCall {
  const form = `${row.rankLabel}, ${describeForm(row)}`;
  if (row.isOnByeThisWeek) {
    return { row, start: false, reason: `on bye this week (week ${formatOptional(row.byeWeek)})` };
  }
  if (isSidelinedStatus(row.injuryStatus)) {
    return {
      row,
      start: false,
      reason: `listed ${formatInjuryStatus(row.injuryStatus)} on the injury report`,
    };
  }
  if (!row.matchup) return { row, start: false, reason: `${form}; no game scheduled` };
  const quality = rateMatchup(row.matchup);
  const isStarter = row.rank <= (STARTER_RANKS[position] ?? 12);
  const risingNow = describePointsTrend(row) === 'trending up';
  const start = isStarter ? quality !== 'tough' || risingNow : quality === 'favourable';
  return { row, start, reason: `${form}; ${describeOpponent(row, position)}` };
}

/** His next game is after this week while he is not on bye: this week's game is behind him. */
export function hasPlayedThisWeek(row: PositionOutlookPlayer, currentWeek: number | null): boolean {
  return (
    !row.isOnByeThisWeek && currentWeek !== null && row.matchup !== null && row.matchup.week > currentWeek
  );
}

/** Lineup help for a position: who to start and who to sit this week, with each reason. */
export function composePositionLineup(outlook: PositionOutlook): string[] {
  const { position } = outlook;
  if (outlook.players.length === 0)
    return [`**No ${position}s have played in the ${outlook.season} regular season yet.**`];
  // A player whose game this week is already played (a Thursday game) is no decision any more.
  const calls = outlook.players
    .filter((row) => !hasPlayedThisWeek(row, outlook.currentWeek))
    .map((row) => decideLineupCall(row, position));
  const starts = calls.filter((call) => call.start).slice(0, LINEUP_STARTS);
  // The sits a manager most needs to hear of: the best-ranked ones.
  const sits = calls.filter((call) => !call.start).slice(0, LINEUP_SITS);
  const names = (list: readonly LineupCall[]) =>
    list.length === 0 ? 'none' : joinWords(list.map((call) => formatPlayerLink(call.row.player)));
  const week = outlook.currentWeek === null ? 'this week' : `week ${outlook.currentWeek}`;
  const reasons = [
    ...starts.map((call) => `- **Start** ${formatPlayerLink(call.row.player)}: ${call.reason}.`),
    ...sits.map((call) => `- **Sit** ${formatPlayerLink(call.row.player)}: ${call.reason}.`),
  ];
  return [
    `**Start: ${names(starts)}. Sit: ${names(sits)}.**`,
    `For ${week}, among the top ${position}s by season rank (fantasy points, ${outlook.scoring}): form over ${lastGames(outlook.windowGames).replace('his ', 'their ')}, this week's opponent's points allowed to ${position}s, byes and injuries. I can't see your roster, so start the ones you have from the top of the list.`,
    reasons.join('\n'),
    formatTable(
      [
        'Player',
        FANTASY_HEADERS.positionRank,
        FANTASY_HEADERS.points,
        FANTASY_HEADERS.pointsPerGame,
        RECENT_POINTS,
        'Opp',
        `Opp ${FANTASY_HEADERS.pointsPerGame} allowed`,
        'Call',
      ],
      [...starts, ...sits].map((call) => [
        formatPlayerLink(call.row.player),
        call.row.rankLabel,
        formatFigure(call.row.fantasyPoints),
        formatFigure(call.row.pointsPerGame),
        formatOptional(call.row.recentPointsPerGame),
        call.row.isOnByeThisWeek
          ? 'Bye'
          : call.row.matchup
            ? `${call.row.matchup.isHome ? 'vs' : 'at'} ${call.row.matchup.opponentAbbr}`
            : '–',
        call.row.isOnByeThisWeek ? '–' : formatOptional(call.row.matchup?.pointsAllowedPerGame ?? null),
        call.start ? 'Start' : 'Sit',
      ]),
    ),
  ];
}
