import { describe, expect, it } from 'vitest';
import {
  type SettingsDraft,
  getSettingsUpdate,
  toggleClipType,
  validateSettingsDraft,
} from './settings-draft';

const saved: SettingsDraft = {
  favoriteTeams: ['3800'],
  pointsPerReception: 0,
  showOddsInfo: true,
  clipTypes: ['SIDELINE', 'ENDZONE'],
};

describe('getSettingsUpdate', () => {
  it('is null when nothing changed', () => {
    expect(getSettingsUpdate(saved, { ...saved, clipTypes: ['SIDELINE', 'ENDZONE'] })).toBeNull();
  });

  it('sends only what changed', () => {
    expect(getSettingsUpdate(saved, { ...saved, pointsPerReception: 1 })).toEqual({
      display: { pointsPerReception: 1 },
    });
    expect(getSettingsUpdate(saved, { ...saved, favoriteTeams: ['1200', '3800'] })).toEqual({
      league: { favoriteTeams: ['1200', '3800'] },
    });
    expect(getSettingsUpdate(saved, { ...saved, showOddsInfo: false, clipTypes: ['ALL_22'] })).toEqual({
      display: { showOddsInfo: false, clipTypes: ['ALL_22'] },
    });
  });

  it('counts a new order of the same favourites as a change (most favoured first)', () => {
    const two = { ...saved, favoriteTeams: ['3800', '1200'] };
    expect(getSettingsUpdate(two, { ...two, favoriteTeams: ['1200', '3800'] })).not.toBeNull();
  });
});

describe('toggleClipType and validateSettingsDraft', () => {
  it('keeps the angles in catalogue order', () => {
    expect(toggleClipType(saved, 'ALL_22', true).clipTypes).toEqual(['SIDELINE', 'ENDZONE', 'ALL_22']);
    expect(toggleClipType(saved, 'SIDELINE', false).clipTypes).toEqual(['ENDZONE']);
  });

  it('needs at least one angle', () => {
    const none = toggleClipType(toggleClipType(saved, 'SIDELINE', false), 'ENDZONE', false);
    expect(validateSettingsDraft(none)).toBe('Choose at least one film angle.');
    expect(validateSettingsDraft(saved)).toBeNull();
  });
});
