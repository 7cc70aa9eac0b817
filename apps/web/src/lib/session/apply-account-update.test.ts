import type { AccountInfo } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { applyAccountUpdate } from './apply-account-update';

const account: AccountInfo = {
  UID: 'u1',
  email: 'sam@example.com',
  createdTimestamp: 1,
  profile: { firstName: 'Sam', lastName: 'Baker' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: ['3800'] },
  },
};

describe('applyAccountUpdate', () => {
  it('changes the given fields and keeps the others', () => {
    const updated = applyAccountUpdate(account, { display: { pointsPerReception: 1 } });
    expect(updated.data).toEqual({
      display: { showOddsInfo: true, pointsPerReception: 1, clipTypes: ['SIDELINE', 'ENDZONE'] },
      league: { favoriteTeams: ['3800'] },
    });
    expect(applyAccountUpdate(account, { league: { favoriteTeams: [] } }).data.league.favoriteTeams).toEqual(
      [],
    );
  });

  it('leaves the original untouched', () => {
    applyAccountUpdate(account, { display: { showOddsInfo: false } });
    expect(account.data.display.showOddsInfo).toBe(true);
  });
});
