import type { Database } from '@all22/db';
import {
  composeAskForPlayers,
  composeAskWhoIsMeant,
  composeCapabilities,
  composeClarification,
  composeNotFantasy,
  composeNotFound,
  composePlayerAnalysis,
  composePlayerComparison,
  composePositionLineup,
  composePositionRanking,
  composePositionTrade,
  composePositionTrends,
  composeTeamAnalysis,
  composeWaiverPickups,
  decideAnalystIntent,
  recognizeAnalystQuestion,
  type AnalystHistoryEntry,
  type FantasyRanking,
  type PlayerComparison,
  type PointsAllowedToPosition,
  type PositionOutlook,
  type RecognizedQuestion,
  type ScheduleOutlook,
  type TeamStatsSummary,
  type WaiverCandidates,
} from '@all22/domain';
import { gatherMatchups, gatherPlayerFacts } from './gather-player-facts.js';
import { resolveQuestionMentions, type QuestionMentions } from './resolve-question-mentions.js';
import type { ToolRunner } from './tool-runner.js';

/** Two capitalised words or more: what a person's name looks like in a question. */
function isWrittenAsName(text: string): boolean {
  const words = text.split(' ');
  return words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word));
}

/**
 * How many of a position's top players a group answer weighs: a lineup reaches past the starters
 * (to find the sits), a trade the starters, a trend the leaders.
 */
const GROUP_SIZES = { 'position-lineup': 30, 'position-trade': 24, 'position-trends': 12 } as const;

const GROUP_COMPOSERS = {
  'position-lineup': composePositionLineup,
  'position-trade': composePositionTrade,
  'position-trends': composePositionTrends,
} as const;

/** The blocks of one answer (paragraphs, lists, tables), composed one after another. */
export type AnswerBlocks = AsyncGenerator<readonly string[], void, undefined>;

async function* answerPlayers(
  tools: ToolRunner,
  question: RecognizedQuestion,
  mentions: QuestionMentions,
  intent: 'trade-advice' | 'start-sit' | 'player-comparison' | 'player-analysis',
): AnswerBlocks {
  const players = mentions.players.map((mentioned) => mentioned.player);
  const [only] = players;
  if (players.length === 1 && only) {
    const facts = await gatherPlayerFacts(tools, only);
    const kind = intent === 'start-sit' ? 'start-sit' : question.cues.waivers ? 'pickup' : 'analysis';
    yield composePlayerAnalysis(facts, { kind, topics: question.topics });
    return;
  }
  const comparing = tools.run<PlayerComparison>('compare_players', {
    players: players.slice(0, 4).map((player) => String(player.nflId)),
  });
  if (intent === 'start-sit') {
    const [comparison, matchups] = await Promise.all([comparing, gatherMatchups(tools, players)]);
    yield composePlayerComparison(comparison, { kind: 'start-sit' }, matchups);
    return;
  }
  const comparison = await comparing;
  if (intent === 'trade-advice') {
    const side = (index: number) =>
      mentions.players.filter((m) => m.side === index).map((m) => m.player.nflId);
    yield composePlayerComparison(comparison, { kind: 'trade', giving: side(0), getting: side(1) });
  } else {
    yield composePlayerComparison(comparison, { kind: 'comparison' });
  }
}

async function* answerTeam(
  tools: ToolRunner,
  question: RecognizedQuestion,
  mentions: QuestionMentions,
): AnswerBlocks {
  for (const team of mentions.teams.slice(0, 2)) {
    const [stats, schedule, pointsAllowed] = await Promise.all([
      tools.run<TeamStatsSummary>('get_team_stats', { team: team.teamId }),
      tools.run<ScheduleOutlook>('get_schedule_outlook', { team: team.teamId }),
      question.position
        ? tools.run<PointsAllowedToPosition>('get_points_allowed_to_position', {
            team: team.teamId,
            position: question.position,
          })
        : null,
    ]);
    yield composeTeamAnalysis({ stats, schedule, pointsAllowed }, question.topics);
  }
}

/**
 * One answer of the embedded analyst: the question's players and teams resolved, a clarifying
 * question when a name is ambiguous, otherwise the intent's tools called and the answer composed
 * (every figure from a tool result), block by block.
 */
export async function* answerQuestion(
  db: Database,
  tools: ToolRunner,
  input: { message: string; history: readonly AnalystHistoryEntry[] },
): AnswerBlocks {
  const question = recognizeAnalystQuestion(input.message);
  const mentions = await resolveQuestionMentions(db, tools, input);
  if (mentions.ambiguous) {
    yield composeClarification(mentions.ambiguous.name, mentions.ambiguous.players);
    return;
  }
  // Words the search did not know are reported only when written as a name ("Xavier Quill").
  const namedNames = mentions.unknownNames.filter(isWrittenAsName);
  const intent = decideAnalystIntent(question, {
    playerCount: mentions.players.length,
    teamCount: mentions.teams.length,
  });
  switch (intent) {
    case 'waiver-pickups': {
      const args = question.position ? { position: question.position } : {};
      yield composeWaiverPickups(await tools.run<WaiverCandidates>('find_waiver_candidates', args));
      break;
    }
    case 'position-ranking':
      yield composePositionRanking(
        await tools.run<FantasyRanking>('get_fantasy_rankings', { position: question.position }),
      );
      break;
    case 'position-trends':
    case 'position-trade':
    case 'position-lineup': {
      const outlook = await tools.run<PositionOutlook>('get_position_outlook', {
        position: question.position,
        limit: GROUP_SIZES[intent],
      });
      yield GROUP_COMPOSERS[intent](outlook);
      break;
    }
    case 'team-analysis':
      yield* answerTeam(tools, question, mentions);
      break;
    case 'trade-advice':
    case 'start-sit':
    case 'player-comparison':
    case 'player-analysis':
      yield* answerPlayers(tools, question, mentions, intent);
      break;
    case 'unknown':
      if (mentions.nonFantasyPlayers.length > 0) yield composeNotFantasy(mentions.nonFantasyPlayers);
      else if (namedNames.length > 0) yield composeNotFound(namedNames);
      else if (question.cues.startSit) yield composeAskForPlayers();
      else if (mentions.hasUnresolvedPronoun) yield composeAskWhoIsMeant();
      else yield composeCapabilities();
      return;
  }
  if (mentions.nonFantasyPlayers.length > 0) yield composeNotFantasy(mentions.nonFantasyPlayers);
  if (namedNames.length > 0) {
    yield [`(I couldn't find ${namedNames.map((name) => `"${name}"`).join(', ')}, so I left it out.)`];
  }
}
