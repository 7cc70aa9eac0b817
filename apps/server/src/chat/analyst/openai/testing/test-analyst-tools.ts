/**
 * Test support: small real analyst tools over the players table, and the players they read.
 * The engine's tests use these rather than the real analyst tools, so they test the engine (what
 * it sends, runs and passes on) over a database whose every figure the test knows.
 */
import { players, type Database } from '@all22/db';
import type { NflId, SmartId } from '@all22/domain';
import { asc, avg, count, desc, eq, ilike, max } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { computeEveryTime, type AnalystContext, type AnalystTool } from '../../analyst-tool.js';
import { AnalystToolError } from '../../analyst-tool-error.js';

export const TEST_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K'] as const;

/** [first, last, position, jersey, height (in), weight (lb), experience, college] */
const TEST_PLAYERS = [
  ['Dario', 'Quelmont', 'QB', 7, 76, 228, 9, 'Tulane'],
  ['Mason', 'Okafor', 'QB', 12, 74, 215, 3, 'Iowa State'],
  ['Teo', 'Brandvold', 'QB', 3, 75, 221, 1, 'Fresno State'],
  ['Jalen', 'Marchetti', 'RB', 22, 70, 211, 5, 'Georgia'],
  ['Andre', 'Vukovic', 'RB', 28, 71, 224, 2, 'Utah'],
  ['Kobe', 'Lindqvist', 'RB', 33, 69, 198, 7, 'Oregon'],
  ['Rashid', 'Pemberton', 'RB', 26, 72, 230, 4, 'Baylor'],
  ['Silas', 'Adebayo', 'WR', 11, 73, 196, 6, 'LSU'],
  ['Noah', 'Castellanos', 'WR', 18, 75, 205, 2, 'Clemson'],
  ['Ezra', 'Whitfield', 'WR', 84, 71, 183, 10, 'Purdue'],
  ['Luca', 'Moreau', 'WR', 15, 72, 190, 1, 'Miami'],
  ['Tyrese', 'Halvorsen', 'WR', 81, 74, 201, 8, 'Ohio State'],
  ['Grant', 'Oduya', 'TE', 87, 77, 252, 6, 'Stanford'],
  ['Wyatt', 'Kowalczyk', 'TE', 89, 78, 260, 3, 'Wisconsin'],
  ['Felix', 'Ansah', 'K', 4, 71, 189, 12, 'Boise State'],
] as const;

export const FIRST_TEST_PLAYER_ID = 91_001;

/** Inserts the test players (ids from FIRST_TEST_PLAYER_ID, in the list's order). */
export async function seedTestPlayers(database: Database): Promise<void> {
  await database.insert(players).values(
    TEST_PLAYERS.map(
      ([firstName, lastName, position, jerseyNumber, heightInches, weight, experience, college], index) => ({
        nflId: (FIRST_TEST_PLAYER_ID + index) as NflId,
        smartId: randomUUID() as SmartId,
        displayName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        position,
        positionGroup: position,
        jerseyNumber,
        heightInches,
        weight,
        experience,
        college,
      }),
    ),
  );
}

const position = z.enum(TEST_POSITIONS).describe('A position: QB, RB, WR, TE or K');

const countArgs = z.object({ position: position.optional() });
const countPlayersByPosition: AnalystTool<typeof countArgs> = {
  name: 'count_players_by_position',
  description: 'How many players the league has at each position (or at one position).',
  parameters: countArgs,
  async run(args, context) {
    return context.database
      .select({ position: players.position, players: count() })
      .from(players)
      .where(args.position ? eq(players.position, args.position) : undefined)
      .groupBy(players.position)
      .orderBy(asc(players.position));
  },
};

/** Who a row is about: the id links to their page. */
const playerColumns = { playerId: players.nflId, name: players.displayName, position: players.position };

const findArgs = z.object({ name: z.string().min(2).describe('The name or part of it, e.g. "Okafor"') });
const findPlayer: AnalystTool<typeof findArgs> = {
  name: 'find_player',
  description: "A player's profile by name: position, jersey number, height, weight, experience and college.",
  parameters: findArgs,
  async run(args, context) {
    const found = await context.database
      .select({
        ...playerColumns,
        jerseyNumber: players.jerseyNumber,
        heightInches: players.heightInches,
        weightPounds: players.weight,
        experienceSeasons: players.experience,
        college: players.college,
      })
      .from(players)
      .where(ilike(players.displayName, `%${args.name}%`))
      .orderBy(asc(players.nflId))
      .limit(5);
    // As the analyst's own tools do: a name nobody has is a question the user must rephrase.
    if (found.length === 0) throw new AnalystToolError(`No player is named "${args.name}".`);
    return found;
  },
};

const sizeArgs = z.object({ position });
const getPositionSize: AnalystTool<typeof sizeArgs> = {
  name: 'get_position_size',
  description: 'The average weight and height of the players at a position, and its heaviest weight.',
  parameters: sizeArgs,
  async run(args, context) {
    const [row] = await context.database
      .select({
        weight: avg(players.weight),
        height: avg(players.heightInches),
        heaviest: max(players.weight),
      })
      .from(players)
      .where(eq(players.position, args.position));
    const round = (value: string | null | undefined) =>
      value == null ? null : Math.round(Number(value) * 10) / 10;
    return {
      position: args.position,
      averageWeightPounds: round(row?.weight),
      averageHeightInches: round(row?.height),
      heaviestWeightPounds: row?.heaviest ?? null,
    };
  },
};

const veteransArgs = z.object({
  position: position.optional(),
  limit: z.number().int().min(1).max(10).default(3).describe('How many players (1–10)'),
});
const listMostExperienced: AnalystTool<typeof veteransArgs> = {
  name: 'list_most_experienced',
  description: 'The veterans: players with the most seasons of experience, overall or at one position.',
  parameters: veteransArgs,
  async run(args, context) {
    return context.database
      .select({ ...playerColumns, experienceSeasons: players.experience })
      .from(players)
      .where(args.position ? eq(players.position, args.position) : undefined)
      .orderBy(desc(players.experience), asc(players.nflId))
      .limit(args.limit);
  },
};

/** The test tools, as the engine takes them. */
export const testAnalystTools: readonly AnalystTool[] = [
  countPlayersByPosition,
  findPlayer,
  getPositionSize,
  listMostExperienced,
];

/** A context over `database` for the reply's user, as loadAnalystContext would give. */
export function testContextLoader(database: Database) {
  return async (input: { userId: string; signal: AbortSignal }): Promise<AnalystContext> => ({
    database,
    userId: input.userId,
    pointsPerReception: 0,
    now: Date.now(),
    signal: input.signal,
    remember: computeEveryTime,
  });
}
