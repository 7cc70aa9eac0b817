import type { NflId, TeamId } from '@all22/domain';
import { createPlayerTotals, type PlayerTotals } from './player-totals.js';

/**
 * How sure a credit is about the player's team. Roles on plays from scrimmage, field goals, tries
 * and punts name the team for certain; kickoff roles depend on the feed's possession convention
 * (see docs/data.md), so they only name the team until something surer comes along.
 */
export type TeamEvidence = 'certain' | 'tentative';

/** One player's running totals in one game. */
export interface PlayerLedgerEntry {
  nflId: NflId;
  teamId: TeamId;
  isTeamCertain: boolean;
  totals: PlayerTotals;
}

/** Running totals of every player seen in one game, keyed by nflId. */
export type PlayerLedger = Map<NflId, PlayerLedgerEntry>;

export function createPlayerLedger(): PlayerLedger {
  return new Map();
}

/**
 * The totals to credit for `nflId`, created on first sight. Being credited with anything — even
 * a snap — is what makes a player "appear" in the game.
 */
export function getPlayerTotals(
  ledger: PlayerLedger,
  nflId: NflId,
  teamId: TeamId,
  evidence: TeamEvidence = 'certain',
): PlayerTotals {
  const entry = ledger.get(nflId);
  if (entry === undefined) {
    const created = { nflId, teamId, isTeamCertain: evidence === 'certain', totals: createPlayerTotals() };
    ledger.set(nflId, created);
    return created.totals;
  }
  if (!entry.isTeamCertain && evidence === 'certain') {
    entry.teamId = teamId;
    entry.isTeamCertain = true;
  }
  return entry.totals;
}
