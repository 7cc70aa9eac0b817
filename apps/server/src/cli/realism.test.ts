import { describe, expect, it } from 'vitest';
import { runRealismCli } from './realism.js';

describe('npm run realism', () => {
  it.each([
    [
      ['--seasons', '2024-2019'],
      '--seasons must be a year or a range of years such as 2024-2025, got "2024-2019"',
    ],
    [['--seasons', 'last'], '--seasons must be a year or a range of years such as 2024-2025, got "last"'],
    [['--seasons', '2017'], '--seasons must lie within 2018–2100 (the league begins in 2018)'],
    [['--first-season', '18'], '--first-season must be a year, got "18"'],
    [['--seed', ' '], '--seed must not be empty'],
    [['--season', '2024'], "Unknown option '--season'"],
  ])('refuses %j with a usage line, playing nothing', (argv, message) => {
    const played: string[] = [];
    const result = runRealismCli(argv, (line) => played.push(line));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`realism: ${message}`);
    expect(result.stderr).toContain('usage: npm run realism --');
    expect(result.stdout).toBe('');
    expect(played).toEqual([]);
  });
});
