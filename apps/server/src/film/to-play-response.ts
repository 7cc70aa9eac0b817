import type { Play } from '@all22/contracts';
import { type PlayRecord, formatPlayKey } from '@all22/domain';

/** A play as the API sends it: its record under its public id. */
export function toPlayResponse(play: PlayRecord): Play {
  return { id: formatPlayKey(play), ...play };
}
