import { players, teams, type Database } from '@all22/db';
import {
  asNflId,
  findTeamMentions,
  type AnalystPlayer,
  type AnalystTeam,
  type NflId,
  type TeamId,
} from '@all22/domain';
import { eq, inArray } from 'drizzle-orm';
import { searchPlayersTogether } from './search-players-together.js';
import type { AnalystContext, AnalystReads } from '../analyst-tool.js';
import { AnalystToolError } from '../analyst-tool-error.js';
import { createBatcherPerOwner } from '../../create-statement-batcher.js';
import { readAnalystSeason, type AnalystSeason } from './analyst-season.js';

const analystPlayerColumns = {
  nflId: players.nflId,
  name: players.displayName,
  position: players.position,
  teamId: players.currentTeamId,
  teamAbbr: teams.abbr,
};

/** Players looked up at the same moment are read in one statement. */
const MAX_LOOKUPS_PER_READ = 256;

const selectAnalystPlayers = createBatcherPerOwner({
  async run(db: Database, lists: readonly (readonly NflId[])[]): Promise<AnalystPlayer[][]> {
    const rows = await db
      .select(analystPlayerColumns)
      .from(players)
      .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
      .where(inArray(players.nflId, [...new Set(lists.flat())]));
    const byId = new Map(rows.map((row) => [row.nflId, row]));
    return lists.map((nflIds) => nflIds.flatMap((nflId) => byId.get(nflId) ?? []));
  },
  maxBatchSize: MAX_LOOKUPS_PER_READ,
});

/**
 * Players by id, as the analyst names them, in the order asked. The look-ups of the same moment
 * (a crowd's "he", the tools' players) go to the database together (bench:chat).
 */
export function findAnalystPlayers(db: Database, nflIds: readonly NflId[]): Promise<AnalystPlayer[]> {
  return nflIds.length === 0 ? Promise.resolve([]) : selectAnalystPlayers(db, nflIds);
}

/**
 * The player a tool argument names: an nflId, or a name found with the player search (the best
 * match, as the toolbar's first result). Throws AnalystToolError when no one matches. Remembered
 * (a part every player tool reads: one answer's profile, usage, injury and schedule of a player
 * look him up once).
 */
export async function resolveAnalystPlayer(reads: AnalystReads, playerArg: string): Promise<AnalystPlayer> {
  const text = playerArg.trim();
  const player = await reads.remember(`player:${text}`, async () => {
    const { database: db } = reads;
    const nflId = /^\d+$/.test(text)
      ? asNflId(Number(text))
      : (await searchPlayersTogether(db, text))[0]?.nflId;
    const found = nflId === undefined ? undefined : asNflId(nflId);
    const [row] = found === undefined ? [] : await findAnalystPlayers(db, [found]);
    return row ?? null;
  });
  if (!player) throw new AnalystToolError(`No player matches "${text}"`);
  return player;
}

/** A team as the analyst matches it in a question. */
export interface AnalystTeamRow {
  readonly teamId: TeamId;
  readonly abbr: string;
  readonly city: string;
  readonly nick: string;
  readonly fullName: string;
}

/** Every franchise (not the all-star teams), as the analyst matches and names them. */
/** How long the team list is reused: teams are written with the league, not during a season. */
const TEAM_LIST_MS = 5 * 60_000;
const teamLists = new WeakMap<Database, { readAt: number; rows: Promise<AnalystTeamRow[]> }>();

/**
 * The league's teams (every question is matched against them), read at most every 5 minutes per
 * database: a question then costs no read for them. A failed read is not kept.
 */
export function listAnalystTeams(db: Database, now = Date.now()): Promise<AnalystTeamRow[]> {
  const held = teamLists.get(db);
  if (held && now - held.readAt < TEAM_LIST_MS) return held.rows;
  const rows = db
    .select({
      teamId: teams.teamId,
      abbr: teams.abbr,
      city: teams.city,
      nick: teams.nick,
      fullName: teams.fullName,
    })
    .from(teams)
    .where(eq(teams.teamType, 'TEAM'));
  const entry = { readAt: now, rows: Promise.resolve(rows) };
  teamLists.set(db, entry);
  entry.rows.catch(() => {
    if (teamLists.get(db) === entry) teamLists.delete(db);
  });
  return entry.rows;
}

export function toAnalystTeam(team: { teamId: TeamId; abbr: string; fullName: string }): AnalystTeam {
  return { teamId: team.teamId, abbr: team.abbr, name: team.fullName };
}

/**
 * The team a tool argument names: its id, abbreviation (any case), nickname, city or full name.
 * Throws AnalystToolError when none matches.
 */
export async function resolveAnalystTeam(db: Database, teamArg: string): Promise<AnalystTeam> {
  const text = teamArg.trim();
  const all = await listAnalystTeams(db);
  const exact = all.find((team) => team.teamId === text || team.abbr.toLowerCase() === text.toLowerCase());
  const team = exact ?? findTeamMentions(text, all)[0]?.team;
  if (!team) throw new AnalystToolError(`No team matches "${text}"`);
  return toAnalystTeam(team);
}

/** The player a tool is asked about, and the season its figures come from. */
export async function resolvePlayerInSeason(
  context: Pick<AnalystContext, 'database' | 'now' | 'remember'>,
  playerArg: string,
): Promise<{ player: AnalystPlayer; season: AnalystSeason }> {
  const [player, season] = await Promise.all([
    resolveAnalystPlayer(context, playerArg),
    readAnalystSeason(context),
  ]);
  return { player, season };
}

/** The team a tool is asked about, and the season its figures come from. */
export async function resolveTeamInSeason(
  context: Pick<AnalystContext, 'database' | 'now' | 'remember'>,
  teamArg: string,
): Promise<{ team: AnalystTeam; season: AnalystSeason }> {
  const [team, season] = await Promise.all([
    resolveAnalystTeam(context.database, teamArg),
    readAnalystSeason(context),
  ]);
  return { team, season };
}
