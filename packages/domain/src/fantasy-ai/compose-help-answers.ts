import type { AnalystPlayer } from './analyst-facts.js';
import { joinWords } from './analyst-markdown.js';

/** The questions the analyst answers, as examples a user can adapt. */
const CAPABILITIES = [
  '- **Player analysis**: "How has *player* been trending the last four weeks?", "What is *player*\'s usage?", "Is *player* injured?"',
  '- **Trade advice**: "Should I trade *player* for *player*?"',
  '- **Lineup help**: "Should I start *player* or *player*?", "Should I start *player* this week?"',
  '- **Waiver pickups**: "Which running backs are worth picking up?"',
  '- **Comparisons and rankings**: "*player* vs *player*", "Top tight ends this season"',
  '- **Teams**: "How are the *team* doing?", "When is the *team*\'s bye?", "How many points do the *team* allow to receivers?"',
];

/** The honest answer to a question the analyst cannot read: what it can do, with examples. */
export function composeCapabilities(): string[] {
  return [
    "I can't answer that one: I answer from this league's numbers (fantasy points in your scoring, usage, injuries, schedules and matchups), and I didn't find a player, team or fantasy question in it.",
    `Here is what I can do:\n\n${CAPABILITIES.join('\n')}`,
  ];
}

/** Several players match a name equally well: ask which one, naming position and team. */
export function composeClarification(name: string, candidates: readonly AnalystPlayer[]): string[] {
  const options = candidates.map(
    (player) => `**${player.name}** (${player.position}${player.teamAbbr ? `, ${player.teamAbbr}` : ''})`,
  );
  const [first] = candidates;
  const example = first ? [first.name, first.teamAbbr].filter(Boolean).join(' ') : name;
  return [
    `Which "${name}" do you mean: ${joinWords(options)}? Ask again with the full name, or the name and team (for example "${example}").`,
  ];
}

/** No player or team matches the names of the question. */
export function composeNotFound(names: readonly string[]): string[] {
  return [
    `I couldn't find ${joinWords(names.map((name) => `"${name}"`))} among the league's players or teams. Check the spelling, or try the last name alone.`,
    `Here is what I can do:\n\n${CAPABILITIES.join('\n')}`,
  ];
}

/** A lineup question without names: the analyst does not know the user's roster. */
export function composeAskForPlayers(): string[] {
  return [
    "I can't see your roster, so tell me the players you're choosing between — for example \"Should I start *player* or *player* at flex?\" — and I'll compare their recent form, usage, matchups and health.",
  ];
}

/** Players named who play no fantasy position: say what the analyst covers. */
export function composeNotFantasy(players: readonly AnalystPlayer[]): string[] {
  const named = players.map(
    (player) => `**${player.name}** (${player.position}${player.teamAbbr ? `, ${player.teamAbbr}` : ''})`,
  );
  return [
    `${joinWords(named)} ${players.length === 1 ? "doesn't play" : "don't play"} a fantasy position: I analyse quarterbacks, running backs, wide receivers, tight ends and kickers.`,
  ];
}

/** "He" or "they" with no player discussed before: ask who is meant. */
export function composeAskWhoIsMeant(): string[] {
  return [
    "I'm not sure who you mean: we haven't discussed a player in this conversation yet. Name the player — for example \"Is *player* injured?\" — and I'll answer from the league's numbers.",
  ];
}
