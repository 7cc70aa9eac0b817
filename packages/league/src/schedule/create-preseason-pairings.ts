import type { TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/index.js';
import type { Random } from '../random/index.js';
import type { Pairing } from './dated-game.js';
import { getDivisionName, requireFranchise } from './league-alignment.js';

const pairKey = (a: TeamId, b: TeamId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

const ATTEMPTS_PER_LEVEL = 100;

/** Home games minus away games so far; kept within −1…1 so every team hosts about half its games. */
type Balance = Map<TeamId, number>;

/**
 * Greedy pairing in a shuffled order, each team taking the first open partner `isAllowed` accepts;
 * null when some team is left without one.
 */
const tryPairing = (
  teamIds: readonly TeamId[],
  isAllowed: (a: TeamId, b: TeamId) => boolean,
  random: Random,
): [TeamId, TeamId][] | null => {
  const open = random.shuffle(teamIds);
  const pairs: [TeamId, TeamId][] = [];
  while (open.length > 0) {
    const first = open.shift() as TeamId;
    const partnerIndex = open.findIndex((candidate) => isAllowed(first, candidate));
    if (partnerIndex < 0) return null;
    pairs.push([first, open.splice(partnerIndex, 1)[0] as TeamId]);
  }
  return pairs;
};

/**
 * One preseason round: every team paired once. Rules, dropped one at a time from the last when
 * 100 shuffled greedy attempts all fail: no pair met before (`metBefore`), no division rivals, and
 * no two teams that both already host more (or both less) than they visit — so the one behind
 * can host and every team ends with home and away games within one of each other. With no rule
 * left any pairing fits, so it always ends. The team with the lower balance hosts (a coin toss on
 * a tie).
 */
const pairRound = (
  teamIds: readonly TeamId[],
  metBefore: ReadonlySet<string>,
  balance: Balance,
  random: Random,
): Pairing[] => {
  const balanceOf = (teamId: TeamId): number => balance.get(teamId) ?? 0;
  const rules: ((a: TeamId, b: TeamId) => boolean)[] = [
    (a, b) => !metBefore.has(pairKey(a, b)),
    (a, b) => getDivisionName(requireFranchise(a)) !== getDivisionName(requireFranchise(b)),
    (a, b) => Math.abs(balanceOf(a) + balanceOf(b)) < 2,
  ];
  let pairs: [TeamId, TeamId][] | null = null;
  for (let level = rules.length; level >= 0 && !pairs; level -= 1) {
    const active = rules.slice(0, level);
    const isAllowed = (a: TeamId, b: TeamId): boolean => active.every((rule) => rule(a, b));
    for (let attempt = 0; attempt < ATTEMPTS_PER_LEVEL && !pairs; attempt += 1) {
      pairs = tryPairing(teamIds, isAllowed, random);
    }
  }
  return (pairs ?? []).map(([a, b]) => {
    const aHosts = balanceOf(a) === balanceOf(b) ? random.chance(0.5) : balanceOf(a) < balanceOf(b);
    const [home, visitor] = aHosts ? [a, b] : [b, a];
    balance.set(home, balanceOf(home) + 1);
    balance.set(visitor, balanceOf(visitor) - 1);
    return { homeTeamId: home, visitorTeamId: visitor };
  });
};

/**
 * The preseason's pairings: the Hall of Fame game (one AFC team against one NFC team) and, for
 * each of `weekCount` preseason weeks, a game for every team. Pairings do not repeat within the
 * preseason (the HOF pair included) and avoid division rivals; each team's home and away games
 * (the HOF game included) differ by at most one whenever the rules allow.
 */
export function createPreseasonPairings(
  weekCount: number,
  random: Random,
): { hallOfFame: Pairing; weeks: Pairing[][] } {
  const afc = FRANCHISES.filter((team) => team.conferenceAbbr === 'AFC');
  const nfc = FRANCHISES.filter((team) => team.conferenceAbbr === 'NFC');
  const [hofHome, hofVisitor] = random.shuffle([random.pick(afc).teamId, random.pick(nfc).teamId]) as [
    TeamId,
    TeamId,
  ];
  const hallOfFame = { homeTeamId: hofHome, visitorTeamId: hofVisitor };
  const metBefore = new Set([pairKey(hofHome, hofVisitor)]);
  const balance: Balance = new Map<TeamId, number>([
    [hofHome, 1],
    [hofVisitor, -1],
  ]);
  const teamIds = FRANCHISES.map((team) => team.teamId);
  const weeks = Array.from({ length: weekCount }, (_, index) => {
    const round = pairRound(teamIds, metBefore, balance, random.fork(`P${index + 1}`));
    for (const pairing of round) metBefore.add(pairKey(pairing.homeTeamId, pairing.visitorTeamId));
    return round;
  });
  return { hallOfFame, weeks };
}
