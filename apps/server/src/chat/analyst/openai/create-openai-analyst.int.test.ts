import type { DatabaseHandle } from '@all22/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ToolCallRecord } from '../analyst-tool.js';
import { ANALYST_SYSTEM_PROMPT, TOO_MANY_TOOL_ROUNDS_TEXT } from './analyst-system-prompt.js';
import { createOpenAiAnalyst } from './create-openai-analyst.js';
import { startAnalystTestbed, type AnalystTestbed } from './testing/analyst-testbed.js';
import { askInput, collectReply } from './testing/collect-reply.js';
import {
  readToolResults,
  textReply,
  toolCallReply,
  type FakeOpenAiServer,
} from './testing/fake-openai-server.js';
import { FIRST_TEST_PLAYER_ID, testAnalystTools, testContextLoader } from './testing/test-analyst-tools.js';

describe('the OpenAI-compatible analyst', () => {
  let testbed: AnalystTestbed;
  let database: DatabaseHandle;
  let fake: FakeOpenAiServer;
  const calls: ToolCallRecord[] = [];

  beforeAll(async () => {
    testbed = await startAnalystTestbed();
    ({ database, fake } = testbed);
  });
  afterAll(() => testbed?.close());
  beforeEach(() => {
    calls.length = 0;
  });

  const analyst = (maxToolRounds?: number) =>
    createOpenAiAnalyst({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test-key',
      model: 'fake-model',
      tools: testAnalystTools,
      loadContext: testContextLoader(database.db),
      onToolCall: (record) => calls.push(record),
      ...(maxToolRounds === undefined ? {} : { maxToolRounds }),
    });

  it('streams a plain answer piece by piece, in order, after sending the prompt, the tools and the key', async () => {
    fake.setModel(() => textReply('**Verdict:** ', 'start him', ', says the ', 'tape.'));
    const pieces = await collectReply(analyst(), askInput('Should I start Okafor?'));
    expect(pieces).toEqual(['**Verdict:** ', 'start him', ', says the ', 'tape.']);

    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(request?.body.messages).toEqual([
      { role: 'system', content: ANALYST_SYSTEM_PROMPT },
      { role: 'user', content: 'Should I start Okafor?' },
    ]);
    expect(ANALYST_SYSTEM_PROMPT).toMatch(/must come from a tool result/);
    expect(ANALYST_SYSTEM_PROMPT).toContain('/players/player/{playerId}');
    expect(request?.body.tools?.map((tool) => tool.type === 'function' && tool.function.name)).toEqual([
      'count_players_by_position',
      'find_player',
      'get_position_size',
      'list_most_experienced',
    ]);
    expect(request?.body.tools?.[2]).toEqual({
      type: 'function',
      function: {
        name: 'get_position_size',
        description: 'The average weight and height of the players at a position, and its heaviest weight.',
        parameters: {
          type: 'object',
          properties: {
            position: {
              type: 'string',
              enum: ['QB', 'RB', 'WR', 'TE', 'K'],
              description: 'A position: QB, RB, WR, TE or K',
            },
          },
          required: ['position'],
        },
      },
    });
    // A defaulted argument is optional for the model.
    const veterans = request?.body.tools?.[3];
    expect(veterans?.type === 'function' && veterans.function.parameters?.required).toBeUndefined();
  });

  it('sends the session history as prior messages', async () => {
    fake.setModel(() => textReply('Still Okafor.'));
    const history = [
      { role: 'user', content: 'Who is the backup QB?' },
      { role: 'assistant', content: 'Mason Okafor.' },
    ] as const;
    await collectReply(analyst(), askInput('And now?', { history: [...history] }));
    expect(fake.requests[0]?.body.messages.slice(1)).toEqual([
      ...history,
      { role: 'user', content: 'And now?' },
    ]);
  });

  it('runs a tool the model asks for (arguments split across deltas) and streams the answer made from its result', async () => {
    fake.setModel((request, index) =>
      index === 0
        ? toolCallReply({ name: 'count_players_by_position', arguments: '{"position": "RB"}' })
        : textReply(
            'The league has ',
            String((readToolResults(request)[0] as { players: number }[])[0]?.players),
            ' RBs.',
          ),
    );
    const pieces = await collectReply(analyst(), askInput('How many running backs are there?'));
    expect(pieces.join('')).toBe('The league has 4 RBs.');
    expect(pieces.length).toBeGreaterThan(1);

    expect(fake.requests).toHaveLength(2);
    const followUp = fake.requests[1]?.body.messages.slice(2);
    expect(followUp).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_0_count_players_by_position',
            type: 'function',
            function: { name: 'count_players_by_position', arguments: '{"position": "RB"}' },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_0_count_players_by_position',
        content: JSON.stringify([{ position: 'RB', players: 4 }]),
      },
    ]);
    expect(calls).toEqual([
      {
        name: 'count_players_by_position',
        args: { position: 'RB' },
        result: [{ position: 'RB', players: 4 }],
      },
    ]);
  });

  it('runs two tools asked for in one round and answers each call by its id', async () => {
    fake.setModel((_request, index) =>
      index === 0
        ? toolCallReply(
            { name: 'find_player', arguments: '{"name":"Okafor"}' },
            { name: 'get_position_size', arguments: '{"position":"QB"}' },
          )
        : textReply('Done.'),
    );
    await collectReply(analyst(), askInput('Is Okafor big for a QB?'));
    const toolMessages = fake.requests[1]?.body.messages.filter((message) => message.role === 'tool');
    expect(toolMessages?.map((message) => message.tool_call_id)).toEqual([
      'call_0_find_player',
      'call_1_get_position_size',
    ]);
    expect(readToolResults(fake.requests[1]!)).toEqual([
      [
        {
          playerId: FIRST_TEST_PLAYER_ID + 1,
          name: 'Mason Okafor',
          position: 'QB',
          jerseyNumber: 12,
          heightInches: 74,
          weightPounds: 215,
          experienceSeasons: 3,
          college: 'Iowa State',
        },
      ],
      { position: 'QB', averageWeightPounds: 221.3, averageHeightInches: 75, heaviestWeightPounds: 228 },
    ]);
    expect(calls.map((call) => call.name)).toEqual(['find_player', 'get_position_size']);
  });

  it('answers invalid arguments, bad JSON and an unknown tool with errors the model can correct', async () => {
    fake.setModel((request, index) => {
      if (index === 0) {
        return toolCallReply(
          { name: 'get_position_size', arguments: '{"position":"LB"}' },
          { name: 'find_player', arguments: '{"name": "Oka' },
          { name: 'get_weather', arguments: '{}' },
        );
      }
      if (index === 1) return toolCallReply({ name: 'get_position_size', arguments: '{"position":"TE"}' });
      return textReply(`Corrected after ${readToolResults(request).length} results.`);
    });
    const pieces = await collectReply(analyst(), askInput('How heavy are linebackers?'));
    expect(pieces.join('')).toBe('Corrected after 4 results.');
    const [badPosition, badJson, unknown] = readToolResults(fake.requests[1]!) as { error: string }[];
    expect(badPosition?.error).toMatch(/^Invalid arguments for get_position_size:[^]*position/);
    expect(badJson?.error).toBe('The arguments are not valid JSON: {"name": "Oka');
    expect(unknown?.error).toBe(
      'There is no tool named "get_weather". The tools are: count_players_by_position, find_player, get_position_size, list_most_experienced.',
    );
    // Only the call that ran is recorded.
    expect(calls).toEqual([
      {
        name: 'get_position_size',
        args: { position: 'TE' },
        result: {
          position: 'TE',
          averageWeightPounds: 256,
          averageHeightInches: 77.5,
          heaviestWeightPounds: 260,
        },
      },
    ]);
  });

  it("hands the model a tool's refusal (no player by that name) and a failing tool ends the reply", async () => {
    fake.setModel((request, index) =>
      index === 0
        ? toolCallReply({ name: 'find_player', arguments: '{"name":"Nobody Atall"}' })
        : textReply(`I found nobody: ${readToolResults(request).length} result.`),
    );
    const pieces = await collectReply(analyst(), askInput('Who is Nobody Atall?'));
    expect(pieces.join('')).toBe('I found nobody: 1 result.');
    expect(readToolResults(fake.requests[1]!)).toEqual([{ error: 'No player is named "Nobody Atall".' }]);
    expect(calls).toEqual([]);
  });

  it(`stops a model that keeps asking for tools after the allowed rounds, and says so`, async () => {
    fake.setModel(() => toolCallReply({ name: 'list_most_experienced', arguments: '{"limit":1}' }));
    const pieces = await collectReply(analyst(2), askInput('Who is the oldest veteran?'));
    expect(pieces).toEqual([TOO_MANY_TOOL_ROUNDS_TEXT]);
    expect(fake.requests).toHaveLength(3);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.result).toEqual([
      { playerId: FIRST_TEST_PLAYER_ID + 14, name: 'Felix Ansah', position: 'K', experienceSeasons: 12 },
    ]);
  });
});
