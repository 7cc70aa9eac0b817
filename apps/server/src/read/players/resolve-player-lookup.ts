import { resolvePlayerId, type PlayerIdFields, type PlayerIdLookup } from '@all22/domain';
import { badRequest } from '../../errors/app-error.js';

/** A valid player id from the request, or a 400: "no player id passed in" (spec 1 §8) or an invalid id. */
export function requirePlayerId(
  input: PlayerIdFields | string,
  parameter: string,
): Extract<PlayerIdLookup, { ok: true }> {
  const lookup = resolvePlayerId(input);
  if (!lookup.ok) throw badRequest(`Invalid query parameter '${parameter}': ${lookup.message}`);
  return lookup;
}
