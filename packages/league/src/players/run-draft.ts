import { POSITIONS, type Position, type TeamId } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import type { DraftProspect } from './create-draft-class.js';
import { generatePlayer } from './generate-player.js';
import type { LeaguePlayerState } from './league-state.js';
import { getTeamRoster, listTeamPlayers, type RosterBook } from './roster-book.js';
import { signPlayer } from './roster-moves.js';
import { ACTIVE_ROSTER_TEMPLATE, PRACTICE_SQUAD_TEMPLATE } from './roster-template.js';

export const DRAFT_ROUNDS = 7;

/** What a team wants at a position: plus for a thin spot, minus for a crowded one. */
const getNeedBonus = (counts: Record<Position, number>, position: Position): number => {
  const wanted = ACTIVE_ROSTER_TEMPLATE[position] + PRACTICE_SQUAD_TEMPLATE[position];
  const gap = wanted - counts[position];
  // A team needs one kicker, punter and snapper; a second is worth drafting only if far better.
  if (wanted <= 1) return gap > 0 ? 4 : -25;
  return gap > 0 ? 2 * Math.min(gap, 3) : 3 * gap;
};

const countPositions = (players: readonly LeaguePlayerState[]): Record<Position, number> => {
  const counts = Object.fromEntries(POSITIONS.map((position) => [position, 0])) as Record<Position, number>;
  for (const player of players) counts[player.position] += 1;
  return counts;
};

/** Turns a prospect into a league player, a rookie in `season`. */
export function generateRookie(
  book: RosterBook,
  prospect: DraftProspect,
  random: Random,
  draft: LeaguePlayerState['draft'] = null,
): LeaguePlayerState {
  return generatePlayer(
    book.state,
    {
      position: prospect.position,
      rookieSeason: book.state.season,
      rookieAge: prospect.rookieAge,
      peakTalent: prospect.peakTalent,
      experience: 0,
      draft,
    },
    random,
  );
}

/**
 * Picks the best prospect for a team: scouted value plus what it needs. Removes him from
 * `prospects` and counts him in `counts`.
 */
export function takeBestProspect(
  prospects: DraftProspect[],
  counts: Record<Position, number>,
): DraftProspect | undefined {
  let bestIndex = -1;
  let bestValue = -Infinity;
  prospects.forEach((prospect, index) => {
    const value = prospect.scoutedValue + getNeedBonus(counts, prospect.position);
    if (value > bestValue) [bestIndex, bestValue] = [index, value];
  });
  const [taken] = bestIndex >= 0 ? prospects.splice(bestIndex, 1) : [];
  if (taken) counts[taken.position] += 1;
  return taken;
}

/**
 * The draft: seven rounds, every round in `draftOrder` (worst team first), 224 picks. Each
 * pick is generated as a rookie with his draft record and signed to the team (DRAFT). Returns
 * the draftees in pick order; `prospects` keeps the undrafted.
 */
export function runDraft(
  book: RosterBook,
  draftOrder: readonly TeamId[],
  prospects: DraftProspect[],
  dateOfRound: (round: number) => string,
  random: Random,
): LeaguePlayerState[] {
  const season = book.state.season;
  const counts = new Map(
    draftOrder.map((teamId) => [teamId, countPositions(listTeamPlayers(getTeamRoster(book, teamId)))]),
  );
  const drafted: LeaguePlayerState[] = [];
  for (let round = 1; round <= DRAFT_ROUNDS; round += 1) {
    draftOrder.forEach((teamId, slot) => {
      const prospect = takeBestProspect(prospects, counts.get(teamId)!);
      if (!prospect) return;
      const pick = (round - 1) * draftOrder.length + slot + 1;
      const rookie = generateRookie(book, prospect, random, { season, round, pick, teamId });
      signPlayer(book, rookie, teamId, 'ACT', {
        date: dateOfRound(round),
        random,
        type: 'DRAFT',
        details: `Round ${round}, pick ${slot + 1} (No. ${pick} overall)`,
      });
      drafted.push(rookie);
    });
  }
  return drafted;
}

/**
 * After the draft, teams take turns (best record first) signing undrafted rookies until their
 * offseason roster reaches `rosterTarget` or the class runs out (SIGN). The rest go unsigned.
 */
export function signUndraftedRookies(
  book: RosterBook,
  draftOrder: readonly TeamId[],
  prospects: DraftProspect[],
  rosterTarget: number,
  date: string,
  random: Random,
): LeaguePlayerState[] {
  const signed: LeaguePlayerState[] = [];
  const turnOrder = [...draftOrder].reverse();
  const counts = new Map(
    turnOrder.map((teamId) => [teamId, countPositions(listTeamPlayers(getTeamRoster(book, teamId)))]),
  );
  for (let active = true; active && prospects.length > 0;) {
    active = false;
    for (const teamId of turnOrder) {
      const team = getTeamRoster(book, teamId);
      if (team.active.length + team.practiceSquad.length >= rosterTarget) continue;
      const prospect = takeBestProspect(prospects, counts.get(teamId)!);
      if (!prospect) break;
      const rookie = generateRookie(book, prospect, random);
      signPlayer(book, rookie, teamId, 'ACT', { date, random, details: 'Undrafted free agent' });
      signed.push(rookie);
      active = true;
    }
  }
  return signed;
}
