import { testDatabaseTargets } from '@all22/db/testing';
import { CHAT_INTRO_PROMPTS } from '@all22/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askEmbeddedAnalyst,
  findAnalystTestLeague,
  type AnalystTestAnswer,
  type AnalystTestLeague,
} from '../../../testing/analyst-test-league.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../../../testing/league-test-app.js';
import type { ChatHistoryEntry } from '../../chat-assistant.js';
import { findUngroundedNumbers } from '../grounding.js';

/** One question (with an earlier conversation, for follow-ups). */
interface Question {
  readonly message: string;
  /** Questions asked before it in the same session, whose answers make its history. */
  readonly before?: readonly string[];
}

describe.each(testDatabaseTargets())('the embedded analyst is grounded on %s', (target) => {
  let league: LeagueTestApp;
  let names: AnalystTestLeague;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    names = await findAnalystTestLeague(league.database.db);
  }, 180_000);
  afterAll(() => league?.close());

  const ask = (message: string, history: readonly ChatHistoryEntry[] = []) =>
    askEmbeddedAnalyst({ database: league.database.db, now: league.now }, message, { history });

  /** Asks the questions before it first, each answer going into the history, then the question. */
  async function askInSession(question: Question): Promise<AnalystTestAnswer> {
    const history: ChatHistoryEntry[] = [];
    for (const earlier of question.before ?? []) {
      const answer = await ask(earlier, history);
      history.push({ role: 'user', content: earlier }, { role: 'assistant', content: answer.text });
    }
    return ask(question.message, history);
  }

  function questions(): Question[] {
    const { QB, RB, WR, TE } = names.top;
    // A nickname with digits (the 49ers) when the league has one: its name is a string, not a claim.
    const kc = names.teams.find((team) => /\d/.test(team.nick)) ?? names.teams[0];
    const other = names.teams[1];
    if (!kc || !other) throw new Error('no teams');
    return [
      { message: `How has ${WR[0].name} been trending the last four weeks?` },
      { message: `What's ${RB[0].name}'s usage lately?` },
      { message: `Is ${QB[0].name} injured?` },
      { message: `When is ${TE[0].name}'s bye week?` },
      { message: `Tell me about ${RB[1].name}` },
      { message: `Should I trade ${RB[0].name} for ${WR[0].name}?` },
      { message: `Should I trade ${WR[1].name} and ${RB[1].name} for ${QB[0].name}?` },
      { message: `Should I start ${WR[0].name} or ${WR[1].name}?` },
      { message: `Should I start ${RB[1].name} this week?` },
      { message: 'Who should I start at flex this week?' },
      { message: 'Which running backs are worth picking up?' },
      { message: 'Any waiver wire pickups?' },
      { message: 'Best tight ends to add off waivers?' },
      { message: `Compare ${WR[0].name} and ${TE[0].name}` },
      { message: `${RB[0].name} vs ${RB[1].name}` },
      { message: `Who is better, ${QB[0].name} or ${QB[1].name}?` },
      { message: 'Top running backs this season' },
      { message: 'Who are the best quarterbacks?' },
      { message: `How are the ${kc.nick} doing?` },
      { message: `When is the ${other.abbr} bye?` },
      { message: `How many points do the ${other.nick} allow to wide receivers?` },
      { message: `How is ${names.sharedLastName} doing?` },
      { message: "What's the weather like in Paris?" },
      { message: 'Should I start him?', before: [`How has ${WR[1].name} been playing?`] },
      { message: 'Is he injured?', before: [`Tell me about ${TE[1].name}`] },
      {
        message: `Should I trade them for ${QB[1].name}?`,
        before: [`Compare ${RB[0].name} and ${WR[1].name}`],
      },
      { message: `how is ${WR[1].name.toLowerCase()} doing`, before: [] },
      { message: `Who does ${WR[0].name} play next?` },
      { message: `Is ${RB[1].lastName} worth a pickup?` },
      { message: 'How is Xyzzyq Quuxley doing?' },
      // The intro card's four, as its buttons send them; the trade one also after an answer
      // that linked players ("their" is the running backs asked about, not those players).
      ...CHAT_INTRO_PROMPTS.map((prompt) => ({ message: prompt.question })),
      { message: CHAT_INTRO_PROMPTS[1].question, before: [`Compare ${WR[0].name} and ${TE[0].name}`] },
    ];
  }

  it('states only numbers found in the tool results of each of 35 answers', async () => {
    const list = questions();
    expect(list).toHaveLength(35);
    for (const question of list) {
      const answer = await askInSession(question);
      if (process.env.PRINT_ANALYST) console.log(`\n### ${question.message}\n${answer.text}`);
      expect(answer.text.length, question.message).toBeGreaterThan(0);
      expect(
        findUngroundedNumbers(
          answer.text,
          answer.calls.map((call) => call.result),
        ),
        `${question.message}\n${answer.text}`,
      ).toEqual([]);
    }
  }, 300_000);

  it('answers about two different players differently', async () => {
    const { WR } = names.top;
    const first = await ask(`How has ${WR[0].name} been trending?`);
    const second = await ask(`How has ${WR[1].name} been trending?`);
    expect(first.text).not.toEqual(second.text);
    expect(first.text).toContain(`/players/player/${WR[0].nflId}`);
    expect(second.text).toContain(`/players/player/${WR[1].nflId}`);
    // The figures differ too, not only the names.
    const figures = (text: string, name: string) =>
      text
        .split(name)
        .join('')
        .replace(/\(\/[^)]*\)/g, '');
    expect(figures(first.text, WR[0].name)).not.toEqual(figures(second.text, WR[1].name));
  }, 60_000);
});
