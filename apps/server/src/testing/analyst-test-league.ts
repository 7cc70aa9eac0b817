/**
 * Test support for the Fantasy AI analyst: the test league's notable players and teams, found in
 * its data (never written down), so questions name real players whatever the seed generates.
 */
import { fantasySeasonStats, players, teams, type Database } from '@all22/db';
import type { NflId, TeamId } from '@all22/domain';
import { asc, and, eq, isNotNull, sql } from 'drizzle-orm';
import { createEmbeddedAnalyst } from '../chat/analyst/embedded/create-embedded-analyst.js';
import type { ToolCallRecord } from '../chat/analyst/analyst-tool.js';
import type { ChatHistoryEntry } from '../chat/chat-assistant.js';
import { TEST_LEAGUE } from './test-league.js';

export interface AnalystTestPlayer {
  readonly nflId: NflId;
  readonly name: string;
  readonly lastName: string;
  readonly position: string;
  readonly teamId: TeamId | null;
}

export interface AnalystTestLeague {
  /** The top two of each position by standard points in the test season, best first. */
  readonly top: Readonly<Record<'QB' | 'RB' | 'WR' | 'TE', readonly [AnalystTestPlayer, AnalystTestPlayer]>>;
  /** A last name two fantasy players or more share. */
  readonly sharedLastName: string;
  readonly teams: readonly { teamId: TeamId; abbr: string; nick: string; fullName: string }[];
}

const SEASON = Number(TEST_LEAGUE.clock.slice(0, 4));

async function topAt(db: Database, position: string): Promise<[AnalystTestPlayer, AnalystTestPlayer]> {
  const rows = await db
    .select({
      nflId: players.nflId,
      name: players.displayName,
      lastName: players.lastName,
      position: players.position,
      teamId: players.currentTeamId,
    })
    .from(fantasySeasonStats)
    .innerJoin(players, eq(players.nflId, fantasySeasonStats.nflId))
    .where(
      and(
        eq(fantasySeasonStats.season, SEASON),
        eq(fantasySeasonStats.seasonType, 'REG'),
        eq(fantasySeasonStats.position, position),
        isNotNull(fantasySeasonStats.fpPosRkStd),
      ),
    )
    .orderBy(asc(fantasySeasonStats.fpPosRkStd))
    .limit(2);
  const [first, second] = rows;
  if (!first || !second) throw new Error(`the test league has fewer than two ranked ${position}s`);
  return [first, second];
}

export async function findAnalystTestLeague(db: Database): Promise<AnalystTestLeague> {
  const [shared] = await db
    .select({ lastName: players.lastName })
    .from(players)
    .where(sql`${players.position} in ('QB', 'RB', 'WR', 'TE') and ${players.status} <> 'RET'`)
    .groupBy(players.lastName)
    .having(sql`count(*) >= 2`)
    .orderBy(asc(players.lastName))
    .limit(1);
  if (!shared) throw new Error('the test league has no shared last name');
  return {
    top: {
      QB: await topAt(db, 'QB'),
      RB: await topAt(db, 'RB'),
      WR: await topAt(db, 'WR'),
      TE: await topAt(db, 'TE'),
    },
    sharedLastName: shared.lastName,
    teams: await db
      .select({ teamId: teams.teamId, abbr: teams.abbr, nick: teams.nick, fullName: teams.fullName })
      .from(teams)
      .where(eq(teams.teamType, 'TEAM'))
      .orderBy(asc(teams.abbr)),
  };
}

export interface AnalystTestAnswer {
  readonly text: string;
  /** The pieces as they were streamed. */
  readonly pieces: readonly string[];
  /** The tool calls behind the answer, in order. */
  readonly calls: readonly ToolCallRecord[];
}

/** Asks a fresh embedded analyst one question, as the chat service does, recording its tool calls. */
export async function askEmbeddedAnalyst(
  league: { database: Database; now: number },
  message: string,
  options: {
    history?: readonly ChatHistoryEntry[];
    userId?: string;
    signal?: AbortSignal;
    /** Called after each streamed piece (e.g. to abort mid-answer). */
    onPiece?: () => void;
  } = {},
): Promise<AnalystTestAnswer> {
  const calls: ToolCallRecord[] = [];
  const analyst = createEmbeddedAnalyst({
    database: league.database,
    now: () => league.now,
    onToolCall: (record) => calls.push(record),
  });
  const pieces: string[] = [];
  for await (const piece of analyst.reply({
    userId: options.userId ?? 'local',
    sessionId: 'analyst-test',
    message,
    history: options.history ?? [],
    signal: options.signal ?? new AbortController().signal,
  })) {
    pieces.push(piece);
    options.onPiece?.();
  }
  return { text: pieces.join(''), pieces, calls };
}
