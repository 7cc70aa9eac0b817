import type { StatKey } from './stat-vocabulary.js';

/** Words two stats of the vocabulary share on purpose, and why. */
export interface SharedStatText {
  readonly text: string;
  readonly keys: readonly StatKey[];
  readonly why: string;
}

/**
 * The only labels and tooltips two stats share (stat-vocabulary.test.ts holds every other text
 * to one stat): a team's figure named as the same figure of a player, and two figures one page
 * names alike under different table titles.
 */
export const SHARED_STAT_TEXTS: readonly SharedStatText[] = [
  {
    text: 'Rushing yards',
    keys: ['rushing.yards', 'team.rushYards'],
    why: "A team's rushing yards are its players' summed.",
  },
  {
    text: 'Rushing yards.',
    keys: ['rushing.yards', 'team.rushYards'],
    why: "A team's rushing yards are its players' summed.",
  },
  {
    text: 'Rushing yards per game.',
    keys: ['rushing.yardsPerGame', 'team.rushYpg'],
    why: "The player header and the team leader table divide the same yards by the subject's games.",
  },
  {
    text: 'Sacks',
    keys: ['defense.sacks', 'team.sacks'],
    why: "A team's sacks are its defenders' summed.",
  },
  {
    text: 'Interceptions',
    keys: ['defense.interceptions', 'team.defensiveInterceptions'],
    why: "A team's interceptions are its defenders' summed.",
  },
  {
    text: 'Completions',
    keys: ['passing.completions', 'team.passCompletions'],
    why: "A team's completions are its passers' summed.",
  },
  {
    text: 'Completions / attempts',
    keys: ['passing.completions', 'team.passCompletions'],
    why: "The game page names a passer's and a team's completed/attempted pair alike.",
  },
  {
    text: 'Rushing attempts',
    keys: ['rushing.attempts', 'team.rushAttempts'],
    why: "A team's rushing attempts are its players' summed.",
  },
  {
    text: 'Yards per attempt',
    keys: ['passing.yardsPerAttempt', 'rushing.yardsPerAttempt'],
    why: "The team page's Passing and Rushing tables each title their Y/A column so.",
  },
];
