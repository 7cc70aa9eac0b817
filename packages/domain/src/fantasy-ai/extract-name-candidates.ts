import { POSITION_WORDS } from './recognize-analyst-question.js';

/**
 * The phrases of a question that may name players: what is left between the words of football
 * and conversation. The player search decides which of them are names (see the embedded analyst),
 * so a generous list costs a query, never a wrong answer.
 */

/** A phrase that may be a name, or a pronoun standing for the players discussed before. */
export type NameCandidate =
  | { readonly kind: 'name'; readonly text: string; readonly side: number }
  | { readonly kind: 'pronoun'; readonly number: 'singular' | 'plural'; readonly side: number };

const SINGULAR_PRONOUNS = new Set(['he', 'him', 'his', 'hes', 'himself']);
const PLURAL_PRONOUNS = new Set(['they', 'them', 'their', 'theirs', 'theyre', 'both']);

/** Words that never begin or continue a name in a fantasy question. */
const STOP_WORDS = new Set(
  `a about after against all also am an and any anyone anything are aren as at be been before being
  best better between bench both but buy by can cant could compare comparison compared did do does
  doing dont down each either else ever every fantasy far few flex for from get gets getting give go
  going good got had has have having how i id if im in into is isnt it its ive just keep know last
  league let like look looking looks lot make matchup me might more most much must my need next no
  not now of off offer on one only or other our out outlook over own pick pickup pickups play played
  playing plays please points ppr half standard rank ranked ranking rankings rather really recent
  recently rest roster say season see sell she should sit so some someone start started starting
  stats still stock such take tell than that thats the then there these think this those through to
  today too trade trading trend trending up us usage use value versus vs want was way we week
  weeks well were what whats when where which while who whos whom why will with worth would yes yet
  you your youre waiver waivers wire add adds drop free agent agents sleeper sleepers stream
  streaming targets target share snaps snap carries touches workload redzone red zone volume role
  injury injured hurt healthy health status questionable doubtful practice bye schedule next game
  games opponent opponents upcoming defense defence defenses allow allows allowed team teams
  offense top leaders highest lowest deal swap two three four five six seven eight nine ten
  buying selling hold holding worse bad great line lines lately performance performing production
  producing numbers analysis analyze analyse projection projections expect expected ir picking adding grab grabbing many
  right based scored score scoring`.split(/\s+/),
);

const POSITION_TOKENS = new Set(
  Object.values(POSITION_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))),
);

/** The plural words of the positions ("running backs", "QBs"): a group a later "they" stands for. */
const GROUP_WORDS = new RegExp(
  `\\b(${Object.values(POSITION_WORDS)
    .flat()
    .filter((word) => word.endsWith('s'))
    .join('|')})\\b`,
  'i',
);
const GROUP_PRONOUNS = /\b(they|them|their|theirs|they['’]?re)\b/gi;

/**
 * "Which running backs … their recent touches": a plural pronoun after a plural position word is
 * that group, not the players of an earlier answer; it is taken out so it reads as no one.
 */
function dropGroupPronouns(message: string): string {
  const group = GROUP_WORDS.exec(message);
  if (!group) return message;
  const end = group.index + group[0].length;
  return message.slice(0, end) + message.slice(end).replace(GROUP_PRONOUNS, ' , ');
}

/** Splits where a trade's two sides meet: "A for B", "A and C for B". */
const SIDE_SEPARATOR = /\s+for\s+/i;

function toTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]s\b/g, '')
    .replace(/['’`.]/g, '')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
}

function isNameWord(token: string): boolean {
  const word = token.toLowerCase();
  return !STOP_WORDS.has(word) && !POSITION_TOKENS.has(word) && !/\d/.test(word) && word.length > 1;
}

/**
 * Name candidates in the order they appear, each with the side of "for" it stands on (0 before,
 * 1 after) so trade questions know what is given and what is got. `ignoredPhrases` (team names
 * already recognised) are removed first, and so is a pronoun standing for a position group.
 */
export function extractNameCandidates(
  message: string,
  ignoredPhrases: readonly string[] = [],
): NameCandidate[] {
  let text = dropGroupPronouns(message);
  for (const phrase of ignoredPhrases) text = text.split(phrase).join(' , ');
  const candidates: NameCandidate[] = [];
  text.split(SIDE_SEPARATOR).forEach((part, index) => {
    const side = Math.min(index, 1);
    // Commas, "and", "or" and "vs" separate names even when both sides are name words.
    for (const chunk of part.split(/,|;|\/|\?|!|\band\b|\bor\b|\bvs\.?|\bversus\b|&/i)) {
      let run: string[] = [];
      const flush = () => {
        if (run.length > 0) candidates.push({ kind: 'name', text: run.join(' '), side });
        run = [];
      };
      for (const token of toTokens(chunk)) {
        const word = token.toLowerCase();
        if (SINGULAR_PRONOUNS.has(word) || PLURAL_PRONOUNS.has(word)) {
          flush();
          const number = SINGULAR_PRONOUNS.has(word) ? 'singular' : 'plural';
          if (!candidates.some((c) => c.kind === 'pronoun' && c.side === side)) {
            candidates.push({ kind: 'pronoun', number, side });
          }
        } else if (isNameWord(token)) run.push(token);
        else flush();
      }
      flush();
    }
  });
  return candidates;
}

/**
 * Shorter phrases to try when a phrase names no one: its two-word windows, then its single words
 * (a stray word next to a name, "Smith worth" → "Smith").
 */
export function getNameFallbacks(phrase: string): string[] {
  const words = phrase.split(' ').filter(Boolean);
  if (words.length <= 1) return [];
  const pairs = words.length > 2 ? words.slice(0, -1).map((word, i) => `${word} ${words[i + 1]}`) : [];
  return [...pairs, ...words.filter((word) => word.length >= 3)];
}
