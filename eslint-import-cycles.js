// @ts-check
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * No import cycles (STYLE.md), type-only imports included: a cycle of types still ties two files
 * into one unit that neither can be read, moved or tested without the other. eslint-plugin-import-x's
 * no-cycle skips `import type` by design, and four of the five cycles this rule was written for were
 * of that kind, hence a rule of our own.
 *
 * Only relative imports are followed: a cycle between workspace packages would need an import the
 * dependency-direction rule (eslint.config.js) already forbids. Every kind of import counts: static,
 * `import type`, `export … from` and `import()` (a lazy import that points back still ties the files).
 */

// Loaded as CommonJS, as typescript-eslint loads it: an ESM import of this 9 MB CommonJS file
// would first scan all of it for export names, a second or more at every lint start.
/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)('typescript');

/** @typedef {{ specifier: string, pos: number, end: number }} ImportSite */

/** @param {string} text @returns {ImportSite[]} the relative imports in a file's text */
function relativeImports(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter((file) => file.fileName.startsWith('.'))
    .map((file) => ({ specifier: file.fileName, pos: file.pos, end: file.end }));
}

/** @param {string} file */
function isFile(file) {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The TypeScript source an import names: the server and packages write `./x.js` for `./x.ts`
 * (NodeNext), the web app writes `./x` (Vite). Anything else (CSS, JSON, a missing file) is not ours
 * to follow.
 * @param {string} from @param {string} specifier @returns {string | null}
 */
function resolveSource(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(target)) return isFile(target) ? target : null;
  const stem = target.replace(/\.jsx?$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? null;
}

/**
 * Each file's resolved imports, read once and read again when its modification time changes (an
 * editor's long-lived ESLint); the time is looked at most once a second, as a run asks for the
 * same files a thousand times.
 * @type {Map<string, { mtimeMs: number, checkedAt: number, targets: string[] }>}
 */
const importCache = new Map();
const RECHECK_MS = 1000;

/** @param {string} file @returns {string[]} */
function importsOf(file) {
  const now = Date.now();
  const cached = importCache.get(file);
  if (cached !== undefined && now - cached.checkedAt < RECHECK_MS) return cached.targets;
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (cached?.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.targets;
  }
  const text = mtimeMs === -1 ? '' : fs.readFileSync(file, 'utf8');
  const targets = relativeImports(text)
    .map((site) => resolveSource(file, site.specifier))
    .filter((target) => target !== null);
  importCache.set(file, { mtimeMs, checkedAt: now, targets });
  return targets;
}

/**
 * The files reachable from `starts` that have a path back to `home`, and for each the next step on
 * the shortest such path (to name the cycle in the message).
 * @param {string} home @param {string[]} starts @returns {Map<string, string>}
 */
function stepsBackHome(home, starts) {
  /** @type {Map<string, string[]>} who imports each file, within what `starts` reaches */
  const importers = new Map();
  const seen = new Set(starts);
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file === home) continue;
    for (const target of importsOf(file)) {
      const known = importers.get(target);
      if (known) known.push(file);
      else importers.set(target, [file]);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  /** @type {Map<string, string>} */
  const nextStep = new Map();
  const back = [home];
  for (let file = back.shift(); file !== undefined; file = back.shift()) {
    for (const importer of importers.get(file) ?? []) {
      if (importer === home || nextStep.has(importer)) continue;
      nextStep.set(importer, file);
      back.push(importer);
    }
  }
  return nextStep;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
  },
  create(context) {
    const home = context.physicalFilename;
    if (!path.isAbsolute(home)) return {};
    return {
      Program() {
        const sites = relativeImports(context.sourceCode.text).map((site) => ({
          ...site,
          target: resolveSource(home, site.specifier),
        }));
        const starts = sites.map((site) => site.target).filter((target) => target !== null);
        const nextStep = stepsBackHome(home, starts);
        for (const site of sites) {
          if (site.target === null || (site.target !== home && !nextStep.has(site.target))) continue;
          const names = [home];
          for (let file = site.target; file !== home; file = nextStep.get(file) ?? home) names.push(file);
          names.push(home);
          const cycle = names.map((file) => path.relative(path.dirname(home), file));
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(site.pos),
              end: context.sourceCode.getLocFromIndex(site.end),
            },
            message: `Import cycle: ${cycle.join(' → ')} (STYLE.md: no import cycles; move what both sides need into a file of its own).`,
          });
        }
      },
    };
  },
};

export const importCyclesPlugin = { rules: { 'no-import-cycle': noImportCycle } };
