/**
 * Byes fall in weeks 5–14. The real range moved a little from year to year (weeks 4–12 in 2018
 * and 2019, 5–13 in 2020, 6–14 in 2021 and 2022, 5–14 from 2023); one range for every season keeps
 * the rule simple and always contains the real one's middle.
 */
export const BYE_WEEK_FIRST = 5;
export const BYE_WEEK_LAST = 14;

/** At most this many teams rest in one week before the schedule search counts it as crowded (the NFL's busiest bye weeks have 6). */
export const BYE_TEAMS_PER_WEEK_TARGET = 4;
