import type { Database } from '@all22/db';
import {
  extractNameCandidates,
  findDiscussedPlayers,
  findTeamMentions,
  getNameFallbacks,
  getPositionGroup,
  isFantasyPositionGroup,
  PLAYER_MATCH_QUALITIES,
  type AnalystHistoryEntry,
  type AnalystPlayer,
  type NflId,
  type PlayerMatchQuality,
} from '@all22/domain';
import type { FindPlayersResult, FoundPlayer } from '../tools/find-players-tool.js';
import {
  findAnalystPlayers,
  listAnalystTeams,
  toAnalystTeam,
  type AnalystTeamRow,
} from '../tools/resolve-analyst-entities.js';
import type { ToolRunner } from './tool-runner.js';

/** A player the question names, and the side of a trade he stands on (0: given, 1: got). */
export interface MentionedPlayer {
  readonly player: AnalystPlayer;
  readonly side: number;
}

export interface QuestionMentions {
  readonly players: readonly MentionedPlayer[];
  readonly teams: readonly ReturnType<typeof toAnalystTeam>[];
  /** Names no player or team matched. */
  readonly unknownNames: readonly string[];
  /** Players named who play no fantasy position (linemen, defenders, punters). */
  readonly nonFantasyPlayers: readonly AnalystPlayer[];
  /** A name several players match equally well: the analyst asks which. */
  readonly ambiguous: { readonly name: string; readonly players: readonly AnalystPlayer[] } | null;
  /** A pronoun with no player discussed before it. */
  readonly hasUnresolvedPronoun: boolean;
}

/** Matches a fallback word must make: a stray word must not find a "contains" match. */
const FALLBACK_QUALITIES: readonly PlayerMatchQuality[] = [
  'exact-full-name',
  'exact-last-name',
  'full-name-prefix',
];

const qualityRank = (quality: PlayerMatchQuality | null) =>
  quality === null ? PLAYER_MATCH_QUALITIES.length : PLAYER_MATCH_QUALITIES.indexOf(quality);

const isFantasyPlayer = (player: FoundPlayer) => isFantasyPositionGroup(getPositionGroup(player.position));

const toAnalystPlayer = (found: FoundPlayer): AnalystPlayer => ({
  nflId: found.nflId,
  name: found.name,
  position: found.position,
  teamId: found.teamId,
  teamAbbr: found.teamAbbr,
});

type NameLookup =
  | { readonly kind: 'found'; readonly player: AnalystPlayer }
  | { readonly kind: 'ambiguous'; readonly players: readonly AnalystPlayer[] }
  | { readonly kind: 'not-fantasy'; readonly player: AnalystPlayer }
  | { readonly kind: 'none' };

/**
 * The fantasy players the search matches best; one is the answer, several equally good ones are
 * ambiguous (unless the question's team tells them apart). A name only players of no fantasy
 * position match is theirs (not a stray word to search again in pieces).
 */
async function lookUpName(
  tools: ToolRunner,
  name: string,
  teamIds: ReadonlySet<string>,
  accepted: readonly PlayerMatchQuality[],
): Promise<NameLookup> {
  if (name.length < 3) return { kind: 'none' };
  const result = await tools.run<FindPlayersResult>('find_players', { name });
  const acceptable = result.players.filter(
    (player) => player.matchQuality !== null && accepted.includes(player.matchQuality),
  );
  const matches = acceptable.filter(isFantasyPlayer);
  const [other] = acceptable;
  if (matches.length === 0 && other) return { kind: 'not-fantasy', player: toAnalystPlayer(other) };
  const bestRank = Math.min(...matches.map((player) => qualityRank(player.matchQuality)));
  let best = matches.filter((player) => qualityRank(player.matchQuality) === bestRank);
  const onTeam = best.filter((player) => player.teamId !== null && teamIds.has(player.teamId));
  if (onTeam.length > 0) best = onTeam;
  const [first] = best;
  if (!first) return { kind: 'none' };
  if (best.length === 1) return { kind: 'found', player: toAnalystPlayer(first) };
  return { kind: 'ambiguous', players: best.slice(0, 5).map(toAnalystPlayer) };
}

