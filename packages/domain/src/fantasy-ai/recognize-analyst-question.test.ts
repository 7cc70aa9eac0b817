import { describe, expect, it } from 'vitest';
import { decideAnalystIntent, recognizeAnalystQuestion } from './recognize-analyst-question.js';

const intentOf = (message: string, playerCount: number, teamCount = 0) =>
  decideAnalystIntent(recognizeAnalystQuestion(message), { playerCount, teamCount });

describe('recognizeAnalystQuestion and decideAnalystIntent', () => {
  it('reads the four intents of the intro card', () => {
    expect(intentOf('How has Justin Jefferson been trending the last four weeks?', 1)).toBe(
      'player-analysis',
    );
    expect(intentOf('Should I trade Saquon Barkley for Davante Adams?', 2)).toBe('trade-advice');
    expect(intentOf('Who should I start at flex, Smith or Jones?', 2)).toBe('start-sit');
    expect(intentOf('Which running backs are worth picking up?', 0)).toBe('waiver-pickups');
  });

  it('compares two players or more, ranks a position, answers about a team', () => {
    expect(intentOf('Smith vs Jones', 2)).toBe('player-comparison');
    expect(intentOf('Top tight ends this season', 0)).toBe('position-ranking');
    expect(intentOf('How are the Chiefs doing?', 0, 1)).toBe('team-analysis');
  });

  it('answers a position named without players as a group: trade, lineup, trend, ranking', () => {
    expect(
      intentOf(
        'Which running backs are good trade targets right now, based on their recent touches and points?',
        0,
      ),
    ).toBe('position-trade');
    expect(intentOf('Which wide receivers should I start this week, and which should sit?', 0)).toBe(
      'position-lineup',
    );
    expect(
      intentOf(
        'Which quarterbacks have scored the most fantasy points this season, and how are they trending?',
        0,
      ),
    ).toBe('position-trends');
    expect(intentOf('Which players have been trending up and are worth a waiver pickup?', 0)).toBe(
      'waiver-pickups',
    );
    // A named player still makes it a question about him.
    expect(intentOf('Should I trade Smith, a running back?', 1)).toBe('trade-advice');
  });

  it('keeps a one-player waiver question about that player, and leaves the rest unknown', () => {
    expect(intentOf('Is Smith worth a pickup?', 1)).toBe('player-analysis');
    expect(intentOf("What's the weather like in Paris?", 0)).toBe('unknown');
    expect(intentOf('Who should I start at flex this week?', 0)).toBe('unknown');
  });

  it('finds the position and the single topic asked about', () => {
    expect(recognizeAnalystQuestion('Best wide receivers to add?').position).toBe('WR');
    expect(recognizeAnalystQuestion('any RBs on waivers').position).toBe('RB');
    expect(recognizeAnalystQuestion('Is he injured?').topics).toEqual(['injury']);
    expect(recognizeAnalystQuestion('When is his bye week?').topics).toEqual(['schedule']);
    expect(recognizeAnalystQuestion("What's his target share?").topics).toEqual(['usage']);
    expect(recognizeAnalystQuestion('How has he been trending?').topics).toEqual([]);
  });
});
