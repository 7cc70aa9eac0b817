import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The dependency direction of DESIGN.md, the layers of the web app and of the server, and the ban
// on import cycles are enforced by lint; these cases prove each rule bites.
const eslint = new ESLint({ cwd: import.meta.dirname });

// The first lint loads the config, typescript-eslint and TypeScript: seconds on a busy machine, more
// than a case's 5 s timeout allows, so it is done once here.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'packages/domain/src/x.ts' });
}, 60_000);

/** The messages of one rule for `code` linted as if it were the file at `filePath`. */
async function ruleMessages(
  ruleId: string,
  filePath: string,
  code: string,
  linter = eslint,
): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImportMessages = (filePath: string, code: string) =>
  ruleMessages('no-restricted-imports', filePath, code);

describe('dependency direction', () => {
  it.each([
    ['packages/domain/src/x.ts', "import { buildApp } from '@all22/server';"],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs';"],
    ['packages/domain/src/x.ts', "import { z } from 'zod';"],
    ['packages/contracts/src/x.ts', "import { computeStandings } from '@all22/stats';"],
    ['packages/stats/src/x.ts', "import { FRANCHISES } from '@all22/league';"],
    ['apps/web/src/x.ts', "import { createDatabase } from '@all22/db';"],
    ['apps/web/src/x.ts', "import { buildApp } from '../../server/src/app.js';"],
  ])('forbids %s: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['packages/contracts/src/x.ts', "import { getWeekSlug } from '@all22/domain';"],
    ['packages/league/src/x.ts', "import { computeFantasyPoints } from '@all22/stats';"],
    ['apps/server/src/x.ts', "import { createDatabase } from '@all22/db';"],
    ['apps/web/src/x.ts', "import { appConfigSchema } from '@all22/contracts';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe("the web app's layers (shared → features → app)", () => {
  const layerMessages = (filePath: string, code: string) =>
    ruleMessages('all22/web-layers', filePath, `${code}\nexport {};\n`);

  it.each([
    [
      'apps/web/src/features/home/x.ts',
      "import { ScoreStrip } from '../score-strip/components/score-strip';",
    ],
    ['apps/web/src/lib/x.ts', "import { routeTable } from '../app/route-table';"],
    ['apps/web/src/components/page/x.ts', "import { Component } from '../../routes/home';"],
    [
      'apps/web/src/api/teams/x.ts',
      "import { LoginControl } from '../../features/account-menu/components/login-control';",
    ],
    ['apps/web/src/hooks/x.ts', "const page = () => import('../features/home/lib/week-label');"],
  ])('forbids %s: %s', async (filePath, code) => {
    expect(await layerMessages(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['apps/web/src/features/home/x.ts', "import { useTeams } from '../../api/teams/get-teams';"],
    ['apps/web/src/features/home/components/x.ts', "import { weekLabel } from '../lib/week-label';"],
    ['apps/web/src/app/x.ts', "import { ScoreStrip } from '../features/score-strip/components/score-strip';"],
    [
      'apps/web/src/routes/x.ts',
      "import { LoggedOutPromo } from '../features/promo/components/logged-out-promo';",
    ],
    [
      'apps/web/src/features/home/x.test.ts',
      "import { ScoreStrip } from '../score-strip/components/score-strip';",
    ],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await layerMessages(filePath, code)).toEqual([]);
  });
});

describe("the server's layers (routes, plugins → read, film, identity, chat → leaves)", () => {
  const layerMessages = (filePath: string, code: string) =>
    ruleMessages('all22/server-layers', `apps/server/src/${filePath}`, `${code}\nexport {};\n`);

  it.each([
    ['read/teams/x.ts', "import { teamRoutes } from '../../routes/teams.js';"],
    ['read/teams/x.ts', "const routes = () => import('../../routes/teams.js');"],
    ['read/teams/x.ts', "export { teamRoutes } from '../../routes/teams.js';"],
    ['read/teams/x.ts', "import type { AuthOptions } from '../../plugins/auth.js';"],
    ['read/stats/x.ts', "import type { PlayFinder } from '../../film/play-finder.js';"],
    ['read/teams/x.ts', "import { buildApp } from '../../app.js';"],
    ['film/x.ts', "import { authPlugin } from '../plugins/auth.js';"],
    ['film/film-index/x.ts', "import { listTeams } from '../../read/teams/list-teams.js';"],
    ['identity/x.ts', "import { accountRoutes } from '../routes/account.js';"],
    ['identity/x.ts', "import { listTeams } from '../read/teams/list-teams.js';"],
    ['chat/x.ts', "import { playRoutes } from '../routes/plays.js';"],
    ['routes/x.ts', "import { authPlugin } from '../plugins/auth.js';"],
    ['plugins/x.ts', "import { teamRoutes } from '../routes/teams.js';"],
    ['errors/x.ts', "import { loadConfig } from '../config/load-config.js';"],
    ['live/x.ts', "import { listTeams } from '../read/teams/list-teams.js';"],
    ['cache/x.ts', "import { loadLeague } from '../cli/league.js';"],
  ])('forbids %s: %s', async (filePath, code) => {
    expect(await layerMessages(filePath, code)).not.toEqual([]);
  });

  it('reports a folder the table does not name', async () => {
    expect(await layerMessages('misc/x.ts', "import { AppError } from '../errors/app-error.js';")).toEqual([
      expect.stringContaining("apps/server/src/misc is not in the server's layer table"),
    ]);
  });

  it.each([
    ['routes/x.ts', "import { listTeams } from '../read/teams/list-teams.js';"],
    ['routes/x.ts', "import { parsePlaySearch } from '../film/parse-play-search.js';"],
    ['routes/x.ts', "import { findUserById } from '../identity/users.js';"],
    ['routes/x.ts', "import { AppError } from '../errors/app-error.js';"],
    ['read/games/x.ts', "import { toTeamResponse } from '../teams/to-team-response.js';"],
    ['read/games/x.ts', "import { AppError } from '../../errors/app-error.js';"],
    ['film/film-index/x.ts', "import { createLruCache } from '../../cache/lru-cache.js';"],
    ['identity/x.ts', "import type { ServerConfig } from '../config/load-config.js';"],
    ['plugins/x.ts', "import { createLruCache } from '../cache/lru-cache.js';"],
    ['x.ts', "import { teamRoutes } from './routes/teams.js';"],
    ['cli/x.ts', "import { createLeagueFeed } from '../live/league-feed.js';"],
    ['routes/x.int.test.ts', "import { errorHandlerPlugin } from '../plugins/error-handler.js';"],
    ['read/teams/x.ts', "import { createDatabase } from '@all22/db';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await layerMessages(filePath, code)).toEqual([]);
  });
});

describe('no import cycles', () => {
  // first.ts and second.ts import each other's types; the main lint ignores their folder.
  const fixtures = path.join(import.meta.dirname, 'eslint-fixtures', 'import-cycle');
  const fixtureLinter = new ESLint({ cwd: import.meta.dirname, ignore: false });
  const cycleMessages = (fileName: string, code: string) =>
    ruleMessages('all22/no-import-cycle', path.join(fixtures, fileName), code, fixtureLinter);

  it('reports a cycle made of type-only imports, naming its files', async () => {
    const code = await readFile(path.join(fixtures, 'second.ts'), 'utf8');
    expect(await cycleMessages('second.ts', code)).toEqual([
      expect.stringContaining('second.ts → first.ts → second.ts'),
    ]);
  });

  it.each([
    "import { type First } from './first.js';\nexport type Second = First;",
    "export const loadFirst = () => import('./first.js');",
    "export * from './first.js';",
  ])('reports every kind of import that closes a cycle: %s', async (code) => {
    expect(await cycleMessages('second.ts', code)).toHaveLength(1);
  });

  it('allows importing files that form a cycle among themselves but lead nowhere back', async () => {
    const code = "import type { First } from './first.js';\nexport type Third = First;\n";
    expect(await cycleMessages('third.ts', code)).toEqual([]);
  });
});

describe('one function style', () => {
  const functionStyleMessages = (code: string) =>
    ruleMessages('no-restricted-syntax', 'packages/domain/src/x.ts', code);

  it.each([
    'export const add = (a: number, b: number): number => a + b;',
    'export const load = async (): Promise<void> => {};',
    'export const named = function (): number { return 1; };',
  ])('asks for a declaration for an exported function: %s', async (code) => {
    expect(await functionStyleMessages(code)).toEqual([expect.stringContaining('export function name')]);
  });

  it.each([
    'export function add(a: number, b: number): number { return a + b; }',
    'export const loader: () => number = () => 1;',
    'const local = (a: number): number => a;\nexport const doubled = [1, 2].map(local);',
  ])('allows %s', async (code) => {
    expect(await functionStyleMessages(code)).toEqual([]);
  });
});

describe('named loading placeholders', () => {
  const skeletonMessages = (code: string) => ruleMessages('no-restricted-syntax', 'apps/web/src/x.tsx', code);
  const file = (jsx: string) =>
    `import { Skeleton } from '@mui/material';\nexport function Loading() { return ${jsx}; }\n`;

  it('asks for a role on a Skeleton with a name', async () => {
    expect(await skeletonMessages(file('<Skeleton height={4} aria-label="Loading" />'))).toEqual([
      expect.stringContaining('role="status"'),
    ]);
  });

  it.each(['<Skeleton height={4} role="status" aria-label="Loading" />', '<Skeleton height={4} />'])(
    'allows %s',
    async (jsx) => {
      expect(await skeletonMessages(file(jsx))).toEqual([]);
    },
  );

  it('still asks for function declarations in the web app', async () => {
    expect(await skeletonMessages('export const f = (): number => 1;')).toEqual([
      expect.stringContaining('export function name'),
    ]);
  });
});
