import type { TeamTransactionsResponse } from '@all22/contracts';
import { type Database, players, transactions } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { and, desc, eq, or } from 'drizzle-orm';

/** The season's transactions that moved a player to or from the team, newest first. */
export async function listTeamTransactions(
  db: Database,
  key: { teamId: TeamId; season: number },
): Promise<TeamTransactionsResponse> {
  const rows = await db
    .select({
      transactionId: transactions.transactionId,
      transactionDate: transactions.transactionDate,
      type: transactions.type,
      nflId: transactions.nflId,
      displayName: players.displayName,
      position: players.position,
      fromTeamId: transactions.fromTeamId,
      toTeamId: transactions.toTeamId,
      details: transactions.details,
    })
    .from(transactions)
    .innerJoin(players, eq(players.nflId, transactions.nflId))
    .where(
      and(
        eq(transactions.season, key.season),
        or(eq(transactions.fromTeamId, key.teamId), eq(transactions.toTeamId, key.teamId)),
      ),
    )
    .orderBy(desc(transactions.transactionDate), desc(transactions.transactionId));
  return { ...key, transactions: rows };
}
