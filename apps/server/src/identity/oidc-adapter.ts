import { oidcPayloads, type Database } from '@all22/db';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';

/** How a refused second use names the artefact (oidc-provider's own wording for its checks). */
const ALREADY_USED: Record<string, string> = {
  AuthorizationCode: 'authorization code',
  RefreshToken: 'refresh token',
  DeviceCode: 'device code',
  BackchannelAuthenticationRequest: 'backchannel authentication request',
};

/**
 * oidc-provider's storage on the `oidc_payloads` table: one row per (model, id), the lookup
 * columns the adapter interface needs (grant id, user code, session uid), an expiry after which
 * a row counts as absent, and the instant a one-time artefact (a code, a rotated refresh token)
 * was consumed. Plain SQL through drizzle, so it runs alike on PGlite and PostgreSQL.
 */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    // A re-save keeps consumed_at: once used, a code or refresh token stays used.
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  /**
   * Marks a one-time artefact used, in the one statement that also decides who used it first.
   * oidc-provider checks `consumed` on what it found and only then calls this, so two concurrent
   * requests with one refresh token (or code) can both pass its check: only the UPDATE that finds
   * the row unconsumed wins. The other is refused here (invalid_grant) before it issues anything,
   * and, as oidc-provider does when a used token comes back later, the whole grant ends: a
   * replay cannot be told from the legitimate client (RFC 9700 4.14.2), so neither side keeps a
   * token family. The web app serialises its tabs' refreshes, so it never races itself.
   */
  async consume(id: string): Promise<void> {
    const claimed = await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(
        and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)),
      )
      .returning({ id: oidcPayloads.id });
    if (claimed.length > 0) return;
    if (this.model === 'PushedAuthorizationRequest') {
      throw new errors.InvalidRequestUri('request_uri is invalid, expired, or was already used');
    }
    await this.db.execute(sql`
      with used as (
        select ${oidcPayloads.grantId} as grant_id from ${oidcPayloads}
        where ${oidcPayloads.model} = ${this.model} and ${oidcPayloads.id} = ${id} and ${oidcPayloads.grantId} is not null
      )
      delete from ${oidcPayloads}
      where ${oidcPayloads.grantId} in (select grant_id from used)
        or (${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} in (select grant_id from used))`);
    throw new errors.InvalidGrant(`${ALREADY_USED[this.model] ?? 'grant'} already used`);
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({
        payload: oidcPayloads.payload,
        expiresAt: oidcPayloads.expiresAt,
        consumedAt: oidcPayloads.consumedAt,
      })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition))
      .limit(1);
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider reads `consumed` (epoch seconds) to detect a reused code or refresh token.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** The adapter factory oidc-provider calls once per model name. */
export function createOidcAdapterFactory(db: Database): AdapterFactory {
  return (model) => new DatabaseAdapter(db, model);
}

/** Deletes rows past their expiry; returns how many went. Expired rows are already invisible. */
export async function sweepExpiredOidcPayloads(db: Database): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
