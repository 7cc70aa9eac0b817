/** Request and response schemas of the rosters calls: roster, rosterWeek and a team's injury report. */
import { z } from 'zod';
import { seasonParamSchema, seasonTypeSchema, weekParamSchema } from './schedules.js';
import { teamIdSchema } from './teams.js';

/** An injury chip: the status on the latest report, UNSPECIFIED when he is not on it. */
export const injuryStatusSchema = z
  .object({
    injuryStatus: z.string().meta({ description: 'OUT, DOUBTFUL, QUESTIONABLE, IR, ... or UNSPECIFIED' }),
  })
  .meta({ id: 'InjuryStatus' });
export type InjuryStatus = z.infer<typeof injuryStatusSchema>;

export const teamRosterQuerySchema = z.object({
  season: seasonParamSchema,
  teamId: teamIdSchema,
});
export type TeamRosterQuery = z.infer<typeof teamRosterQuerySchema>;

export const teamRosterWeekQuerySchema = z.object({
  teamId: teamIdSchema,
  season: seasonParamSchema,
  seasonType: seasonTypeSchema,
  week: weekParamSchema,
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
    seasonType: seasonTypeSchema,
    week: z.number().int(),
    players: z.array(rosterPlayerSchema),
  })
  .meta({ id: 'TeamRoster' });
export type TeamRosterResponse = z.infer<typeof teamRosterResponseSchema>;

export const teamInjuriesQuerySchema = z.object({
  season: seasonParamSchema,
  week: weekParamSchema,
  seasonType: seasonTypeSchema,
  teamId: teamIdSchema,
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
