import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { chooseInsightWeek, type LeagueClockWeek } from './resolve-insight-week.js';

/** The league: 2018 with 17 regular weeks, 2019 and 2020 with 17, 2021 on with 18. */
const lastWeeks = async (season: number) => (season < 2018 ? null : season < 2021 ? 17 : 18);
const at = (season: number, seasonType: LeagueClockWeek['seasonType'], week: number): LeagueClockWeek => ({
  season,
  seasonType,
  week,
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error('expected an AppError');
  return { code: error.code, message: error.message };
}

describe('chooseInsightWeek', () => {
  it("is the league's current week during the regular season", async () => {
    expect(await chooseInsightWeek(at(2024, 'REG', 6), {}, lastWeeks)).toEqual({ season: 2024, week: 6 });
  });

  it("is the season's last week in the postseason, the previous season's in the preseason", async () => {
    expect(await chooseInsightWeek(at(2020, 'POST', 2), {}, lastWeeks)).toEqual({ season: 2020, week: 17 });
    expect(await chooseInsightWeek(at(2022, 'PRE', 2), {}, lastWeeks)).toEqual({ season: 2021, week: 18 });
    // The league's first preseason has no season before it: week 1, which reads nothing.
    expect(await chooseInsightWeek(at(2018, 'PRE', 2), {}, lastWeeks)).toEqual({ season: 2018, week: 1 });
  });

  it('takes a week asked for, up to the current one, in the current season by default', async () => {
    expect(await chooseInsightWeek(at(2024, 'REG', 6), { week: 4 }, lastWeeks)).toEqual({
      season: 2024,
      week: 4,
    });
    expect(await chooseInsightWeek(at(2024, 'REG', 6), { season: 2019 }, lastWeeks)).toEqual({
      season: 2019,
      week: 17,
    });
    expect(await refusal(chooseInsightWeek(at(2024, 'REG', 6), { week: 9 }, lastWeeks))).toEqual({
      code: 'BAD_REQUEST',
      message: "Invalid query parameter 'week': week 9 of 2024 has not begun (the latest is week 6)",
    });
    expect(
      await refusal(chooseInsightWeek(at(2024, 'REG', 6), { season: 2019, week: 18 }, lastWeeks)),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: "Invalid query parameter 'week': the 2019 regular season has 17 weeks",
    });
  });

  it('answers 404 for a season before the league or after the clock', async () => {
    for (const season of [2017, 2025]) {
      expect(await refusal(chooseInsightWeek(at(2024, 'REG', 6), { season }, lastWeeks))).toEqual({
        code: 'NOT_FOUND',
        message: `No regular season ${season} in the league`,
      });
    }
  });
});
