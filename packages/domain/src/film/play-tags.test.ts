import { describe, expect, it } from 'vitest';
import { type PlayTagSource, getPlayTags } from './play-tags.js';

const plain: PlayTagSource = {
  playType: 'play_type_pass',
  airYardType: 'SHORT',
  playAction: false,
  blitz: false,
  sack: false,
  pressure: false,
  touchdown: false,
  interception: false,
  fumbleLost: false,
  isPenalty: false,
  isSafety: false,
  redzone: false,
  rush10PlusYards: false,
  routeType: 'OUT',
  kickResult: null,
};

describe('getPlayTags', () => {
  it('gives a plain short pass no tag', () => {
    expect(getPlayTags(plain)).toEqual([]);
  });
  it('orders outcome tags before how the play was run', () => {
    expect(
      getPlayTags({ ...plain, airYardType: 'DEEP', playAction: true, touchdown: true, redzone: true }),
    ).toEqual(['TD', 'DEEP', 'PLAY ACTION', 'RED ZONE']);
  });
  it('tags a sack without also tagging the pressure', () => {
    expect(getPlayTags({ ...plain, sack: true, pressure: true, blitz: true })).toEqual(['SACK', 'BLITZ']);
    expect(getPlayTags({ ...plain, pressure: true })).toEqual(['PRESSURE']);
  });
  it('tags screens, turnovers and kicks', () => {
    expect(getPlayTags({ ...plain, routeType: 'WR_SCREEN', interception: true })).toEqual(['INT', 'SCREEN']);
    expect(
      getPlayTags({ ...plain, playType: 'play_type_field_goal', routeType: null, kickResult: 'GOOD' }),
    ).toEqual(['FG GOOD']);
    expect(
      getPlayTags({ ...plain, playType: 'play_type_field_goal', routeType: null, kickResult: 'BLOCKED' }),
    ).toEqual(['FG MISSED']);
  });
});
