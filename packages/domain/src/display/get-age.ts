const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// A "YYYY-MM-DD" birth date is a calendar day, not an instant: read it without any time zone.
const toCalendarDate = (birthDate: string | Date): CalendarDate | null => {
  if (birthDate instanceof Date) {
    if (Number.isNaN(birthDate.getTime())) return null;
    return {
      year: birthDate.getUTCFullYear(),
      month: birthDate.getUTCMonth() + 1,
      day: birthDate.getUTCDate(),
    };
  }
  const match = DATE_ONLY.exec(birthDate.trim().slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Reject dates such as 2001-02-30 that Date would silently roll over.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
};

/**
 * Age in whole years on `now`'s UTC calendar day (spec 1 §5). The age goes up on the birthday
 * itself; a 29 February birthday counts as reached on 1 March in common years. Accepts
 * "YYYY-MM-DD" (a longer ISO string is read by its date part) or a Date. Null for an invalid date
 * or a birth date after `now`.
 */
export function getAge(birthDate: string | Date, now: Date): number | null {
  const birth = toCalendarDate(birthDate);
  if (!birth || Number.isNaN(now.getTime())) return null;
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const hasHadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  const age = today.year - birth.year - (hasHadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}
