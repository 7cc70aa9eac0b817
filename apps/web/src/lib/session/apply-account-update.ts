import type { AccountInfo, AccountUpdate } from '@all22/contracts';

/** The account with an update's fields applied (what PATCH /api/account answers, done locally). */
export function applyAccountUpdate(account: AccountInfo, update: AccountUpdate['data']): AccountInfo {
  return {
    ...account,
    data: {
      display: { ...account.data.display, ...update.display },
      league: { ...account.data.league, ...update.league },
    },
  };
}
