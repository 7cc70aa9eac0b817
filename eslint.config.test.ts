import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency direction of DESIGN.md is enforced by lint; these cases prove the rule bites.
const eslint = new ESLint({ cwd: import.meta.dirname });

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

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
  const layerMessages = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'all22/web-layers').map((m) => m.message);
  };

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
