/**
 * The integration project's global setup: a folder for this run's test-league copies
 * (test-league-copies.ts), and at the end of the run the PostgreSQL template and the folder removed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropPostgresTemplate } from '@all22/db/testing';
import type { TestProject } from 'vitest/node';
import { copyNotePath } from './test-league-run-dir.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(path.join(tmpdir(), 'all22-test-league-'));
  project.provide('testLeagueRunDir', runDir);
  return async () => {
    try {
      const note = JSON.parse(await readFile(copyNotePath(runDir, 'postgres'), 'utf8')) as {
        template?: string;
      };
      if (note.template) await dropPostgresTemplate(note.template);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  };
}
