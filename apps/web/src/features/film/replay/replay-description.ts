import type { PlayDetailResponse, PlayTrackingResponse } from '@all22/contracts';
import { formatOrdinal } from '@all22/domain';
import type { MatchupPaints } from './team-paints';

/** One player on the field, as the tooltip, the legend and the screen-reader list name him. */
export interface ReplayPlayer {
  nflId: number;
  /** His slot in the time line's position arrays. */
  slot: number;
  jerseyNumber: number | null;
  /** Full name; null when the play's participants do not list him. */
  name: string | null;
  position: string;
  teamAbbr: string;
  side: 'offense' | 'defense';
  isHighlighted: boolean;
}

/**
 * The players of the tracking (in its order, which is the time line's), named from the play's
 * participants; the side comes from the tracking's team (the participants may lack a player).
 */
export function buildReplayPlayers(
  tracking: PlayTrackingResponse,
  play: PlayDetailResponse,
  paints: MatchupPaints,
  highlightIds: readonly number[] = [],
): ReplayPlayer[] {
  const participants = new Map(play.participants.map((participant) => [participant.nflId, participant]));
  const highlighted = new Set(highlightIds);
  return tracking.players.map((player, slot) => {
    const participant = participants.get(player.nflId);
    const side = player.teamId === play.possessionTeamId ? 'offense' : 'defense';
    return {
      nflId: player.nflId,
      slot,
      jerseyNumber: participant?.jerseyNumber ?? player.jerseyNumber,
      name: participant?.displayName ?? null,
      position: participant?.position ?? player.position,
      teamAbbr: paints[side].abbr,
      side,
      isHighlighted: highlighted.has(player.nflId),
    };
  });
}

/** "Patrick Mahomes II" → "P. Mahomes II"; a single name stays as it is. */
export function formatShortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (first === undefined || rest.length === 0) return name.trim();
  return `${first.charAt(0)}. ${rest.join(' ')}`;
}

/** The tooltip: "#12 J. Doe (WR, KC)". */
export function formatPlayerLabel(player: ReplayPlayer): string {
  const number = player.jerseyNumber === null ? '' : `#${player.jerseyNumber} `;
  const name = player.name === null ? 'Unknown player' : formatShortName(player.name);
  const team = player.teamAbbr === '' ? '' : `, ${player.teamAbbr}`;
  return `${number}${name} (${player.position}${team})`;
}

/** "2nd & 7", "1st & Goal", or null without a down (kickoffs, extra points). */
export function formatDownDistance(
  play: Pick<PlayDetailResponse, 'down' | 'distance' | 'goalToGo'>,
): string | null {
  if (play.down === null) return null;
  const distance = play.goalToGo ? 'Goal' : play.distance === null ? null : String(play.distance);
  return distance === null ? formatOrdinal(play.down) : `${formatOrdinal(play.down)} & ${distance}`;
}

/** The canvas's accessible name: what the picture shows, since a screen reader cannot see it. */
export function describeReplay(play: PlayDetailResponse, paints: MatchupPaints, angleLabel: string): string {
  const situation = [formatDownDistance(play), play.yardLine === null ? null : `ball on ${play.yardLine}`]
    .filter((part) => part !== null)
    .join(', ');
  const teams = [paints.offense.abbr, paints.defense.abbr].every((abbr) => abbr !== '')
    ? `${paints.offense.abbr} offense against ${paints.defense.abbr} defense`
    : null;
  return [`Replay of the play, ${angleLabel} angle`, teams, situation, play.description]
    .filter((part) => part !== null && part !== '')
    .join('. ');
}

export const REPLAY_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export function formatSpeed(speed: number): string {
  return `${speed}×`;
}

export function formatReplayTime(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** The live region's sentence: "Playing at 1×", "Paused at 2.3 s, pass". */
export function formatPlayState(state: {
  isPlaying: boolean;
  speed: number;
  time: number;
  eventLabel: string | null;
}): string {
  if (state.isPlaying) return `Playing at ${formatSpeed(state.speed)}`;
  const event = state.eventLabel === null ? '' : `, ${state.eventLabel.toLowerCase()}`;
  return `Paused at ${formatReplayTime(state.time)}${event}`;
}
