import type { Random } from '../random/create-random.js';

/** Ordinary American first names: on their own they identify nobody. */
// prettier-ignore
const FIRST_NAMES = [
  'Aaron', 'Adam', 'Adrian', 'Alex', 'Andre', 'Andrew', 'Anthony', 'Antonio', 'Austin', 'Ben',
  'Blake', 'Brandon', 'Brett', 'Brian', 'Bryce', 'Caleb', 'Calvin', 'Cameron', 'Carlos', 'Carter',
  'Chase', 'Chris', 'Cody', 'Colin', 'Connor', 'Corey', 'Curtis', 'Dallas', 'Damon', 'Daniel',
  'Darius', 'Darnell', 'David', 'Dean', 'Derek', 'Devin', 'Dominic', 'Donovan', 'Drew', 'Dylan',
  'Eddie', 'Eli', 'Elijah', 'Eric', 'Ethan', 'Evan', 'Gabe', 'Garrett', 'Grant', 'Greg',
  'Hunter', 'Isaiah', 'Jack', 'Jacob', 'Jalen', 'Jamal', 'James', 'Jared', 'Jason', 'Javon',
  'Jaylen', 'Jeff', 'Jermaine', 'Jerome', 'Jesse', 'Joe', 'Jordan', 'Josh', 'Julian', 'Justin',
  'Keith', 'Kendall', 'Kenny', 'Kevin', 'Kyle', 'Lamar', 'Lance', 'Landon', 'Logan', 'Lucas',
  'Malik', 'Marcus', 'Mario', 'Mark', 'Martin', 'Mason', 'Matt', 'Max', 'Micah', 'Michael',
  'Miles', 'Mitchell', 'Nate', 'Nathan', 'Nick', 'Noah', 'Omar', 'Owen', 'Parker', 'Patrick',
  'Paul', 'Quentin', 'Reggie', 'Ricky', 'Riley', 'Robert', 'Ryan', 'Sam', 'Scott', 'Sean',
  'Seth', 'Shane', 'Spencer', 'Terrell', 'Terry', 'Thomas', 'Travis', 'Trent', 'Trevor', 'Tristan',
  'Troy', 'Tyler', 'Tyrone', 'Victor', 'Vincent', 'Wade', 'Wesley', 'Xavier', 'Zach', 'Zion',
];

/**
 * Last names are built from a first syllable, sometimes a linking one, and an ending. The
 * syllables were chosen to read like surnames while rarely spelling a real one, so a generated
 * player cannot be mistaken for a real person.
 */
// prettier-ignore
const LAST_NAME_STARTS = [
  'Ab', 'Al', 'Ash', 'Bal', 'Bram', 'Brin', 'Cal', 'Cor', 'Dal', 'Dev', 'Dorn', 'El', 'Fal', 'Fen',
  'Gal', 'Gor', 'Hal', 'Hed', 'Jar', 'Kel', 'Kes', 'Lam', 'Lor', 'Mal', 'Mer', 'Nor', 'Ol', 'Pel',
  'Quil', 'Ral', 'Ros', 'Sel', 'Tam', 'Tor', 'Ul', 'Val', 'Ver', 'Wen', 'Yar', 'Zel',
];
const LAST_NAME_LINKS = ['', '', '', 'a', 'e', 'i', 'o', 'ing', 'ver', 'den'];
// prettier-ignore
const LAST_NAME_ENDS = [
  'brook', 'by', 'cott', 'dell', 'dge', 'forth', 'gate', 'holt', 'kins', 'lund', 'mere', 'nick',
  'quist', 'ridge', 'shaw', 'stead', 'stone', 'vane', 'wick', 'well', 'ton', 'ley', 'son', 'ard',
];

/**
 * Famous real NFL names (first and last) a generated name must never equal, as a guard in case
 * the syllables ever spell one. Lower-case "first last".
 */
const DENIED_FULL_NAMES = new Set([
  'tom brady',
  'peyton manning',
  'aaron rodgers',
  'patrick mahomes',
  'josh allen',
  'lamar jackson',
  'jerry rice',
  'walter payton',
  'barry sanders',
  'joe montana',
  'dan marino',
  'john elway',
  'brett favre',
  'drew brees',
  'travis kelce',
  'calvin johnson',
  'randy moss',
  'lawrence taylor',
  'reggie white',
  'deion sanders',
  'jim brown',
  'emmitt smith',
]);
const DENIED_LAST_NAMES = new Set(['brady', 'manning', 'montana', 'elway', 'favre', 'payton', 'marino']);

export interface PlayerName {
  firstName: string;
  lastName: string;
  /** "First Last", as the spec shows players. */
  displayName: string;
}

/** True when the name is on the deny-list of famous real players. */
export function isDeniedName(firstName: string, lastName: string): boolean {
  return (
    DENIED_LAST_NAMES.has(lastName.toLowerCase()) ||
    DENIED_FULL_NAMES.has(`${firstName} ${lastName}`.toLowerCase())
  );
}

const createLastName = (random: Random): string =>
  random.pick(LAST_NAME_STARTS) + random.pick(LAST_NAME_LINKS) + random.pick(LAST_NAME_ENDS);

/**
 * A generated player's name. Names already in `usedDisplayNames` are redrawn (a few times) so
 * search results rarely show two players with the same name; denied names are always redrawn.
 */
export function createPlayerName(random: Random, usedDisplayNames?: ReadonlySet<string>): PlayerName {
  for (let attempt = 0; ; attempt += 1) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = createLastName(random);
    const displayName = `${firstName} ${lastName}`;
    if (isDeniedName(firstName, lastName)) continue;
    if (attempt < 8 && usedDisplayNames?.has(displayName)) continue;
    return { firstName, lastName, displayName };
  }
}
