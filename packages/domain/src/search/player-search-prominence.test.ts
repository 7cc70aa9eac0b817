import { describe, expect, it } from 'vitest';
import { getPlayerSearchProminence } from './player-search-prominence.js';

describe('getPlayerSearchProminence', () => {
  const starter = { status: 'ACT', recentSnaps: 900, experience: 5 };

  it('puts an active player above reserve, practice squad and free agents', () => {
    const veteranFreeAgent = { status: 'FA', recentSnaps: 5_000, experience: 15 };
    const practiceSquad = { status: 'PS', recentSnaps: 0, experience: 1 };
    const backup = { status: 'ACT', recentSnaps: 0, experience: 0 };
    expect(getPlayerSearchProminence(backup)).toBeGreaterThan(getPlayerSearchProminence(practiceSquad));
    expect(getPlayerSearchProminence(practiceSquad)).toBeGreaterThan(
      getPlayerSearchProminence(veteranFreeAgent),
    );
  });

  it('ranks by recent snaps, then experience, within a status', () => {
    const rookieStarter = { status: 'ACT', recentSnaps: 901, experience: 0 };
    const veteranBackup = { status: 'ACT', recentSnaps: 900, experience: 12 };
    expect(getPlayerSearchProminence(rookieStarter)).toBeGreaterThan(
      getPlayerSearchProminence(veteranBackup),
    );
    expect(getPlayerSearchProminence(veteranBackup)).toBeGreaterThan(getPlayerSearchProminence(starter));
  });

  it('treats missing, negative or unknown values as nothing', () => {
    expect(getPlayerSearchProminence({ status: null, recentSnaps: -5, experience: null })).toBe(0);
    expect(getPlayerSearchProminence({ status: ' act ', recentSnaps: 0, experience: undefined })).toBe(
      2_000_000,
    );
  });
});
