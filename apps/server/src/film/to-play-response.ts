import type { Play } from '@all22/contracts';
import { type PlayRecord, formatPlayKey } from '@all22/domain';

/** A play as the API sends it: its record under its public id. */
export const toPlayResponse = (play: PlayRecord): Play => ({ id: formatPlayKey(play), ...play });
