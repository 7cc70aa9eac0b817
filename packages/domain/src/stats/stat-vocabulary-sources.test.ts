import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getFantasyScoring } from '../fantasy/fantasy-scoring.js';
import { describeFantasyStat, type FantasyStat } from '../fantasy/fantasy-stat-texts.js';
import { STAT_SURFACES } from './stat-definition.js';
import { STAT_VOCABULARY, describeStat, type StatKey } from './stat-vocabulary.js';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const VOCABULARY_FOLDER = relative(ROOT, import.meta.dirname);
const FANTASY_VOCABULARY = join(VOCABULARY_FOLDER, '..', 'fantasy', 'fantasy-stat-texts.ts');

const isProductionSource = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.test\.tsx?$/.test(path) &&
  !path.split(sep).includes('testing') &&
  !path.startsWith(VOCABULARY_FOLDER + sep) &&
  path !== FANTASY_VOCABULARY;

/** Every production TypeScript file of apps/ and packages/ but the vocabulary's own. */
function productionSources(): string[] {
  const sourceFolders = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(join(ROOT, parent)).map((name) => join(parent, name, 'src')),
  );
  return sourceFolders
    .flatMap((folder) => {
      try {
        return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((path) =>
          join(folder, path),
        );
      } catch {
        return [];
      }
    })
    .filter(isProductionSource);
}

/**
 * Words the vocabulary uses as stat labels that a page also uses in their plain sense, file by
 * file: the film room's "Plays" tab and view, and the play types and replay events "Pass" and
 * "Rush" (a kind of play, not the passing or rushing figures).
 */
const PLAIN_WORDS: Readonly<Record<string, readonly string[]>> = {
  [join('apps', 'web', 'src', 'routes', 'film-plays-page.tsx')]: ['Plays'],
  [join('apps', 'web', 'src', 'features', 'film', 'components', 'film-room-search.tsx')]: ['Plays'],
  [join('apps', 'web', 'src', 'features', 'film', 'replay', 'replay-events.ts')]: ['Pass'],
  [join('packages', 'domain', 'src', 'film', 'film-filter-value-labels.ts')]: ['Pass', 'Rush'],
};

/** The code of a source, its comments left out (they may quote a label, as documentation). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every label and tooltip the vocabulary gives any page, and the fantasy figures' names. */
function vocabularyTexts(): Set<string> {
  const texts = new Set<string>();
  for (const key of Object.keys(STAT_VOCABULARY) as StatKey[]) {
    for (const surface of STAT_SURFACES) {
      const { label, tooltip } = describeStat(key, surface);
      texts.add(label).add(tooltip);
    }
  }
  const fantasyStats: FantasyStat[] = ['points', 'pointsPerGame', 'positionRank'];
  for (const stat of fantasyStats) {
    const { label, shortLabel } = describeFantasyStat(stat, getFantasyScoring(0));
    texts.add(label).add(shortLabel);
  }
  return texts;
}

describe('the stat vocabulary in the sources', () => {
  it('is the only place a stat label or tooltip is written', () => {
    const texts = [...vocabularyTexts()];
    const written = productionSources().flatMap((path) => {
      const source = withoutComments(readFileSync(join(ROOT, path), 'utf8'));
      return texts
        .filter((text) => !(PLAIN_WORDS[path] ?? []).includes(text))
        .filter((text) =>
          [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`].some((it) => source.includes(it)),
        )
        .map((text) => `${path}: ${text}`);
    });
    expect(written).toEqual([]);
  });

  it('reads the sources it should', () => {
    const sources = productionSources();
    expect(sources).toContain(
      join('apps', 'web', 'src', 'features', 'player', 'lib', 'player-stat-columns.ts'),
    );
    expect(sources).toContain(join('apps', 'server', 'src', 'read', 'stats', 'player-leader-columns.ts'));
    expect(sources).not.toContain(join(VOCABULARY_FOLDER, 'passing-stats.ts'));
  });
});
