import { type Database, games } from '@all22/db';
import { type NflId, type PlayRecord, normalizePosition } from '@all22/domain';
import { type PlayTracking, type TrackingParticipant, generatePlayTracking } from '@all22/league';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors/app-error.js';
import { loadPlayRosters } from './load-play-rosters.js';

/**
 * The play's tracking frames, generated on demand (deterministic, never stored) from its record,
 * the two teams' rosters that week and the home team (which, with the quarter, sets the direction).
 */
export async function loadPlayTracking(db: Database, play: PlayRecord): Promise<PlayTracking> {
  const [[game], rosters] = await Promise.all([
    db.select({ homeTeamId: games.homeTeamId }).from(games).where(eq(games.gameId, play.gameId)),
    loadPlayRosters(db, play),
  ]);
  if (game === undefined) throw new AppError('INTERNAL', `Play ${play.gameId}-${play.playId} has no game`);
  const participants = new Map<NflId, TrackingParticipant>();
  for (const [nflId, entry] of rosters) {
    const position = normalizePosition(entry.position);
    if (position !== null) {
      participants.set(nflId, { position, jerseyNumber: entry.jerseyNumber ?? 0, teamId: entry.teamId });
    }
  }
  try {
    return generatePlayTracking(play, participants, { homeTeamId: game.homeTeamId });
  } catch (error) {
    // The record cannot describe a play the generator can draw: our data's fault, not the caller's.
    throw new AppError('INTERNAL', 'Tracking is not available for this play', { cause: error });
  }
}
