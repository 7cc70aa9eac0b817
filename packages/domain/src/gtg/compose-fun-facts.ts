import { composePlayerFacts } from './compose-player-facts.js';
import { composeTeamFacts } from './compose-team-facts.js';
import { FUN_FACT_KINDS, type FunFact } from './fun-fact.js';
import type { FunFactInput } from './fun-fact-input.js';

/**
 * The week's fun facts (issue 20 §4): head-to-head series, streaks, records and milestones within
 * reach, each from games before the week, with the figures behind it. Ordered by the week's games,
 * then by kind (series, streaks, records, milestones), each kind in the order it was found.
 */
export function composeFunFacts(input: FunFactInput): FunFact[] {
  const facts = [...composeTeamFacts(input), ...composePlayerFacts(input)];
  const gameOrder = new Map(input.games.map((game, index) => [game.gameId, index]));
  const position = new Map(facts.map((fact, index) => [fact, index]));
  return facts.sort(
    (a, b) =>
      gameOrder.get(a.gameId)! - gameOrder.get(b.gameId)! ||
      FUN_FACT_KINDS.indexOf(a.kind) - FUN_FACT_KINDS.indexOf(b.kind) ||
      position.get(a)! - position.get(b)!,
  );
}
