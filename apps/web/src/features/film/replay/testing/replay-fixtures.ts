/** A small, hand-made play for the replay's tests: 22 players, 6 seconds, a completed pass. */
import type {
  PlayDetailResponse,
  PlayParticipant,
  PlayTrackingResponse,
  TeamResponse,
} from '@all22/contracts';
import type { Position } from '@all22/domain';
import { makePlayRecord } from '@all22/domain/testing';

export const OFFENSE_TEAM_ID = '1000';
export const DEFENSE_TEAM_ID = '2000';
/** frameIds of the fixture's events. */
export const SNAP_FRAME = 11;
export const PASS_FRAME = 26;
export const CATCH_FRAME = 41;
export const TACKLE_FRAME = 56;
export const FRAME_COUNT = 61;
/** The quarterback and the receiver, whom the fixture's search "was about". */
export const QB_ID = 100;
export const RECEIVER_ID = 102;

const team = (
  teamId: string,
  abbr: string,
  fullName: string,
  primary: string,
  secondary: string,
): TeamResponse => ({
  teamId,
  smartId: `00000000-0000-4000-8000-00000000${teamId}`,
  abbr,
  city: fullName.split(' ')[0] ?? fullName,
  fullName,
  nick: fullName.split(' ').at(-1) ?? fullName,
  logo: `/api/images/logos/${teamId}?size={size}&dpr={dpr}`,
  primaryColor: primary,
  secondaryColor: secondary,
  teamType: 'TEAM',
  conferenceAbbr: 'AFC',
  division: { abbr: 'AFCW', fullName: 'AFC West' },
});

export const REPLAY_TEAMS: TeamResponse[] = [
  team(OFFENSE_TEAM_ID, 'KC', 'Kansas City Chiefs', '#E31837', '#FFB81C'),
  team(DEFENSE_TEAM_ID, 'LV', 'Las Vegas Raiders', '#000000', '#A5ACAF'),
];

const OFFENSE_POSITIONS = ['QB', 'RB', 'WR', 'WR', 'WR', 'TE', 'OL', 'OL', 'OL', 'OL', 'OL'] as const;
const DEFENSE_POSITIONS = ['DL', 'DL', 'EDGE', 'EDGE', 'LB', 'LB', 'CB', 'CB', 'DB', 'DB', 'CB'] as const;

interface FixturePlayer {
  nflId: number;
  teamId: string;
  position: Position;
  jerseyNumber: number;
  startX: number;
  startY: number;
}

const players: FixturePlayer[] = [
  ...OFFENSE_POSITIONS.map((position, index) => ({
    nflId: 100 + index,
    teamId: OFFENSE_TEAM_ID,
    position,
    jerseyNumber: index === 0 ? 15 : 10 + index,
    startX: index === 0 ? 31 : 34,
    startY: 6 + index * 4,
  })),
  ...DEFENSE_POSITIONS.map((position, index) => ({
    nflId: 200 + index,
    teamId: DEFENSE_TEAM_ID,
    position,
    jerseyNumber: 50 + index,
    startX: 37 + (index % 3) * 3,
    startY: 6 + index * 4,
  })),
];

/** Where the ball is at frame `frameId`: snapped, carried back, thrown in an arc, caught, run on. */
function ballAt(frameId: number): { x: number; y: number; z: number } {
  if (frameId <= SNAP_FRAME) return { x: 35, y: 26.65, z: 0.3 };
  if (frameId <= PASS_FRAME)
    return { x: 35 - ((frameId - SNAP_FRAME) / (PASS_FRAME - SNAP_FRAME)) * 5, y: 26.65, z: 1.5 };
  if (frameId <= CATCH_FRAME) {
    const share = (frameId - PASS_FRAME) / (CATCH_FRAME - PASS_FRAME);
    return { x: 30 + share * 20, y: 26.65 - share * 12, z: 1.5 + Math.sin(share * Math.PI) * 8 };
  }
  const after = Math.min(frameId, TACKLE_FRAME) - CATCH_FRAME;
  return { x: 50 + after * 0.5, y: 14.65, z: 1 };
}

export function makeReplayTracking(overrides: Partial<PlayTrackingResponse> = {}): PlayTrackingResponse {
  return {
    id: '2024090800-1',
    frameRate: 10,
    durationSeconds: (FRAME_COUNT - 1) / 10,
    playDirection: 'right',
    lineOfScrimmageX: 35,
    players: players.map(({ nflId, teamId, position, jerseyNumber }) => ({
      nflId,
      teamId,
      position,
      jerseyNumber,
    })),
    frames: Array.from({ length: FRAME_COUNT }, (_, index) => {
      const frameId = index + 1;
      const moving = Math.max(0, frameId - SNAP_FRAME) / 10;
      return {
        frameId,
        t: index / 10,
        ball: ballAt(frameId),
        players: players.map((player) => ({
          nflId: player.nflId,
          teamId: player.teamId,
          x: player.startX + moving * (player.teamId === OFFENSE_TEAM_ID ? 2 : 1),
          y: player.startY,
          s: moving > 0 ? 2 : 0,
          dir: 90,
        })),
      };
    }),
    events: [
      { frameId: SNAP_FRAME, event: 'ball_snap' },
      { frameId: PASS_FRAME, event: 'pass_forward' },
      { frameId: CATCH_FRAME, event: 'pass_arrived' },
      { frameId: CATCH_FRAME, event: 'pass_outcome_caught' },
      { frameId: TACKLE_FRAME, event: 'tackle' },
    ],
    ...overrides,
  };
}

const FIRST_NAMES = [
  'Jalen',
  'Marcus',
  'Devin',
  'Tyrese',
  'Caleb',
  'Andre',
  'Malik',
  'Isaiah',
  'Xavier',
  'Jordan',
  'Trent',
];

export function makeReplayPlay(overrides: Partial<PlayDetailResponse> = {}): PlayDetailResponse {
  const participants: PlayParticipant[] = players.map((player, index) => ({
    nflId: player.nflId,
    displayName: `${FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Sam'} Player${player.nflId}`,
    position: player.position,
    jerseyNumber: player.jerseyNumber,
    teamId: player.teamId,
    side: player.teamId === OFFENSE_TEAM_ID ? 'offense' : 'defense',
    alignment: null,
  }));
  return {
    ...makePlayRecord(),
    id: '2024090800-1',
    down: 2,
    distance: 7,
    yardLine: 'KC 25',
    yardlineNumber: 25,
    playType: 'play_type_pass',
    description: '(14:21) J.Player100 pass short left to D.Player102 to KC 40 for 15 yards',
    yardsGained: 15,
    passPlay: true,
    participants,
    homeTeamId: OFFENSE_TEAM_ID,
    homeWinProbabilityBefore: null,
    ...overrides,
  };
}
