import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAnalystTestLeague, type AnalystTestLeague } from '../../../testing/analyst-test-league.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../../../testing/league-test-app.js';
import type { ToolCallRecord } from '../analyst-tool.js';
import { findUngroundedNumbers } from '../grounding.js';
import { loadAnalystContext } from '../load-analyst-context.js';
import type { FindPlayersResult } from '../tools/find-players-tool.js';
import { analystTools } from '../tools/index.js';
import { createOpenAiAnalyst } from './create-openai-analyst.js';
import { askInput, collectReply } from './testing/collect-reply.js';
import {
  readToolResults,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './testing/fake-openai-server.js';
import { createKeywordAnalystModel } from './testing/keyword-analyst-model.js';

/** One question, written once the league's players and teams are known, and the tools it calls for. */
interface Question {
  readonly label: string;
  readonly message: (names: AnalystTestLeague) => string;
  readonly tools: readonly string[];
  /** What the answer states: figures (a table), or the players found (a name search). */
  readonly states: 'figures' | 'players';
}

const question = (
  label: string,
  tools: string[],
  message: Question['message'],
  states: Question['states'] = 'figures',
): Question => ({ label, message, tools, states });

/** The league's first team, and its first team with digits in its nickname (a string, not a claim). */
const firstTeam = (names: AnalystTestLeague) =>
  names.teams.find((team) => /\d/.test(team.nick)) ?? names.teams[0]!;
const secondTeam = (names: AnalystTestLeague) => names.teams[1]!;

const QUESTIONS: readonly Question[] = [
  question(
    'trade targets at a position',
    ['get_position_outlook'],
    () => 'Which running backs are good trade targets right now?',
  ),
  question(
    'usage trend over 4 weeks',
    ['get_player_usage'],
    ({ top }) => `How has ${top.WR[0].name} been trending the last 4 weeks?`,
  ),
  question('usage lately', ['get_player_usage'], ({ top }) => `What's ${top.RB[0].name}'s usage lately?`),
  question(
    'targets over three games',
    ['get_player_usage'],
    ({ top }) => `How many targets has ${top.WR[1].name} had over the last three games?`,
  ),
  question(
    'tell me about a player',
    ['get_player_fantasy_profile'],
    ({ top }) => `Tell me about ${top.RB[1].name}`,
  ),
  question(
    'profile over 6 games',
    ['get_player_fantasy_profile'],
    ({ top }) => `Show me the profile of ${top.QB[0].name} for his last 6 games`,
  ),
  question(
    'season fantasy points',
    ['get_player_fantasy_profile'],
    ({ top }) => `How many fantasy points does ${top.TE[0].name} have this season?`,
  ),
  question('top 5 running backs', ['get_fantasy_rankings'], () => 'Who are the top 5 running backs?'),
  question('best quarterbacks', ['get_fantasy_rankings'], () => 'Rank the best quarterbacks this season'),
  question(
    'two positions ranked',
    ['get_fantasy_rankings'],
    () => 'Top tight ends and wide receivers this season?',
  ),
  question(
    'points allowed to WRs',
    ['get_points_allowed_to_position'],
    (names) => `How many points do the ${secondTeam(names).nick} allow to wide receivers?`,
  ),
  question(
    'matchup by abbreviation',
    ['get_points_allowed_to_position'],
    (names) => `Is ${firstTeam(names).abbr} a good matchup for running backs?`,
  ),
  question(
    'points allowed to two positions',
    ['get_points_allowed_to_position'],
    (names) => `What does the ${secondTeam(names).nick} defense allow to TEs and QBs?`,
  ),
  question('is he injured', ['get_injury_status'], ({ top }) => `Is ${top.QB[0].name} injured?`),
  question(
    'practice status',
    ['get_injury_status'],
    ({ top }) => `Did ${top.WR[1].name} practice on the injury report?`,
  ),
  question(
    'injury and bye together',
    ['get_injury_status', 'get_schedule_outlook'],
    ({ top }) => `Is ${top.RB[1].name} hurt, and when is his bye?`,
  ),
  question(
    "a player's bye week",
    ['get_schedule_outlook'],
    ({ top }) => `When is ${top.TE[0].name}'s bye week?`,
  ),
  question("a team's bye", ['get_schedule_outlook'], (names) => `When is the ${secondTeam(names).abbr} bye?`),
  question(
    'who he plays next',
    ['get_schedule_outlook'],
    ({ top }) => `Who does ${top.WR[0].name} play next?`,
  ),
  question(
    'next 5 games of a team',
    ['get_schedule_outlook'],
    (names) => `Show the schedule of the ${firstTeam(names).nick} for the next 5 games`,
  ),
  question(
    "a team's record",
    ['get_team_stats'],
    (names) => `How are the ${firstTeam(names).nick} doing? What's their record?`,
  ),
  question(
    'team stats by abbreviation',
    ['get_team_stats'],
    (names) => `Team stats for ${secondTeam(names).abbr} please`,
  ),
  question(
    'compare two players',
    ['compare_players'],
    ({ top }) => `Compare ${top.WR[0].name} and ${top.TE[0].name}`,
  ),
  question('one versus another', ['compare_players'], ({ top }) => `${top.RB[0].name} vs ${top.RB[1].name}`),
  question(
    'who is better',
    ['compare_players'],
    ({ top }) => `Who is better, ${top.QB[0].name} or ${top.QB[1].name}?`,
  ),
  question(
    'compare three players',
    ['compare_players'],
    ({ top }) => `Compare ${top.WR[1].name}, ${top.RB[1].name} and ${top.QB[1].name}`,
  ),
  question('any waiver pickups', ['find_waiver_candidates'], () => 'Any waiver wire pickups?'),
  question(
    'running backs off waivers',
    ['find_waiver_candidates'],
    () => 'Which running backs are worth picking up off waivers?',
  ),
  question(
    'tight ends off waivers',
    ['find_waiver_candidates'],
    () => 'Best tight ends to add off waivers over the last 2 weeks?',
  ),
  question(
    'a shared last name',
    ['find_players'],
    (names) => `Find the players named ${names.sharedLastName}`,
    'players',
  ),
  question('a name nobody has', ['get_player_usage'], () => 'How has Xyzzyq Quuxley been trending?'),
];

/** The question whose player does not exist: its tool answers with an error, the answer has no figure. */
const UNKNOWN_NAME = 'a name nobody has';

/** A sentence with a figure no tool gave: the check must catch it. */
const INVENTED = ' He also gained 4137.9 yards last season.';

describe('grounding of the OpenAI-compatible engine over the real analyst tools and league', () => {
  let league: LeagueTestApp;
  let names: AnalystTestLeague;
  let fake: FakeOpenAiServer;
  /** Each question's text, answer, the calls the engine recorded, and the tool results the model was sent. */
  const answered = new Map<
    string,
    { message: string; answer: string; calls: ToolCallRecord[]; sent: unknown[] }
  >();

  /** Asks the engine with the keyword model (adding `embellish` to its answer). */
  async function ask(message: string, embellish?: string) {
    const calls: ToolCallRecord[] = [];
    fake.setModel(createKeywordAnalystModel(embellish));
    const analyst = createOpenAiAnalyst({
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      tools: analystTools,
      loadContext: (input) =>
        loadAnalystContext({ database: league.database.db, now: () => league.now }, input),
      onToolCall: (record) => calls.push(record),
    });
    const answer = (await collectReply(analyst, askInput(message))).join('');
    const lastRequest = fake.requests.at(-1);
    return { message, answer, calls, sent: lastRequest ? readToolResults(lastRequest) : [] };
  }

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target: 'pglite' });
    names = await findAnalystTestLeague(league.database.db);
    fake = await startFakeOpenAiServer();
    for (const { label, message } of QUESTIONS) answered.set(label, await ask(message(names)));
  }, 240_000);
  afterAll(async () => {
    await fake?.close();
    await league?.close();
  });

  it('asks 31 questions', () => {
    expect(QUESTIONS).toHaveLength(31);
    expect(answered.size).toBe(31);
  });

  it.each(QUESTIONS.filter(({ label }) => label !== UNKNOWN_NAME))(
    'states only figures of its tool results: $label',
    ({ label, tools, states }) => {
      const { message, answer, calls, sent } = answered.get(label)!;
      if (process.env.PRINT_ANALYST) console.log(`\n### ${message}\n${JSON.stringify(calls)}\n${answer}`);
      const results = calls.map((call) => call.result);
      expect(new Set(calls.map((call) => call.name)), message).toEqual(new Set(tools));
      // Figures stated (or the players found, linked), every figure in the results.
      if (states === 'figures') expect(answer, message).toMatch(/\|\s*-?\d/);
      else {
        const { players } = calls[0]!.result as FindPlayersResult;
        expect(players.length, message).toBeGreaterThanOrEqual(2);
        for (const player of players)
          expect(answer).toContain(`[${player.name}](/players/player/${player.nflId})`);
      }
      expect(findUngroundedNumbers(answer, results), `${message}\n${answer}`).toEqual([]);
      // The model was sent exactly the results the engine recorded, and no error.
      expect(sent).toEqual(results);
    },
  );

  it('fills the arguments from the question: players, teams, positions and counts', () => {
    const argsOf = (label: string) => answered.get(label)!.calls.map((call) => call.args);
    const { top } = names;
    expect(argsOf('usage trend over 4 weeks')).toEqual([{ player: top.WR[0].name, weeks: 4 }]);
    expect(argsOf('targets over three games')).toEqual([{ player: top.WR[1].name, weeks: 3 }]);
    expect(argsOf('profile over 6 games')).toEqual([{ player: top.QB[0].name, recentGames: 6 }]);
    expect(argsOf('top 5 running backs')).toEqual([{ position: 'RB', limit: 5 }]);
    expect(argsOf('two positions ranked')).toEqual([
      { position: 'WR', limit: 10 },
      { position: 'TE', limit: 10 },
    ]);
    expect(argsOf('points allowed to WRs')).toEqual([{ team: secondTeam(names).nick, position: 'WR' }]);
    expect(argsOf("a team's bye")).toEqual([{ team: secondTeam(names).abbr, games: 3 }]);
    expect(argsOf("a player's bye week")).toEqual([{ player: top.TE[0].name, games: 3 }]);
    expect(argsOf('compare three players')).toEqual([
      { players: [top.WR[1].name, top.RB[1].name, top.QB[1].name] },
    ]);
    expect(argsOf('running backs off waivers')).toEqual([
      { position: 'RB', weeks: 3, rankCutoff: 24, limit: 5 },
    ]);
    expect(argsOf('a shared last name')).toEqual([{ name: names.sharedLastName }]);
  });

  it('passes a name nobody has to the model as an error, which it reports without a figure', () => {
    const { answer, calls, sent } = answered.get(UNKNOWN_NAME)!;
    expect(calls).toEqual([]);
    expect(sent).toEqual([{ error: 'No player matches "Xyzzyq Quuxley"' }]);
    expect(answer).toContain('No player matches "Xyzzyq Quuxley"');
    expect(answer).not.toMatch(/\d/);
  });

  it('used every real tool, and two tools in one round at least once', () => {
    const all = [...answered.values()];
    const used = new Set(all.flatMap(({ calls }) => calls.map((call) => call.name)));
    expect([...used].sort()).toEqual(analystTools.map((tool) => tool.name).sort());
    expect(all.some(({ calls }) => new Set(calls.map((call) => call.name)).size >= 2)).toBe(true);
  });

  it.each(QUESTIONS.slice(0, 4))('catches a model that invents a number: $label', async ({ message }) => {
    const { answer, calls } = await ask(message(names), INVENTED);
    expect(answer).toContain(INVENTED);
    expect(
      findUngroundedNumbers(
        answer,
        calls.map((call) => call.result),
      ),
    ).toEqual(['4137.9']);
  });
});
