import { describe, expect, it } from 'vitest';
import { FILM_FILTER_KEYS } from '../../film/film-filter-catalogue.js';
import {
  SANDBOX_CATEGORIES,
  SANDBOX_CATEGORY_INFO,
  SANDBOX_MEASURES,
  getSandboxMeasures,
} from './sandbox-catalogue.js';
import { chooseSandboxChart } from './sandbox-chart.js';
import { getSandboxExamples } from './sandbox-examples.js';
import {
  SANDBOX_PARAMS,
  changeSandboxCategory,
  changeSandboxGrouping,
  changeSandboxMeasures,
  createSandboxQuestion,
  formatSandboxQuery,
  parseSandboxQuery,
} from './sandbox-question.js';

const SEASON = 2025;
const parse = (query: string) => parseSandboxQuery(new URLSearchParams(query), { currentSeason: SEASON });
const messages = (query: string) => {
  const result = parse(query);
  return result.ok ? [] : result.errors.map((error) => error.message);
};

describe('sandbox catalogue', () => {
  it('names no sandbox parameter after a film filter', () => {
    expect(SANDBOX_PARAMS.filter((param) => (FILM_FILTER_KEYS as readonly string[]).includes(param))).toEqual(
      [],
    );
  });

  it('gives every category measures, its qualifier and defaults among them', () => {
    for (const category of SANDBOX_CATEGORIES) {
      const measures = getSandboxMeasures(category);
      const info = SANDBOX_CATEGORY_INFO[category];
      expect(measures).toContain(info.qualifier);
      for (const key of info.defaultMeasures) expect(SANDBOX_MEASURES[key].category).toBe(category);
    }
  });
});

describe('sandbox question codec', () => {
  it('reads back every example it wrote, and writes it again the same', () => {
    for (const { question } of getSandboxExamples(SEASON)) {
      const query = formatSandboxQuery(question);
      const parsed = parse(query);
      expect(parsed, query).toEqual({ ok: true, question });
      if (parsed.ok) expect(formatSandboxQuery(parsed.question)).toBe(query);
    }
  });

  it('writes the defaults out of the address and the film filters after the question', () => {
    const question = createSandboxQuestion('passing', SEASON);
    expect(formatSandboxQuery(question)).toBe(
      'stat=passing&by=player&measures=passing.epaPerDropback&season=2025&seasonType=REG',
    );
    expect(formatSandboxQuery({ ...question, grouping: 'split', splitGroup: 'Air Yards' })).toContain(
      'split=Air%20Yards',
    );
  });

  it('names each bad parameter', () => {
    expect(messages('by=player&measures=passing.attempts')).toEqual(['stat: is required']);
    expect(messages('stat=kicking&measures=x')).toEqual([
      'stat: "kicking" is not one of passing | rushing | receiving | defense | offense',
      'measures: "x" is not a sandbox measure',
    ]);
    expect(messages('stat=passing&measures=rushing.yards')).toEqual([
      'measures: rushing.yards is not a passing measure',
    ]);
    expect(messages('stat=offense&by=player&measures=offense.epaPerPlay')).toEqual([
      'by: Team offense has no player rows',
    ]);
    expect(messages('stat=passing&by=split&measures=passing.attempts&split=Cushion')).toHaveLength(1);
    expect(messages('stat=passing&by=team&pos=QB&measures=passing.attempts')).toEqual([
      'pos: applies only to player rows (by=player)',
    ]);
    expect(messages('stat=passing&measures=passing.attempts&limit=101')).toEqual([
      'limit: "101" is not a whole number from 1 to 100',
    ]);
    expect(messages('stat=passing&measures=passing.attempts&sort=passing.yards')).toHaveLength(1);
    expect(
      messages(
        'stat=passing&measures=passing.attempts,passing.yards,passing.touchdowns,passing.interceptions',
      ),
    ).toEqual(['measures: at most 3 measures, got 4']);
    expect(messages('stat=passing&measures=passing.attempts&airYardType=LONG')[0]).toContain('airYardType');
    expect(messages('stat=passing&measures=passing.attempts&nonsense=1')).toEqual([
      'nonsense: unknown film filter',
    ]);
  });

  it('reads a parameter named after an object property as an unknown film filter', () => {
    const result = parseSandboxQuery(
      { stat: 'passing', measures: 'passing.attempts', constructor: 'x', toString: ['y'] },
      { currentSeason: SEASON },
    );
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      'constructor: unknown film filter',
      'toString: unknown film filter',
    ]);
  });

  it('accepts the qualifier as the sort', () => {
    expect(parse('stat=passing&measures=passing.completionPct&sort=passing.attempts').ok).toBe(true);
  });
});

describe('editing a question', () => {
  it('keeps the population and a fitting grouping when the category changes', () => {
    const question = {
      ...createSandboxQuestion('passing', SEASON),
      filters: { season: [2024], redzone: true },
    };
    const offense = changeSandboxCategory(question, 'offense');
    expect(offense).toMatchObject({
      category: 'offense',
      grouping: 'team',
      measures: ['offense.epaPerPlay'],
    });
    expect(offense.filters).toEqual(question.filters);
    const split = changeSandboxCategory(changeSandboxGrouping(question, 'split'), 'receiving');
    expect(split).toMatchObject({ grouping: 'split', splitGroup: 'Air Yards' });
  });

  it('drops positions off player rows and moves the sort off a dropped measure', () => {
    const question = { ...createSandboxQuestion('passing', SEASON), positions: ['QB' as const] };
    expect(changeSandboxGrouping(question, 'week').positions).toEqual([]);
    const two = changeSandboxMeasures(question, ['passing.yards', 'passing.touchdowns']);
    expect(two.sort).toBe('passing.yards');
    expect(changeSandboxMeasures(two, [])).toBe(two);
  });
});

describe('choosing the chart', () => {
  const question = createSandboxQuestion('receiving', SEASON);
  it('draws a ranking as bars, a trend as a line and two measures as a scatter', () => {
    expect(chooseSandboxChart(question)).toEqual({ kind: 'bar', measure: 'receiving.yards' });
    expect(chooseSandboxChart({ ...question, grouping: 'week' }).kind).toBe('line');
    expect(chooseSandboxChart({ ...question, grouping: 'season' }).kind).toBe('line');
    expect(chooseSandboxChart({ ...question, measures: ['receiving.targets', 'receiving.yards'] })).toEqual({
      kind: 'scatter',
      x: 'receiving.targets',
      y: 'receiving.yards',
    });
  });
});
