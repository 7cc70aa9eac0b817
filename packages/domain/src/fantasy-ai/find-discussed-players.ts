import { asNflId, type NflId } from '../ids.js';

/** One earlier message of the conversation. */
export interface AnalystHistoryEntry {
  readonly role: string;
  readonly content: string;
}

export interface DiscussedPlayer {
  readonly nflId: NflId;
  readonly name: string;
}

const PLAYER_LINK = /\[([^\]]+)\]\(\/players\/player\/(\d+)\)/g;

/**
 * The players of the last answer that linked any, in the order it linked them (the verdict's
 * player first). "He" and "they" in a follow-up stand for them. Read from the stored conversation,
 * not from memory, so follow-ups work on any socket and any server process.
 */
export function findDiscussedPlayers(history: readonly AnalystHistoryEntry[]): DiscussedPlayer[] {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index];
    if (!entry || entry.role !== 'assistant') continue;
    const players = new Map<number, DiscussedPlayer>();
    for (const match of entry.content.matchAll(PLAYER_LINK)) {
      const nflId = Number(match[2]);
      if (!players.has(nflId)) players.set(nflId, { nflId: asNflId(nflId), name: match[1] ?? '' });
    }
    if (players.size > 0) return [...players.values()];
  }
  return [];
}