const ANY_QUALITY = PLAYER_MATCH_QUALITIES.filter((quality) => quality !== 'contains');

/** A name, or failing that its shorter pieces (a stray word beside a name). */
async function resolveName(
  tools: ToolRunner,
  name: string,
  teamIds: ReadonlySet<string>,
): Promise<NameLookup[]> {
  const whole = await lookUpName(tools, name, teamIds, ANY_QUALITY);
  if (whole.kind !== 'none') return [whole];
  const found: NameLookup[] = [];
  for (const piece of getNameFallbacks(name)) {
    const lookup = await lookUpName(tools, piece, teamIds, FALLBACK_QUALITIES);
    if (lookup.kind !== 'none') found.push(lookup);
    if (lookup.kind !== 'none' && piece.includes(' ')) break;
  }
  return found;
}

/**
 * The players and teams a question names: teams first (so "Chiefs" is not searched as a player),
 * then each name through the player search, and "he"/"they" as the players of the last answer
 * that linked any (read from the stored conversation, so follow-ups work on any socket or process).
 */
export async function resolveQuestionMentions(
  db: Database,
  tools: ToolRunner,
  question: { message: string; history: readonly AnalystHistoryEntry[] },
): Promise<QuestionMentions> {
  const teamMentions = findTeamMentions<AnalystTeamRow>(question.message, await listAnalystTeams(db));
  const teamIds = new Set<string>(teamMentions.map((mention) => mention.team.teamId));
  const candidates = extractNameCandidates(
    question.message,
    teamMentions.map((mention) => mention.phrase),
  );
  const players = new Map<NflId, MentionedPlayer>();
  const unknownNames: string[] = [];
  const nonFantasyPlayers: AnalystPlayer[] = [];
  let ambiguous: QuestionMentions['ambiguous'] = null;
  let hasUnresolvedPronoun = false;
  // Every name is looked up at once; the answers are then read in the question's order.
  const resolved = await Promise.all(
    candidates.map(async (candidate) => {
      if (candidate.kind !== 'pronoun') {
        return { candidate, lookups: await resolveName(tools, candidate.text, teamIds), meant: [] };
      }
      const discussed = findDiscussedPlayers(question.history);
      const ids = (candidate.number === 'singular' ? discussed.slice(0, 1) : discussed).map(
        ({ nflId }) => nflId,
      );
      return { candidate, lookups: [], meant: await findAnalystPlayers(db, ids) };
    }),
  );
  for (const { candidate, lookups, meant } of resolved) {
    if (candidate.kind === 'pronoun') {
      if (meant.length === 0) hasUnresolvedPronoun = true;
      for (const player of meant) {
        if (!players.has(player.nflId)) players.set(player.nflId, { player, side: candidate.side });
      }
      continue;
    }
    if (lookups.length === 0) unknownNames.push(candidate.text);
    for (const lookup of lookups) {
      if (lookup.kind === 'found' && !players.has(lookup.player.nflId)) {
        players.set(lookup.player.nflId, { player: lookup.player, side: candidate.side });
      } else if (lookup.kind === 'ambiguous') ambiguous ??= { name: candidate.text, players: lookup.players };
      else if (lookup.kind === 'not-fantasy') nonFantasyPlayers.push(lookup.player);
    }
  }
  // A team named only to tell players apart ("Smith KC") is not a team question.
  const teams =
    players.size > 0 &&
    teamMentions.every((m) => [...players.values()].some((p) => p.player.teamId === m.team.teamId))
      ? []
      : teamMentions.map((mention) => toAnalystTeam(mention.team));
  return {
    players: [...players.values()],
    teams,
    unknownNames,
    nonFantasyPlayers,
    ambiguous,
    hasUnresolvedPronoun,
  };
}
