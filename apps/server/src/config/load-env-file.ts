import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Sets the variables of a dotenv file (`KEY=value` lines, `#` comments, quoted values) that the
 * environment does not already have: a variable set by the shell, compose or systemd wins over the
 * file. A missing file is fine (the defaults work on a laptop). Returns the names it set.
 */
export function loadEnvFile(path: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(path)) return [];
  const values = parseEnv(readFileSync(path, 'utf8'));
  const applied: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    applied.push(name);
  }
  return applied;
}
