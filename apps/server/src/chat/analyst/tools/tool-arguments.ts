import { z } from 'zod';

/** The argument naming a player, shared by the player tools. */
export const playerArgument = z
  .string()
  .min(1)
  .describe('The player: his name as the user wrote it (matched fuzzily, best match first) or his nflId');

/** The argument naming a team. */
export const teamArgument = z
  .string()
  .min(1)
  .describe('The team: abbreviation (KC), nickname (Chiefs), city, full name or teamId');

/** The fantasy positions the tools rank and compare. */
export const positionArgument = z.enum(['QB', 'RB', 'WR', 'TE', 'K']).describe('A fantasy position');
