import { fantasySeasonStats, games, players } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, updateAccountSettings } from '../../../identity/users.js';
import {
  askEmbeddedAnalyst,
  findAnalystTestLeague,
  type AnalystTestLeague,
} from '../../../testing/analyst-test-league.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../../../testing/league-test-app.js';
import type { ChatHistoryEntry } from '../../chat-assistant.js';
import { loadAnalystContext } from '../load-analyst-context.js';

describe.each(testDatabaseTargets())('the embedded analyst on %s', (target) => {
  let league: LeagueTestApp;
  let names: AnalystTestLeague;
  let halfPprUser: string;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    names = await findAnalystTestLeague(league.database.db);
    const user = await createUser(league.database.db, {
      email: `half-${Date.now()}@example.test`,
      passwordHash: 'not used',
      firstName: 'Hal',
      lastName: 'Fppr',
    });
    if (!user) throw new Error('no user');
    await updateAccountSettings(league.database.db, user.uid, { display: { pointsPerReception: 0.5 } });
    halfPprUser = user.uid;
  }, 180_000);
  afterAll(() => league?.close());

  const ask = (message: string, options: Parameters<typeof askEmbeddedAnalyst>[2] = {}) =>
    askEmbeddedAnalyst({ database: league.database.db, now: league.now }, message, options);

  it("reads the account's points per reception, standard without an account", async () => {
    const sources = { database: league.database.db, now: () => league.now };
    const signal = new AbortController().signal;
    expect((await loadAnalystContext(sources, { userId: halfPprUser, signal })).pointsPerReception).toBe(0.5);
    expect((await loadAnalystContext(sources, { userId: 'local', signal })).pointsPerReception).toBe(0);
    const [wr] = names.top.WR;
    const half = await ask(`How has ${wr.name} been trending?`, { userId: halfPprUser });
    const standard = await ask(`How has ${wr.name} been trending?`);
    expect(half.text).toContain('(Half PPR)');
    expect(standard.text).toContain('(Standard)');
    expect(half.text).not.toEqual(standard.text.replace('(Standard)', '(Half PPR)'));
  });

  it('finds the account of each message by an index on lower(uid), not a scan of every user', async () => {
    const { rows } = await league.database.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'users'`,
    );
    expect(rows.map((row) => row.indexdef).some((definition) => /\(lower\(uid\)\)/.test(definition))).toBe(
      true,
    );
  });

  it('asks which player is meant when several match a name equally, and calls no stats tool', async () => {
    const answer = await ask(`How is ${names.sharedLastName} doing?`);
    expect(answer.text).toMatch(/^Which "/);
    expect(answer.calls.every((call) => call.name === 'find_players')).toBe(true);
    const shared = await league.database.db
      .select({ name: players.displayName, teamId: players.currentTeamId })
      .from(players)
      .where(and(eq(players.lastName, names.sharedLastName), isNotNull(players.currentTeamId)));
    const named = shared.filter((player) => answer.text.includes(player.name));
    expect(named.length).toBeGreaterThanOrEqual(2);
  });

  it('tells players of one name apart by the team the question names', async () => {
    const shared = await league.database.db
      .select({ nflId: players.nflId, teamId: players.currentTeamId, position: players.position })
      .from(players)
      .where(and(eq(players.lastName, names.sharedLastName), isNotNull(players.currentTeamId)));
    const teamCounts = new Map<string, number>();
    for (const player of shared)
      teamCounts.set(player.teamId ?? '', (teamCounts.get(player.teamId ?? '') ?? 0) + 1);
    const pick = shared.find(
      (player) =>
        ['QB', 'RB', 'WR', 'TE'].includes(player.position) && teamCounts.get(player.teamId ?? '') === 1,
    );
    const team = names.teams.find((candidate) => candidate.teamId === pick?.teamId);
    if (!pick || !team) throw new Error('no player to tell apart by team');
    const answer = await ask(`How is ${names.sharedLastName} ${team.abbr} doing?`);
    expect(answer.text).toContain(`/players/player/${pick.nflId})`);
    expect(answer.text).toMatch(/^\*\*Verdict: /);
  });

  it('advises a trade by the figures, whichever side the better player is on', async () => {
    const [best] = names.top.RB;
    const [, weaker] = names.top.TE;
    const getBest = await ask(`Should I trade ${weaker.name} for ${best.name}?`);
    const giveBest = await ask(`Should I trade ${best.name} for ${weaker.name}?`);
    expect(getBest.text).toMatch(/^\*\*Verdict: make the trade\.\*\*/);
    expect(giveBest.text).toMatch(/^\*\*Verdict: keep \[/);
    expect(getBest.calls.map((call) => call.name)).toContain('compare_players');
  });

  it('resolves "they" to the players of the last answer, and asks who "he" is with no earlier answer', async () => {
    const { RB, WR } = names.top;
    const first = await ask(`Compare ${RB[0].name} and ${WR[1].name}`);
    const history: ChatHistoryEntry[] = [
      { role: 'user', content: `Compare ${RB[0].name} and ${WR[1].name}` },
      { role: 'assistant', content: first.text },
    ];
    const followUp = await ask('Who should I start between them?', { history });
    expect(followUp.text).toMatch(/^\*\*Verdict: start \[/);
    expect(followUp.text).toContain(`/players/player/${RB[0].nflId})`);
    expect(followUp.text).toContain(`/players/player/${WR[1].nflId})`);
    const alone = await ask('Should I start him?');
    expect(alone.text).toContain("I can't see your roster");
    expect(alone.calls).toEqual([]);
    expect((await ask('Is he injured?')).text).toContain("I'm not sure who you mean");
  });

  it('sits a player whose team is on bye this week', async () => {
    const db = league.database.db;
    const playing = await db
      .select({ home: games.homeTeamId, visitor: games.visitorTeamId })
      .from(games)
      .where(and(eq(games.season, 2024), eq(games.seasonType, 'REG'), eq(games.week, 6)));
    const busy = new Set(playing.flatMap((game) => [game.home, game.visitor]));
    const ranked = await db
      .select({ name: players.displayName, teamId: players.currentTeamId, position: players.position })
      .from(fantasySeasonStats)
      .innerJoin(players, eq(players.nflId, fantasySeasonStats.nflId))
      .where(
        and(
          eq(fantasySeasonStats.season, 2024),
          eq(fantasySeasonStats.seasonType, 'REG'),
          isNotNull(fantasySeasonStats.fpPosRkStd),
        ),
      )
      .orderBy(asc(fantasySeasonStats.fpPosRkStd));
    const idle = ranked.find(
      (player) =>
        ['QB', 'RB', 'WR', 'TE'].includes(player.position) &&
        player.teamId !== null &&
        !busy.has(player.teamId),
    );
    if (!idle) throw new Error('no team on bye in week 6');
    const answer = await ask(`Should I start ${idle.name} this week?`);
    expect(answer.text).toMatch(/^\*\*Verdict: sit him, he is on bye\.\*\*/);
    expect(answer.text).toContain('are on bye this week (week 6)');
  });

  it('says so when the player named plays no fantasy position', async () => {
    const [linebacker] = await league.database.db
      .select({ name: players.displayName })
      .from(players)
      .where(and(eq(players.position, 'LB'), eq(players.status, 'ACT')))
      .limit(1);
    if (!linebacker) throw new Error('no linebacker');
    const answer = await ask(`How is ${linebacker.name} doing?`);
    expect(answer.text).toContain(`**${linebacker.name}** (LB`);
    expect(answer.text).toContain("doesn't play a fantasy position");
  });

  it('stops when the reply is aborted', async () => {
    const [wr] = names.top.WR;
    const whole = await ask(`How has ${wr.name} been trending?`);
    const controller = new AbortController();
    const cut = await ask(`How has ${wr.name} been trending?`, {
      signal: controller.signal,
      onPiece: () => controller.abort(),
    });
    expect(whole.pieces.length).toBeGreaterThan(1);
    expect(cut.pieces).toHaveLength(1);
    const aborted = new AbortController();
    aborted.abort();
    const none = await ask(`How has ${wr.name} been trending?`, { signal: aborted.signal });
    expect(none.pieces).toEqual([]);
    expect(none.calls).toEqual([]);
  });
});
