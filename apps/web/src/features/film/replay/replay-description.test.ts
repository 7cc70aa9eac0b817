import { describe, expect, it } from 'vitest';
import {
  buildReplayPlayers,
  describeReplay,
  formatDownDistance,
  formatPlayState,
  formatPlayerLabel,
  formatShortName,
} from './replay-description';
import { resolveMatchupPaints } from './team-paints';
import { QB_ID, REPLAY_TEAMS, makeReplayPlay, makeReplayTracking } from './testing/replay-fixtures';

const paints = resolveMatchupPaints(REPLAY_TEAMS[0], REPLAY_TEAMS[1]);

describe('the replay players', () => {
  const play = makeReplayPlay();
  const players = buildReplayPlayers(makeReplayTracking(), play, paints, [QB_ID]);

  it('names each tracked player from the participants, with his side, team and highlight', () => {
    expect(players).toHaveLength(22);
    expect(players[0]).toEqual({
      nflId: QB_ID,
      slot: 0,
      jerseyNumber: 15,
      name: 'Jalen Player100',
      position: 'QB',
      teamAbbr: 'KC',
      side: 'offense',
      isHighlighted: true,
    });
    expect(players[11]).toMatchObject({ side: 'defense', teamAbbr: 'LV', isHighlighted: false });
  });

  it('labels a player "#12 J. Doe (WR, KC)", and one the participants do not list by what tracking knows', () => {
    expect(formatPlayerLabel(players[0]!)).toBe('#15 J. Player100 (QB, KC)');
    const [unlisted] = buildReplayPlayers(makeReplayTracking(), { ...play, participants: [] }, paints);
    expect(formatPlayerLabel(unlisted!)).toBe('#15 Unknown player (QB, KC)');
  });

  it('shortens names to an initial and the rest', () => {
    expect(formatShortName('Patrick Mahomes II')).toBe('P. Mahomes II');
    expect(formatShortName('Madonna')).toBe('Madonna');
  });
});

describe('the play description', () => {
  it('gives the down and distance, or goal, or nothing without a down', () => {
    expect(formatDownDistance({ down: 2, distance: 7, goalToGo: false })).toBe('2nd & 7');
    expect(formatDownDistance({ down: 1, distance: 5, goalToGo: true })).toBe('1st & Goal');
    expect(formatDownDistance({ down: null, distance: null, goalToGo: false })).toBeNull();
  });

  it('describes the picture for the canvas', () => {
    expect(describeReplay(makeReplayPlay(), paints, 'Sideline')).toBe(
      'Replay of the play, Sideline angle. KC offense against LV defense. 2nd & 7, ball on KC 25. ' +
        '(14:21) J.Player100 pass short left to D.Player102 to KC 40 for 15 yards',
    );
  });

  it('states the play state for the live region', () => {
    expect(formatPlayState({ isPlaying: true, speed: 1, time: 2.3, eventLabel: 'Pass' })).toBe(
      'Playing at 1×',
    );
    expect(formatPlayState({ isPlaying: false, speed: 0.25, time: 2.345, eventLabel: 'Pass' })).toBe(
      'Paused at 2.3 s, pass',
    );
    expect(formatPlayState({ isPlaying: false, speed: 1, time: 0, eventLabel: null })).toBe(
      'Paused at 0.0 s',
    );
  });
});
