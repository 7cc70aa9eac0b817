/** Request and response schemas of the rosters calls: roster, rosterWeek and a team's injury report. */
import { z } from 'zod';

// Query parameters, named for these calls (the schedules and teams calls declare their own).
export const rosterSeasonParam = z.coerce
  .number({ error: 'must be a season year' })
  .int({ error: 'must be a season year' })
  .min(1920, { error: 'must be a season year' })
  .max(2100, { error: 'must be a season year' });
export const rosterSeasonTypeParam = z.enum(['PRE', 'REG', 'POST'], { error: 'must be PRE, REG or POST' });
/** Range-checked per season type by the handler (PRE 0–4, REG 1–18, POST 1–4 or 19/20/21/23). */
export const rosterWeekParam = z.coerce
  .number({ error: 'must be a week number' })
  .int({ error: 'must be a whole week number' })
  .min(0, { error: 'must be a week number from 0 to 23' })
  .max(23, { error: 'must be a week number from 0 to 23' });
export const rosterTeamIdParam = z.string().regex(/^\d{4}$/, { error: 'must be a 4-digit team id' });

/** An injury chip: the status on the latest report, UNSPECIFIED when he is not on it. */
export const injuryStatusSchema = z
  .object({
    injuryStatus: z.string().meta({ description: 'OUT, DOUBTFUL, QUESTIONABLE, IR, ... or UNSPECIFIED' }),
  })
  .meta({ id: 'InjuryStatus' });
export type InjuryStatus = z.infer<typeof injuryStatusSchema>;

export const teamRosterQuerySchema = z.object({
  season: rosterSeasonParam,
  teamId: rosterTeamIdParam,
});
export type TeamRosterQuery = z.infer<typeof teamRosterQuerySchema>;

export const teamRosterWeekQuerySchema = z.object({
  teamId: rosterTeamIdParam,
  season: rosterSeasonParam,
  seasonType: rosterSeasonTypeParam,
  week: rosterWeekParam,
});
export type TeamRosterWeekQuery = z.infer<typeof teamRosterWeekQuerySchema>;

/** A player on a team's roster in one week: who he is, and his status and slot that week. */
export const rosterPlayerSchema = z
  .object({
    nflId: z.number().int(),
    gsisId: z.string().nullable(),
    smartId: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The position he played that week; can differ from his listed one. */
    position: z.string(),
    positionGroup: z.string(),
    jerseyNumber: z.number().int().nullable(),
    status: z.string().meta({ description: 'ACT, RES or PS that week' }),
    isPracticeSquad: z.boolean(),
    depth: z
      .number()
      .int()
      .nullable()
      .meta({ description: '1 = starter at his position; null off the active roster' }),
    birthDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    heightInches: z.number().int().nullable(),
    weight: z.number().int().nullable().meta({ description: 'Pounds' }),
    college: z.string().nullable(),
    experience: z.number().int().nullable(),
    headshot: z.string().nullable().meta({ description: 'Image URL template ({size}, {dpr})' }),
    injury: injuryStatusSchema,
  })
  .meta({ id: 'RosterPlayer' });
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

/** A team's roster in one week: active players, then reserve, then the practice squad. */
export const teamRosterResponseSchema = z
  .object({
    teamId: z.string(),
    season: z.number().int(),
    seasonType: rosterSeasonTypeParam,
    week: z.number().int(),
    players: z.array(rosterPlayerSchema),
  })
  .meta({ id: 'TeamRoster' });
export type TeamRosterResponse = z.infer<typeof teamRosterResponseSchema>;

export const teamInjuriesQuerySchema = z.object({
  season: rosterSeasonParam,
  week: rosterWeekParam,
  seasonType: rosterSeasonTypeParam,
  teamId: rosterTeamIdParam,
});
export type TeamInjuriesQuery = z.infer<typeof teamInjuriesQuerySchema>;

/** One line of a team's weekly injury report. */
export const teamInjurySchema = z
  .object({
    injuryStatus: z
      .string()
      .meta({ description: 'OUT, DOUBTFUL, QUESTIONABLE, IR, ...; default UNSPECIFIED' }),
    bodyPart: z.string().nullable(),
    practiceStatus: z.string().nullable().meta({ description: 'DNP, LIMITED or FULL' }),
    person: z.object({
      /** The player's nflId. */
      id: z.number().int(),
      smartId: z.string(),
      displayName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      position: z.string(),
      jerseyNumber: z.number().int().nullable(),
      headshot: z.string().nullable(),
    }),
  })
  .meta({ id: 'TeamInjury' });
export type TeamInjury = z.infer<typeof teamInjurySchema>;

export const teamInjuriesResponseSchema = z
  .object({ injuries: z.array(teamInjurySchema) })
  .meta({ id: 'TeamInjuries' });
export type TeamInjuriesResponse = z.infer<typeof teamInjuriesResponseSchema>;
