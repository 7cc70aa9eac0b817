import { describe, expect, it } from 'vitest';
import { getGameFlow } from './game-flow.js';
import { formatYardage, generateGameRecap, type RecapInput, type RecapPlay } from './game-recap.js';

const home = { teamId: 'H', fullName: 'Houston Texans', nick: 'Texans' };
const visitor = { teamId: 'V', fullName: 'Tennessee Titans', nick: 'Titans' };

let sequence = 0;
const play = (overrides: Partial<RecapPlay>): RecapPlay => {
  sequence += 1;
  return {
    sequence,
    quarter: 1,
    clock: '10:00',
    homeScore: 0,
    visitorScore: 0,
    possessionTeamId: 'H',
    playType: 'play_type_rush',
    description: 'A run.',
    yardsGained: 3,
    isNoPlay: false,
    isTurnover: false,
    touchdown: false,
    points: 0,
    scoringTeamId: null,
    ...overrides,
  };
};

/** Home scores a 7-yard rushing touchdown and the extra point, then the visitors answer with 10. */
const plays: RecapPlay[] = [
  play({ yardsGained: 45, description: 'Long run of 45.' }),
  play({ touchdown: true, points: 6, scoringTeamId: 'H', yardsGained: 7, homeScore: 6, clock: '08:12' }),
  play({ playType: 'play_type_xp', points: 1, scoringTeamId: 'H', homeScore: 7, yardsGained: 0 }),
  play({ quarter: 2, possessionTeamId: 'V', isTurnover: false, homeScore: 7 }),
  play({
    quarter: 2,
    possessionTeamId: 'V',
    playType: 'play_type_pass',
    touchdown: true,
    points: 6,
    scoringTeamId: 'V',
    yardsGained: 20,
    homeScore: 7,
    visitorScore: 6,
    clock: '03:00',
  }),
  play({
    quarter: 2,
    playType: 'play_type_xp',
    points: 1,
    scoringTeamId: 'V',
    homeScore: 7,
    visitorScore: 7,
  }),
  play({ quarter: 4, possessionTeamId: 'H', isTurnover: true, homeScore: 7, visitorScore: 7 }),
  play({
    quarter: 4,
    possessionTeamId: 'V',
    playType: 'play_type_field_goal',
    points: 3,
    scoringTeamId: 'V',
    homeScore: 7,
    visitorScore: 10,
    clock: '00:04',
  }),
];

const input = (overrides: Partial<RecapInput> = {}): RecapInput => ({
  phase: 'FINAL',
  home,
  visitor,
  plays,
  ...overrides,
});

describe('generateGameRecap', () => {
  it('says nothing before kick-off', () => {
    expect(generateGameRecap(input({ plays: [] }))).toBeNull();
    expect(generateGameRecap(input({ phase: 'PREGAME' }))).toBeNull();
  });

  it('names the winner, the score and where it was won', () => {
    const recap = generateGameRecap(input())!;
    expect(recap.headline).toBe('Titans beat Texans 10-7');
    expect(recap.paragraphs[0]).toBe('The Tennessee Titans beat the Houston Texans 10-7 on the road.');
  });

  it('tells the scoring by quarter, folding the extra point into its touchdown', () => {
    const recap = generateGameRecap(input())!;
    expect(recap.paragraphs[1]).toBe(
      'In the 1st quarter: The Texans scored on a 7-yard touchdown run with 08:12 left to make it 7-0 Texans.',
    );
    expect(recap.paragraphs[2]).toBe(
      'In the 2nd quarter: The Titans scored on a 20-yard touchdown pass with 03:00 left to tie it 7-7.',
    );
    expect(recap.paragraphs[3]).toBe(
      'In the 4th quarter: The Titans kicked a field goal with 00:04 left to make it 10-7 Titans.',
    );
  });

  it('ends with lead changes, the largest lead, turnovers and the longest play', () => {
    const last = generateGameRecap(input())!.paragraphs.at(-1)!;
    expect(last).toContain('The lead changed hands 1 time.');
    expect(last).toContain("The Texans' largest lead was 7 points, at 7-0.");
    expect(last).toContain('Turnovers: Titans 0, Texans 1.');
    expect(last).toContain(
      'The longest play was a 45-yard gain by the Texans in the 1st quarter: Long run of 45.',
    );
  });

  it('reports a game under way as a lead in its quarter', () => {
    const recap = generateGameRecap(input({ phase: 'INGAME', plays: plays.slice(0, 4) }))!;
    expect(recap.headline).toBe('Texans lead Titans 7-0');
    expect(recap.paragraphs[0]).toBe('The Houston Texans lead the Tennessee Titans 7-0 in the 2nd quarter.');
  });

  it('calls a level final score a tie', () => {
    const recap = generateGameRecap(input({ plays: plays.slice(0, 6) }))!;
    expect(recap.headline).toBe('Titans and Texans tie 7-7');
  });
});

describe('formatYardage', () => {
  it('puts "an" before numbers spoken with a vowel sound', () => {
    expect([1, 8, 9, 11, 18, 21, 80, 88].map(formatYardage)).toEqual([
      'a 1-yard',
      'an 8-yard',
      'a 9-yard',
      'an 11-yard',
      'an 18-yard',
      'a 21-yard',
      'an 80-yard',
      'an 88-yard',
    ]);
  });
});

describe('getGameFlow', () => {
  it('counts a lead change only when the other side goes ahead', () => {
    const flow = getGameFlow(plays);
    expect(flow.leadChanges).toBe(1);
    expect(flow.ties).toBe(1);
    expect(flow.largestLead).toMatchObject({ side: 'home', points: 7 });
  });

  it('has no largest lead in a scoreless game', () => {
    expect(getGameFlow([plays[0]!]).largestLead).toBeNull();
  });
});
