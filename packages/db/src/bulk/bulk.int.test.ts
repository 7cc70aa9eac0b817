import type { NflId, SmartId, TeamId } from '@all22/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.js';
import { players, teams } from '../schema/index.js';
import { createTestDatabase, testDatabaseTargets } from '../testing/index.js';
import { copyRows, upsertRows } from './copy-rows.js';
import { runQuery, withSqlTransaction } from './sql-executor.js';

const team = (teamId: string, abbr: string, city: string) => ({
  teamId: teamId as TeamId,
  smartId: `00000000-0000-4000-8000-00000000${teamId}` as SmartId,
  abbr,
  city,
  nick: 'Nick',
  fullName: `${city} Nick`,
  primaryColor: '#000000',
  secondaryColor: '#FFFFFF',
});

describe.each(testDatabaseTargets())('bulk writes on %s', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(() => handle?.close());

  it('copies rows with awkward text, nulls, arrays, json and dates, and defaults for absent columns', async () => {
    const written = await withSqlTransaction(handle, (executor) =>
      copyRows(executor, teams, [
        team('0001', 'AA', 'Quote "City", with comma'),
        team('0002', 'BB', ''),
        team('0003', 'CC', 'Line\nbreak \\ backslash'),
      ]),
    );
    expect(written).toBe(3);
    const rows = await handle.db.select().from(teams).orderBy(asc(teams.teamId));
    expect(rows.map((row) => row.city)).toEqual(['Quote "City", with comma', '', 'Line\nbreak \\ backslash']);
    // teamType was not given: the column default applies.
    expect(rows.every((row) => row.teamType === 'TEAM' && row.logoUrl === null)).toBe(true);

    await withSqlTransaction(handle, (executor) =>
      copyRows(executor, players, [
        {
          nflId: 1 as NflId,
          smartId: '00000000-0000-4000-8000-000000000101' as SmartId,
          displayName: 'A Player',
          firstName: 'A',
          lastName: 'Player',
          position: 'QB',
          positionGroup: 'QB',
          birthDate: '1999-01-02',
          ratings: { overall: 80, speed: 70 },
          updatedAt: new Date('2026-01-02T03:04:05.000Z'),
        },
      ]),
    );
    const [player] = await handle.db
      .select()
      .from(players)
      .where(eq(players.nflId, 1 as NflId));
    expect(player).toMatchObject({
      birthDate: '1999-01-02',
      ratings: { overall: 80, speed: 70 },
      updatedAt: new Date('2026-01-02T03:04:05.000Z'),
      status: 'ACT',
    });
  });

  it('rolls the whole transaction back when the work throws', async () => {
    await expect(
      withSqlTransaction(handle, async (executor) => {
        await copyRows(executor, teams, [team('0009', 'ZZ', 'Gone')]);
        await runQuery(
          executor,
          handle.db
            .update(teams)
            .set({ city: 'Changed' })
            .where(eq(teams.teamId, '0001' as TeamId)),
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await handle.db
      .select({ teamId: teams.teamId, city: teams.city })
      .from(teams)
      .orderBy(asc(teams.teamId));
    expect(rows.map((row) => row.teamId)).toEqual(['0001', '0002', '0003']);
    expect(rows[0]?.city).toBe('Quote "City", with comma');
  });

  it('rejects rows whose keys differ from the first row and unknown keys', async () => {
    await expect(
      withSqlTransaction(handle, (executor) =>
        copyRows(executor, teams, [team('0010', 'DD', 'x'), { ...team('0011', 'EE', 'y'), logoUrl: 'z' }]),
      ),
    ).rejects.toThrow('same keys');
    await expect(
      withSqlTransaction(handle, (executor) =>
        copyRows(executor, teams, [{ ...team('0012', 'FF', 'x'), nope: 1 } as never]),
      ),
    ).rejects.toThrow('no column for key "nope"');
  });

  it('upserts: inserts new rows and updates the named columns of existing ones, twice in one transaction', async () => {
    await withSqlTransaction(handle, async (executor) => {
      await upsertRows(
        executor,
        teams,
        [team('0001', 'AA', 'Renamed'), team('0004', 'DD', 'New')],
        ['teamId'],
      );
      await upsertRows(executor, teams, [team('0004', 'DD', 'Newer')], ['teamId']);
    });
    const rows = await handle.db
      .select({ teamId: teams.teamId, city: teams.city })
      .from(teams)
      .orderBy(asc(teams.teamId));
    expect(rows).toEqual([
      { teamId: '0001', city: 'Renamed' },
      { teamId: '0002', city: '' },
      { teamId: '0003', city: 'Line\nbreak \\ backslash' },
      { teamId: '0004', city: 'Newer' },
    ]);
  });

  it('upserts leave a row whose values are unchanged as it is (no new row version)', async () => {
    const version = async (teamId: string) =>
      (await handle.db.execute<{ xmin: string }>(sql`select xmin::text from teams where team_id = ${teamId}`))
        .rows[0]?.xmin;
    const [before0001, before0004] = [await version('0001'), await version('0004')];
    await withSqlTransaction(handle, (executor) =>
      upsertRows(executor, teams, [team('0001', 'AA', 'Renamed'), team('0004', 'DD', 'Newest')], ['teamId']),
    );
    expect(await version('0001')).toBe(before0001);
    expect(await version('0004')).not.toBe(before0004);
    const [row] = await handle.db
      .select({ city: teams.city })
      .from(teams)
      .where(sql`${teams.teamId} = '0004'`);
    expect(row?.city).toBe('Newest');
    // Back as the next test expects it.
    await withSqlTransaction(handle, (executor) =>
      upsertRows(executor, teams, [team('0004', 'DD', 'Newer')], ['teamId']),
    );
  });

  it('upserts in later transactions see none of an earlier one’s rows, committed or rolled back', async () => {
    await expect(
      withSqlTransaction(handle, async (executor) => {
        await upsertRows(executor, teams, [team('0002', 'BB', 'Lost')], ['teamId']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await withSqlTransaction(handle, (executor) =>
      upsertRows(executor, teams, [team('0003', 'CC', 'Third')], ['teamId']),
    );
    const rows = await handle.db
      .select({ teamId: teams.teamId, city: teams.city })
      .from(teams)
      .orderBy(asc(teams.teamId));
    expect(rows).toEqual([
      { teamId: '0001', city: 'Renamed' },
      { teamId: '0002', city: '' },
      { teamId: '0003', city: 'Third' },
      { teamId: '0004', city: 'Newer' },
    ]);
  });
});
