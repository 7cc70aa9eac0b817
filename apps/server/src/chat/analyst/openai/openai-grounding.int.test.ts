import type { DatabaseHandle } from '@all22/db';
import { createTestDatabase } from '@all22/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalystTool, ToolCallRecord } from '../analyst-tool.js';
import { findUngroundedNumbers } from '../grounding.js';
import { createOpenAiAnalyst } from './create-openai-analyst.js';
import { askInput, collectReply } from './testing/collect-reply.js';
import {
  readToolResults,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './testing/fake-openai-server.js';
import { createKeywordAnalystModel } from './testing/keyword-analyst-model.js';
import { seedTestPlayers, testAnalystTools, testContextLoader } from './testing/test-analyst-tools.js';

/** The tools under test (the real analyst tools can take their place), and what fills their database. */
const tools: readonly AnalystTool[] = testAnalystTools;
const prepareDatabase = (database: DatabaseHandle) => seedTestPlayers(database.db);

/** Varied questions: counts, one player, two positions compared, veterans, and some no tool covers. */
const QUESTIONS = [
  'How many QBs does the league have?',
  'How many RBs are on the rosters?',
  'Count the WRs for me.',
  'How many TEs are there?',
  'How many players are there at each position?',
  'How many QBs and RBs are there?',
  'What college did Silas Adebayo play at?',
  'What jersey number does Mason Okafor wear?',
  "What is Grant Oduya's height?",
  'Give me the profile of Ezra Whitfield.',
  'Show me the profile of Wyatt Kowalczyk.',
  'What college and jersey does Noah Castellanos have?',
  'How much experience does Felix Ansah have?',
  'What is the average weight of a TE?',
  'Who is the heaviest RB?',
  'What is the average height of WRs?',
  'Are QBs heavier on average than RBs?',
  'What is the average weight and height at K?',
  'Who is the heaviest WR, on average how tall are they?',
  'Who are the most experienced veterans?',
  'Which WR veterans have played the most seasons?',
  'List the veteran QBs.',
  'Who are the 5 most experienced veterans?',
  'Which RB veterans have the most seasons?',
  'Name the 2 most experienced TE veterans.',
  'Which veterans at K have the most seasons?',
  'Should I start Dario Quelmont this week?',
  'What is the weather in Green Bay on Sunday?',
  'Who wins the title in 2031?',
  'Tell me a joke about referees.',
];

/** A sentence with a figure no tool gave: the check must catch it. */
const INVENTED = ' He also gained 4137.9 yards last season.';

describe('grounding of the OpenAI-compatible engine: every figure of an answer comes from its tool results', () => {
  let database: DatabaseHandle;
  let fake: FakeOpenAiServer;
  /** Each question's answer, the calls the engine recorded, and the tool results the model was sent. */
  const answered = new Map<string, { answer: string; calls: ToolCallRecord[]; sent: unknown[] }>();

  /** Asks the engine with the keyword model (adding `embellish` to its answer). */
  async function ask(question: string, embellish?: string) {
    const calls: ToolCallRecord[] = [];
    fake.setModel(createKeywordAnalystModel(embellish));
    const analyst = createOpenAiAnalyst({
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      tools,
      loadContext: testContextLoader(database.db),
      onToolCall: (record) => calls.push(record),
    });
    const answer = (await collectReply(analyst, askInput(question))).join('');
    const lastRequest = fake.requests.at(-1);
    return { answer, calls, sent: lastRequest ? readToolResults(lastRequest) : [] };
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await prepareDatabase(database);
    fake = await startFakeOpenAiServer();
    for (const question of QUESTIONS) answered.set(question, await ask(question));
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  it.each(QUESTIONS)('%s', (question) => {
    const { answer, calls, sent } = answered.get(question)!;
    const results = calls.map((call) => call.result);
    expect(findUngroundedNumbers(answer, results)).toEqual([]);
    // The model was sent exactly the results the engine recorded (and errors for calls it refused).
    expect(sent.filter((result) => !(result instanceof Object && 'error' in result))).toEqual(results);
  });

  it('answered most questions with figures, used every tool, and two tools in one round at least once', () => {
    const all = [...answered.values()];
    const withFigures = all.filter(({ answer }) => /\|\s*-?\d/.test(answer));
    expect(withFigures.length).toBeGreaterThanOrEqual(QUESTIONS.length - 5);
    const used = new Set(all.flatMap(({ calls }) => calls.map((call) => call.name)));
    expect([...used].sort()).toEqual(tools.map((tool) => tool.name).sort());
    expect(all.some(({ calls }) => calls.length >= 2)).toBe(true);
  });

  it.each(QUESTIONS.slice(0, 8))('catches a model that invents a number: %s', async (question) => {
    const { answer, calls } = await ask(question, INVENTED);
    expect(answer).toContain(INVENTED);
    expect(
      findUngroundedNumbers(
        answer,
        calls.map((call) => call.result),
      ),
    ).toEqual(['4137.9']);
  });
});
