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
