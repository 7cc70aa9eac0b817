/** Request and response schemas of the teams calls, and the Team shape other answers embed. */
import { z } from 'zod';

/** A team's 4-digit league id, e.g. "3800"; as a parameter, an error names what is wrong. */
export const teamIdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a 4-digit team id') })
  .regex(/^\d{4}$/, { error: 'must be a 4-digit team id' });

/**
 * The Team entity (spec 1 §3). `abbr` is the league's data ("ARI"); the app shows ARI as AZ.
 * `logo` is a URL template whose {size} and {dpr} the client fills. The all-star (PRO) teams
 * belong to no division.
 */
export const teamSchema = z
  .object({
    teamId: z.string(),
    smartId: z.uuid(),
    abbr: z.string(),
    city: z.string(),
    fullName: z.string(),
    nick: z.string(),
    logo: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    teamType: z.enum(['TEAM', 'PRO']),
    conferenceAbbr: z.string().nullable(),
    division: z.object({ abbr: z.string(), fullName: z.string() }).nullable(),
  })
  .meta({ id: 'Team' });
export type TeamResponse = z.infer<typeof teamSchema>;

/** GET /api/teams/all: the 32 franchises; the two all-star teams only with includePro=true. */
export const teamsQuerySchema = z.object({
  includePro: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) }).meta({ id: 'Teams' });
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;
