import { describe, expect, it } from 'vitest';
import { runStandingsCli } from './standings.js';

const HEADER = 'game_id,season,game_type,week,away_team,away_score,home_team,home_score';
const GAMES = [
  HEADER,
  '2020_01_MIA_BUF,2020,REG,1,MIA,10,BUF,20',
  '2020_02_BUF_MIA,2020,REG,2,BUF,"27",MIA,17',
  '2020_03_OAK_KC,2020,REG,3,OAK,24,KC,21',
  '2020_04_NE_NYJ,2020,REG,4,NE,,NYJ,',
  '2020_19_BUF_KC,2020,WC,19,BUF,3,KC,30',
].join('\n');

const files: Record<string, string> = { 'games.csv': GAMES };
const readFile = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
  return text;
};

describe('runStandingsCli', () => {
  it('prints one CSV row per club, by conference, division and division rank', () => {
    const result = runStandingsCli(['--games', 'games.csv', '--season', '2020'], readFile);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('season,team,conf,division,wins,losses,ties,div_rank,conf_rank');
    expect(lines).toHaveLength(33);
    expect(lines[1]).toBe('2020,BUF,AFC,AFC East,2,0,0,1,1');
    expect(lines[2]).toMatch(/^2020,(NE|NYJ),AFC,AFC East,0,0,0,2,/);
    expect(lines.find((line) => line.startsWith('2020,MIA,'))).toMatch(/^2020,MIA,AFC,AFC East,0,2,0,4,$/);
    // The club the file calls OAK is printed as OAK (today's LV, in LV's place); the postseason
    // game does not count.
    expect(lines.find((line) => line.startsWith('2020,OAK,'))).toBe('2020,OAK,AFC,AFC West,1,0,0,1,2');
    expect(lines.some((line) => line.startsWith('2020,LV,'))).toBe(false);
    expect(lines.find((line) => line.startsWith('2020,KC,'))).toMatch(/^2020,KC,AFC,AFC West,0,1,0,4,$/);
    expect(lines.at(-1)).toMatch(/^2020,\w+,NFC,NFC West,0,0,0,4,$/);
  });

  it("names each club as the file does that season: 2016's Raiders are OAK, 2020's LV", () => {
    files['moves.csv'] = [
      HEADER,
      '2016_01_OAK_NO,2016,REG,1,OAK,35,NO,34',
      '2016_02_SD_JAX,2016,REG,2,SD,38,JAX,14',
      '2020_01_LV_CAR,2020,REG,1,LV,34,CAR,30',
      '2020_01_LAC_CIN,2020,REG,1,LAC,16,CIN,13',
    ].join('\n');
    const teamsOf = (season: string) =>
      runStandingsCli(['--games', 'moves.csv', '--season', season], readFile)
        .stdout.trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[1])
        .filter((team) => team !== undefined && ['OAK', 'LV', 'SD', 'LAC'].includes(team));
    expect(teamsOf('2016').sort()).toEqual(['OAK', 'SD']);
    expect(teamsOf('2020').sort()).toEqual(['LAC', 'LV']);
  });

  it('counts only games through --week', () => {
    const result = runStandingsCli(['--games', 'games.csv', '--season', '2020', '--week', '1'], readFile);
    expect(result.stdout.split('\n').find((line) => line.startsWith('2020,MIA,'))).toMatch(
      /^2020,MIA,AFC,AFC East,0,1,0,/,
    );
  });

  it.each([
    [[], 'missing --games <file>'],
    [['--games', 'games.csv'], 'missing --season <year>'],
    [['--games', 'games.csv', '--season', 'last'], '--season must be a year, got "last"'],
    [['--games', 'games.csv', '--season', '1999'], '--season must be 2002 or later'],
    [
      ['--games', 'games.csv', '--season', '2020', '--week', '0'],
      '--week must be a week number from 1, got "0"',
    ],
    [['--games', 'games.csv', '--season', '2020', '--colour', 'red'], "Unknown option '--colour'"],
    [['--games', 'missing.csv', '--season', '2020'], 'cannot read games file "missing.csv": ENOENT'],
  ])('exits with 2 and says why for %j', (argv, message) => {
    const result = runStandingsCli(argv, readFile);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('usage: npm run standings -- --games <games.csv> --season <year>');
  });

  it('exits with 1 when the file cannot be used', () => {
    files['bad.csv'] = `${HEADER}\n1,2020,REG,1,XYZ,1,BUF,2`;
    expect(runStandingsCli(['--games', 'bad.csv', '--season', '2020'], readFile)).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: 'standings: "bad.csv": line 2: unknown team abbreviation "XYZ" in away_team\n',
    });
    expect(runStandingsCli(['--games', 'games.csv', '--season', '2021'], readFile).stderr).toBe(
      'standings: no regular-season games of 2021 in "games.csv"\n',
    );
  });
});
