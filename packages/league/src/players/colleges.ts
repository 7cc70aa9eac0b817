import type { Random } from '../random/create-random.js';

/**
 * Real college football programs (public facts). The big conferences are listed more than once
 * so they supply more players, as they do in the real league.
 */
// prettier-ignore
const MAJOR_PROGRAMS = [
  'Alabama', 'Georgia', 'LSU', 'Florida', 'Auburn', 'Texas A&M', 'Tennessee', 'South Carolina',
  'Mississippi State', 'Ole Miss', 'Arkansas', 'Kentucky', 'Missouri', 'Vanderbilt', 'Ohio State',
  'Michigan', 'Penn State', 'Wisconsin', 'Iowa', 'Michigan State', 'Minnesota', 'Nebraska',
  'Northwestern', 'Purdue', 'Illinois', 'Indiana', 'Maryland', 'Rutgers', 'Oregon', 'USC', 'UCLA',
  'Washington', 'Clemson', 'Florida State', 'Miami (FL)', 'Notre Dame', 'Oklahoma', 'Texas',
  'TCU', 'Baylor', 'Oklahoma State', 'Utah', 'Stanford', 'North Carolina', 'NC State',
  'Virginia Tech', 'Louisville', 'Pittsburgh', 'Boston College', 'Syracuse', 'Iowa State',
  'Kansas State', 'West Virginia', 'Arizona State', 'Arizona', 'Colorado', 'California',
  'Oregon State', 'Washington State', 'Duke', 'Wake Forest', 'Georgia Tech', 'Virginia', 'Texas Tech',
];
// prettier-ignore
const OTHER_PROGRAMS = [
  'Boise State', 'UCF', 'Cincinnati', 'Houston', 'Memphis', 'BYU', 'San Diego State', 'Fresno State',
  'Appalachian State', 'Toledo', 'Western Michigan', 'Central Michigan', 'Northern Illinois',
  'Louisiana Tech', 'Southern Miss', 'Marshall', 'Tulane', 'SMU', 'Temple', 'Navy', 'Air Force',
  'Utah State', 'Wyoming', 'Colorado State', 'North Dakota State', 'South Dakota State',
  'James Madison', 'Delaware', 'Villanova', 'Montana', 'Montana State', 'Eastern Washington',
  'Furman', 'Samford', 'Jackson State', 'Grambling State', 'Southern', 'Alabama State',
  'Tennessee State', 'Florida A&M', 'Harvard', 'Yale', 'Princeton', 'Buffalo', 'Ohio', 'Miami (OH)',
];

/** One college for a generated player: a major program four times in five. */
export function pickCollege(random: Random): string {
  return random.chance(0.8) ? random.pick(MAJOR_PROGRAMS) : random.pick(OTHER_PROGRAMS);
}
