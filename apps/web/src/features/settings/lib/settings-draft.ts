import type { AccountInfo, AccountUpdate } from '@all22/contracts';
import { CLIP_TYPES, type ClipType, type PointsPerReception } from '@all22/domain';

/** The settings form's values. */
export interface SettingsDraft {
  favoriteTeams: string[];
  pointsPerReception: PointsPerReception;
  showOddsInfo: boolean;
  clipTypes: ClipType[];
}

export function toSettingsDraft(account: AccountInfo): SettingsDraft {
  return {
    favoriteTeams: [...account.data.league.favoriteTeams],
    pointsPerReception: account.data.display.pointsPerReception,
    showOddsInfo: account.data.display.showOddsInfo,
    clipTypes: [...account.data.display.clipTypes],
  };
}

/** Why the draft cannot be saved, or null. */
export function validateSettingsDraft(draft: SettingsDraft): string | null {
  return draft.clipTypes.length === 0 ? 'Choose at least one film angle.' : null;
}

/** The draft with `type` turned on or off; the angles stay in catalogue order. */
export function toggleClipType(draft: SettingsDraft, type: ClipType, isOn: boolean): SettingsDraft {
  return {
    ...draft,
    clipTypes: CLIP_TYPES.filter((candidate) =>
      candidate === type ? isOn : draft.clipTypes.includes(candidate),
    ),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Only what changed, as PATCH /api/account takes it; null when nothing did. */
export function getSettingsUpdate(saved: SettingsDraft, draft: SettingsDraft): AccountUpdate['data'] | null {
  const display: NonNullable<AccountUpdate['data']['display']> = {};
  if (draft.pointsPerReception !== saved.pointsPerReception)
    display.pointsPerReception = draft.pointsPerReception;
  if (draft.showOddsInfo !== saved.showOddsInfo) display.showOddsInfo = draft.showOddsInfo;
  if (!sameList(draft.clipTypes, saved.clipTypes)) display.clipTypes = draft.clipTypes;
  const hasTeams = !sameList(draft.favoriteTeams, saved.favoriteTeams);
  if (Object.keys(display).length === 0 && !hasTeams) return null;
  return {
    ...(Object.keys(display).length > 0 ? { display } : {}),
    ...(hasTeams ? { league: { favoriteTeams: draft.favoriteTeams } } : {}),
  };
}
