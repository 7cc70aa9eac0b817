import { describe, expect, it } from 'vitest';
import { findTeamMentions } from './find-team-mentions.js';

const TEAMS = [
  { teamId: '2310', abbr: 'KC', city: 'Kansas City', nick: 'Chiefs', fullName: 'Kansas City Chiefs' },
  { teamId: '3000', abbr: 'NE', city: 'New England', nick: 'Patriots', fullName: 'New England Patriots' },
  { teamId: '3410', abbr: 'NYG', city: 'New York', nick: 'Giants', fullName: 'New York Giants' },
  { teamId: '3430', abbr: 'NYJ', city: 'New York', nick: 'Jets', fullName: 'New York Jets' },
  { teamId: '3300', abbr: 'NO', city: 'New Orleans', nick: 'Saints', fullName: 'New Orleans Saints' },
];

const found = (message: string) => findTeamMentions(message, TEAMS).map((m) => `${m.team.abbr}:${m.phrase}`);

describe('findTeamMentions', () => {
  it('finds teams by full name, nickname, a city only one team has, or an abbreviation in capitals', () => {
    expect(found('How are the chiefs doing?')).toEqual(['KC:chiefs']);
    expect(found('Kansas City Chiefs vs New England')).toEqual(['KC:Kansas City Chiefs', 'NE:New England']);
    expect(found('When is the NYJ bye?')).toEqual(['NYJ:NYJ']);
  });

  it('leaves out a city two teams share and abbreviations that are ordinary words', () => {
    expect(found('Who plays in New York?')).toEqual([]);
    expect(found('no, ne, and kc in lower case are not teams')).toEqual([]);
    expect(found('NO defense')).toEqual(['NO:NO']);
  });
});
