import { describe, expect, it } from 'vitest';
import { extractNameCandidates, getNameFallbacks } from './extract-name-candidates.js';

const namesOf = (message: string, ignored: string[] = []) =>
  extractNameCandidates(message, ignored).map((candidate) =>
    candidate.kind === 'name'
      ? `${candidate.text}@${candidate.side}`
      : `<${candidate.number}>@${candidate.side}`,
  );

describe('extractNameCandidates', () => {
  it('leaves the names between the words of football and conversation', () => {
    expect(namesOf('How has Justin Jefferson been trending the last four weeks?')).toEqual([
      'Justin Jefferson@0',
    ]);
    expect(namesOf("What's Amon-Ra St. Brown's usage lately?")).toEqual(['Amon-Ra St Brown@0']);
    expect(namesOf('how is evan kesson doing')).toEqual(['evan kesson@0']);
  });

  it('splits names at "and", "or", "vs" and commas, and trade sides at "for"', () => {
    expect(namesOf('Should I trade Saquon Barkley and Joe Mixon for Davante Adams?')).toEqual([
      'Saquon Barkley@0',
      'Joe Mixon@0',
      'Davante Adams@1',
    ]);
    expect(namesOf('Start Smith or Jones?')).toEqual(['Smith@0', 'Jones@0']);
    expect(namesOf('Kelce vs. Andrews, Hockenson')).toEqual(['Kelce@0', 'Andrews@0', 'Hockenson@0']);
  });

  it('marks pronouns standing for the players discussed before, once per side', () => {
    expect(namesOf('Should I start him?')).toEqual(['<singular>@0']);
    expect(namesOf('Is he and his backup worth it?')).toEqual(['<singular>@0', 'backup@0']);
    expect(namesOf('Should I trade them for Davante Adams?')).toEqual(['<plural>@0', 'Davante Adams@1']);
  });

  it('reads a plural pronoun after a plural position word as that group, not earlier players', () => {
    expect(
      namesOf(
        'Which running backs are good trade targets right now, based on their recent touches and points?',
      ),
    ).toEqual([]);
    expect(namesOf('Which quarterbacks have scored the most, and how are they trending?')).toEqual([]);
    // Before the group, or with no group, "they" is still the players discussed.
    expect(namesOf('Are they better than the other running backs?')).toEqual(['<plural>@0']);
    expect(namesOf('How are they trending?')).toEqual(['<plural>@0']);
    // A singular position word is no group: "their" may be players discussed with him.
    expect(namesOf('Is the running back better than their receiver?')).toEqual(['<plural>@0']);
  });

  it('leaves out phrases already recognised (team names) and positions', () => {
    expect(namesOf('How many points do the Falcons allow to wide receivers?', ['Falcons'])).toEqual([]);
    expect(namesOf('Best RBs to add off waivers?')).toEqual([]);
  });
});

describe('getNameFallbacks', () => {
  it('tries the two-word windows, then the single words of three letters or more', () => {
    expect(getNameFallbacks('Jones worth roster')).toEqual([
      'Jones worth',
      'worth roster',
      'Jones',
      'worth',
      'roster',
    ]);
    expect(getNameFallbacks('Al Jones')).toEqual(['Jones']);
    expect(getNameFallbacks('Jones')).toEqual([]);
  });
});
