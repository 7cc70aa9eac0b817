/**
 * The grounding rule of the Fantasy AI (issue 18 §2): every number an answer states must appear
 * in the tool results of that answer. A figure may be shown rounded (12.46 → "12.5"), with
 * thousands separators ("1,234") or as a percentage of a result that is already a percentage.
 * Numbers inside link targets (ids in /players/player/…) are addresses, not claims, and are skipped.
 */

const ID_KEY = /(^id|Id|Ids)$/;

/**
 * Every number in the results: numeric leaves, and numbers written inside string leaves, except
 * ids.
 */
export function collectResultNumbers(results: readonly unknown[]): number[] {
  const numbers: number[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) numbers.push(value);
    } else if (typeof value === 'string') {
      numbers.push(...readNumbers(value));
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        // Ids ("teamId": "0200") are not figures an answer may state (dates and times are).
        if (ID_KEY.test(key)) continue;
        visit(field);
      }
    }
  };
  results.forEach(visit);
  return numbers;
}

const NUMBER_PATTERN = /(?<![\w.])[-+−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.])[-+−]?\d+(?:\.\d+)?/g;

interface StatedNumber {
  readonly text: string;
  readonly value: number;
  readonly decimals: number;
}

function parseNumber(text: string): StatedNumber {
  const plain = text.replace(/,/g, '').replace('−', '-').replace(/^\+/, '');
  const decimals = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  return { text, value: Number(plain), decimals };
}

function readNumbers(text: string): number[] {
  return [...text.matchAll(NUMBER_PATTERN)].map((match) => parseNumber(match[0]).value);
}

/** The answer without markdown link targets and bare URLs: what a reader takes as a claim. */
function stripAddresses(answer: string): string {
  return answer.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
}

/** True when `value`, shown with `decimals` places, could be this result. */
function matches(stated: StatedNumber, result: number): boolean {
  const tolerance = 0.5 * 10 ** -stated.decimals + 1e-9;
  return (
    Math.abs(result - stated.value) <= tolerance ||
    Math.abs(Math.abs(result) - Math.abs(stated.value)) <= tolerance
  );
}

/** The numbers of the answer no tool result accounts for (empty: the answer is grounded). */
export function findUngroundedNumbers(answer: string, results: readonly unknown[]): string[] {
  const known = collectResultNumbers(results);
  return [...stripAddresses(answer).matchAll(NUMBER_PATTERN)]
    .map((match) => parseNumber(match[0]))
    .filter((stated) => !known.some((result) => matches(stated, result)))
    .map((stated) => stated.text);
}
