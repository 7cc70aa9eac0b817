/**
 * A whole season loaded through the feed, checked against itself: every stored figure is what
 * the plays say, records add up, the playoffs follow the standings, and no row points nowhere
 * (the bulk load skips foreign-key triggers, so this checks that was safe).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  fromPlayRow,
  playerGameStats,
  plays,
  runMigrations,
  withSqlTransaction,
  type DatabaseHandle,
} from '@all22/db';
import { asGameId } from '@all22/domain';
import { parseLeagueClock } from '@all22/league';
import { computePlayerGameStats, selectPlayerHeadline } from '@all22/stats';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLeagueTeams } from './ensure-league-teams.js';
import { writeStandingsSoFar } from './standings-so-far.js';
import { createLeagueFeed } from './league-feed.js';
import { createLiveChanges } from '../changes/live-changes.js';

const END_OF_2024_SEASON = '2025-02-20T12:00:00Z';

describe('a season loaded by the feed', () => {
  let database: DatabaseHandle;
  // On disk: in-memory PGlite regrows its files on every write, which a season's load makes slow.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'all22-invariants-'));
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<T & Record<string, unknown>>(query)).rows;

  beforeAll(async () => {
    database = await createDatabase({ dataDir });
    await runMigrations(database);
    await ensureLeagueTeams(database);
    const changes = await createLiveChanges(database, () => undefined);
    const feed = createLeagueFeed({
      database,
      seed: 'invariants',
      firstSeason: 2024,
      clock: parseLeagueClock(END_OF_2024_SEASON),
      changes,
    });
    await feed.catchUp();
    await changes.close();
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the planner statistics of the league's tables after the bulk load", async () => {
    const analyzed = await rows<{ table: string }>(
      sql`select distinct tablename as table from pg_stats where schemaname = 'public' and tablename in ('plays', 'player_game_stats', 'games')`,
    );
    expect(analyzed.map((row) => row.table).sort()).toEqual(['games', 'player_game_stats', 'plays']);
  });

  it('has every game final, with scores equal to the points of its plays and its team lines', async () => {
    const problems = await rows<{ game_id: number }>(sql`
      select g.game_id from games g
      left join team_game_stats h on h.game_id = g.game_id and h.team_id = g.home_team_id
      left join team_game_stats v on v.game_id = g.game_id and v.team_id = g.visitor_team_id
      where g.phase not like '%FINAL%'
         or g.home_score <> (select coalesce(sum(points), 0) from plays p where p.game_id = g.game_id and p.scoring_team_id = g.home_team_id)
         or g.visitor_score <> (select coalesce(sum(points), 0) from plays p where p.game_id = g.game_id and p.scoring_team_id = g.visitor_team_id)
         or h.points_for is distinct from g.home_score or v.points_for is distinct from g.visitor_score`);
    expect(problems).toEqual([]);
    const [counted] = await rows<{ n: number }>(
      sql`select count(*)::int as n from games where season = 2024`,
    );
    expect(counted?.n).toBe(1 + 3 * 16 + 272 + 13);
  });

  it('stores player game lines equal to a recount of the stored plays', async () => {
    // Every game of the first regular-season weeks and of the postseason (a full recount is slow).
    const sample = (
      await rows<{ game_id: number }>(sql`
        select game_id from games where (season_type = 'REG' and week <= 3) or season_type = 'POST'`)
    ).map((row) => asGameId(Number(row.game_id)));
    const stored = await database.db
      .select()
      .from(playerGameStats)
      .where(inArray(playerGameStats.gameId, sample));
    const playRows = await database.db.select().from(plays).where(inArray(plays.gameId, sample));
    const recount = computePlayerGameStats(playRows.map(fromPlayRow));
    const byKey = new Map(
      recount.map((line) => [`${line.gameId}:${line.nflId}`, selectPlayerHeadline(line.stats)]),
    );
    expect(stored.length).toBe(recount.length);
    for (const row of stored) {
      const headline = byKey.get(`${row.gameId}:${row.nflId}`);
      expect(headline, `player ${row.nflId} in game ${row.gameId}`).toBeDefined();
      for (const [key, value] of Object.entries(headline ?? {})) {
        expect(row[key as keyof typeof row], `${key} of ${row.nflId} in ${row.gameId}`).toBe(value);
      }
    }
  });

  it('sums every player and team season line from its game lines', async () => {
    const playerMismatches = await rows(sql`
      select s.nfl_id, s.season_type from player_season_stats s
      join (select nfl_id, season, season_type, sum(pass_yards) py, sum(rush_yards) ry, sum(receiving_yards) rey,
                   sum(tackles) t, sum(sacks) sk, sum(pass_touchdowns) ptd, sum(receptions) rec, count(*) g
            from player_game_stats group by 1, 2, 3) x
        on x.nfl_id = s.nfl_id and x.season = s.season and x.season_type = s.season_type
      where s.pass_yards <> x.py or s.rush_yards <> x.ry or s.receiving_yards <> x.rey or s.tackles <> x.t
         or s.sacks <> x.sk or s.pass_touchdowns <> x.ptd or s.receptions <> x.rec or s.games_played > x.g`);
    expect(playerMismatches).toEqual([]);
    const teamMismatches = await rows(sql`
      select s.team_id from team_season_stats s
      join (select team_id, season, season_type, sum(points_for) pf, sum(pass_yards) py, sum(rush_yards) ry, count(*) g
            from team_game_stats group by 1, 2, 3) x
        on x.team_id = s.team_id and x.season = s.season and x.season_type = s.season_type
      where s.points_for <> x.pf or s.pass_yards <> x.py or s.rush_yards <> x.ry or s.games <> x.g`);
    expect(teamMismatches).toEqual([]);
  });

  it('keeps records that add up: W+L+T equals games played, four places per division', async () => {
    const finals = await rows<{
      team_id: string;
      w: number;
      l: number;
      t: number;
      played: number;
      division_rank: number;
    }>(sql`
      select s.team_id, s.overall_wins w, s.overall_losses l, s.overall_ties t, s.division_rank,
             (select count(*)::int from games g where g.season = 2024 and g.season_type = 'REG'
                and (g.home_team_id = s.team_id or g.visitor_team_id = s.team_id)) played
      from standings s where s.season = 2024 and s.week = 18`);
    expect(finals).toHaveLength(32);
    for (const row of finals) expect(row.w + row.l + row.t, row.team_id).toBe(row.played);
    expect(finals.every((row) => row.played === 17)).toBe(true);
    const ranks = await rows<{ ranks: number[] }>(sql`
      select array_agg(s.division_rank order by s.division_rank) ranks from standings s
      join teams t on t.team_id = s.team_id where s.season = 2024 and s.week = 18 group by t.division_abbr`);
    expect(ranks.map((row) => row.ranks)).toEqual(Array.from({ length: 8 }, () => [1, 2, 3, 4]));
  });

  it("recomputes a week's standings from the stored games exactly as the league computed them", async () => {
    // The standings written as a week's games end (feed-standings.ts) are replaced by the league's
    // own when its last game ends: over the same games they must be the same rows, tie-breakers,
    // clinches and explanations included.
    const read = () =>
      rows<Record<string, unknown>>(
        sql`select * from standings where season = 2024 and week = 18 order by team_id`,
      );
    const league = await read();
    await withSqlTransaction(database, (executor) => writeStandingsSoFar(executor, 2024, 18));
    expect(await read()).toEqual(league);
  });

  it('plays the postseason between the seeds the standings give, the better seed hosting', async () => {
    const seeds = new Map(
      (
        await rows<{ team_id: string; seed: number }>(sql`
        select team_id, seed from standings where season = 2024 and week = 18 and seed is not null`)
      ).map((row) => [row.team_id, row.seed]),
    );
    expect(seeds.size).toBe(14);
    const wildCard = await rows<{ home_team_id: string; visitor_team_id: string }>(sql`
      select home_team_id, visitor_team_id from games where season = 2024 and season_type = 'POST' and week_slug = 'WC'`);
    expect(wildCard).toHaveLength(6);
    for (const game of wildCard) {
      const home = seeds.get(game.home_team_id);
      const visitor = seeds.get(game.visitor_team_id);
      expect(home).toBeDefined();
      expect(home !== undefined && visitor !== undefined && home + visitor).toBe(9);
    }
    // Seed 1 of each conference rests in the Wild Card round.
    const playing = new Set(wildCard.flatMap((game) => [game.home_team_id, game.visitor_team_id]));
    for (const [teamId, seed] of seeds) expect(playing.has(teamId)).toBe(seed !== 1);
  });

  it('has no row pointing at a missing row', async () => {
    const foreignKeys = await rows<{
      child: string;
      column: string;
      parent: string;
      parent_column: string;
    }>(sql`
      select c.conrelid::regclass::text child, a.attname "column", c.confrelid::regclass::text parent, pa.attname parent_column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and array_length(c.conkey, 1) = 1 and c.connamespace = 'public'::regnamespace`);
    expect(foreignKeys.length).toBeGreaterThan(20);
    for (const fk of foreignKeys) {
      const [orphans] = await rows<{ n: number }>(
        sql.raw(`select count(*)::int n from ${fk.child} x where x."${fk.column}" is not null
                 and not exists (select 1 from ${fk.parent} p where p."${fk.parent_column}" = x."${fk.column}")`),
      );
      expect(orphans?.n, `${fk.child}.${fk.column} → ${fk.parent}`).toBe(0);
    }
  });
});
