/** The run's folder for the test league's copies (test-league-copies.ts), as the workers and the global setup name it. */
import path from 'node:path';
import type { TestDatabaseTarget } from '@all22/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the test league's copies ('' when the global setup did not run). */
    testLeagueRunDir: string;
  }
}

/** The note the loader of `target`'s league writes: where the copy source is, or why there is none. */
export function copyNotePath(runDir: string, target: TestDatabaseTarget): string {
  return path.join(runDir, `${target}.json`);
}

/** The lock folder the loader of `target`'s league holds (made with an exclusive mkdir). */
export function loaderLockPath(runDir: string, target: TestDatabaseTarget): string {
  return path.join(runDir, `${target}.lock`);
}
