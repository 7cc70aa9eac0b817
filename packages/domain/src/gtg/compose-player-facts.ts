import { formatStatValue } from '../display/format-stat-value.js';
import { formatTeamAbbr } from '../display/format-team-abbr.js';
import type { FilmFilters } from '../film/film-filter-catalogue.js';
import { toFilmFilterQuery } from '../film/serialize-film-filter-query.js';
import type { TeamId } from '../ids.js';
import { perGame } from './competition-rank.js';
import { formatCount, formatFactGame, formatFactFigure } from './fact-labels.js';
import type { FunFact, FunFactLink, PlayerStreakStat, SeasonHighStat } from './fun-fact.js';
import type { FactPlayer, FactWeekGame, FunFactInput, PlayerGameLine } from './fun-fact-input.js';
import {
  findMilestoneWithinReach,
  MILESTONES,
  PLAYER_FACT_STAT_NAMES,
  PLAYER_FACT_STATS,
  type PlayerFactFigures,
  type PlayerFactStat,
} from './milestones.js';
import { findTrailingRun } from './streaks.js';

/** Injury report statuses that keep a player out of the week's game: his facts wait. */
export const UNAVAILABLE_INJURY_STATUSES: ReadonlySet<string> = new Set(['OUT', 'IR']);

/** Games a player needs this regular season before his per-game figure measures "within reach". */
export const MILESTONE_MIN_GAMES = 2;

/** A season high shared by more games than this is not worth a fact. */
export const SEASON_HIGH_MAX_GAMES = 2;

/** Milestones shown per game: the closest, as a share of an average game (docs/decisions/gtg.md). */
export const MILESTONES_PER_GAME = 3;

/** The share of an average game a milestone still needs. */
const shareOfGame = (fact: FunFact) =>
  fact.claim.kind === 'milestone' ? fact.claim.remaining / fact.claim.perGame : Number.POSITIVE_INFINITY;

/** Each game's closest milestones, at most {@link MILESTONES_PER_GAME}, in the order found. */
function keepClosestMilestones(facts: readonly FunFact[]): FunFact[] {
  const kept = new Set<FunFact>();
  const byGame = new Map<number, FunFact[]>();
  for (const fact of facts) byGame.set(fact.gameId, [...(byGame.get(fact.gameId) ?? []), fact]);
  for (const gameFacts of byGame.values()) {
    const closest = [...gameFacts].sort((a, b) => shareOfGame(a) - shareOfGame(b));
    for (const fact of closest.slice(0, MILESTONES_PER_GAME)) kept.add(fact);
  }
  return facts.filter((fact) => kept.has(fact));
}

const scrimmageTouchdowns = (figures: PlayerFactFigures) =>
  figures.rushTouchdowns + figures.receivingTouchdowns;

/** Each streak: what a game must hold, the shortest run worth a fact, its words and its film. */
export const PLAYER_STREAKS: Readonly<
  Record<
    PlayerStreakStat,
    {
      minGames: number;
      holds: (figures: PlayerFactFigures) => boolean;
      phrase: string;
      show: (figures: PlayerFactFigures) => string;
      /** The film room's plays behind the streak (a season is added). */
      film?: (player: FactPlayer) => { filters: FilmFilters; label: string };
    }
  >
> = {
  multiTouchdownPassGames: {
    minGames: 3,
    holds: (figures) => figures.passTouchdowns >= 2,
    phrase: 'thrown two or more touchdown passes',
    show: (figures) => formatCount(figures.passTouchdowns, PLAYER_FACT_STAT_NAMES.passTouchdowns),
    film: (player) => ({
      filters: { passerId: player.nflId, touchdown: true },
      label: 'Touchdown passes on film',
    }),
  },
  scrimmageTouchdownGames: {
    minGames: 3,
    holds: (figures) => scrimmageTouchdowns(figures) >= 1,
    phrase: 'scored a rushing or receiving touchdown',
    show: (figures) =>
      figures.rushTouchdowns === 0
        ? formatCount(figures.receivingTouchdowns, PLAYER_FACT_STAT_NAMES.receivingTouchdowns)
        : figures.receivingTouchdowns === 0
          ? formatCount(figures.rushTouchdowns, PLAYER_FACT_STAT_NAMES.rushTouchdowns)
          : `${formatCount(scrimmageTouchdowns(figures), { one: 'touchdown', many: 'touchdowns' })} (${figures.rushTouchdowns} rushing, ${figures.receivingTouchdowns} receiving)`,
    film: (player) =>
      player.position === 'WR' || player.position === 'TE'
        ? { filters: { targetId: player.nflId, touchdown: true }, label: 'Receiving touchdowns on film' }
        : { filters: { rusherId: player.nflId, touchdown: true }, label: 'Rushing touchdowns on film' },
  },
  passing300Games: {
    minGames: 2,
    holds: (figures) => figures.passYards >= 300,
    phrase: 'passed for 300 yards or more',
    show: (figures) => formatCount(figures.passYards, PLAYER_FACT_STAT_NAMES.passYards),
  },
  rushing100Games: {
    minGames: 2,
    holds: (figures) => figures.rushYards >= 100,
    phrase: 'run for 100 yards or more',
    show: (figures) => formatCount(figures.rushYards, PLAYER_FACT_STAT_NAMES.rushYards),
  },
  receiving100Games: {
    minGames: 2,
    holds: (figures) => figures.receivingYards >= 100,
    phrase: 'had 100 receiving yards or more',
    show: (figures) => formatCount(figures.receivingYards, PLAYER_FACT_STAT_NAMES.receivingYards),
  },
  sackGames: {
    minGames: 4,
    holds: (figures) => figures.sacks > 0,
    phrase: 'had a sack',
    show: (figures) => formatCount(figures.sacks, PLAYER_FACT_STAT_NAMES.sacks),
    film: (player) => ({
      filters: { defenderId: player.nflId, def_sack: true },
      label: 'Sacks on film',
    }),
  },
};

/** "Jalen Smith (QB, BUF)". */
const describePlayer = (player: FactPlayer, abbr: string) =>
  `${player.displayName} (${player.position}, ${formatTeamAbbr(abbr)})`;

const playerLink = (player: FactPlayer): FunFactLink => ({
  kind: 'player',
  label: player.displayName,
  nflId: player.nflId,
});

const lineEvidence = (line: PlayerGameLine, value: string) => ({
  label: formatFactGame(line, line.opponentAbbr, line.isHome),
  value,
  gameId: line.gameId,
});

function composePlayerStreaks(input: FunFactInput, game: FactWeekGame, player: FactPlayer, abbr: string) {
  const facts: FunFact[] = [];
  for (const [stat, rule] of Object.entries(PLAYER_STREAKS) as [
    PlayerStreakStat,
    (typeof PLAYER_STREAKS)[PlayerStreakStat],
  ][]) {
    const run = findTrailingRun(player.games, (line) => rule.holds(line.figures));
    if (run.length < rule.minGames) continue;
    const links: FunFactLink[] = [playerLink(player)];
    const film = rule.film?.(player);
    if (film) {
      links.push({
        kind: 'film',
        label: film.label,
        filters: toFilmFilterQuery({ season: [input.week.season], ...film.filters }),
      });
    }
    facts.push({
      id: `playerStreak:${player.nflId}:${stat}`,
      kind: 'streak',
      gameId: game.gameId,
      text: `${describePlayer(player, abbr)} has ${rule.phrase} in ${run.length} straight games.`,
      evidence: run.map((line) => lineEvidence(line, rule.show(line.figures))),
      links,
      claim: {
        kind: 'playerStreak',
        nflId: player.nflId,
        teamId: player.teamId,
        stat,
        length: run.length,
        gameIds: run.map((line) => line.gameId),
      },
    });
  }
  return facts;
}

const sumFigures = (lines: readonly PlayerGameLine[], stat: PlayerFactStat) =>
  lines.reduce((total, line) => total + line.figures[stat], 0);

function composeMilestones(input: FunFactInput, game: FactWeekGame, player: FactPlayer, abbr: string) {
  if (input.week.seasonType !== 'REG') return [];
  const regular = player.games.filter((line) => line.seasonType === 'REG');
  if (regular.length < MILESTONE_MIN_GAMES) return [];
  const facts: FunFact[] = [];
  for (const stat of PLAYER_FACT_STATS) {
    const seasonTotal = sumFigures(regular, stat);
    const average = perGame(seasonTotal, regular.length);
    const names = PLAYER_FACT_STAT_NAMES[stat];
    const perGameText = formatStatValue(average);
    const seasonLabel = `${input.week.season} regular season before this week`;
    const seasonValue = `${formatFactFigure(seasonTotal)} in ${regular.length} games`;
    const scopes = [
      { scope: 'season' as const, total: seasonTotal, where: 'this regular season' },
      ...(player.earlierRegularSeasons[stat] > 0
        ? [
            {
              scope: 'career' as const,
              total: player.earlierRegularSeasons[stat] + seasonTotal,
              where: `in his regular-season career since ${input.firstSeason}`,
            },
          ]
        : []),
    ];
    for (const { scope, total, where } of scopes) {
      const reach = findMilestoneWithinReach(total, MILESTONES[stat][scope], average);
      if (!reach || average === null) continue;
      const evidence = [{ label: seasonLabel, value: seasonValue, gameId: null }];
      if (scope === 'career') {
        evidence.push(
          {
            label: `Regular seasons ${input.firstSeason}–${input.week.season - 1}`,
            value: formatFactFigure(player.earlierRegularSeasons[stat]),
            gameId: null,
          },
          { label: 'Career total', value: formatFactFigure(total), gameId: null },
        );
      }
      evidence.push(
        { label: 'Per game this season', value: perGameText, gameId: null },
        { label: 'Milestone', value: formatFactFigure(reach.milestone), gameId: null },
        { label: 'Still needed', value: formatFactFigure(reach.remaining), gameId: null },
      );
      facts.push({
        id: `milestone:${player.nflId}:${stat}:${scope}`,
        kind: 'milestone',
        gameId: game.gameId,
        text:
          `${describePlayer(player, abbr)} needs ${formatCount(reach.remaining, names)} to reach ` +
          `${formatFactFigure(reach.milestone)} ${where}; he averages ${perGameText} a game this season.`,
        evidence,
        links: [playerLink(player)],
        claim: {
          kind: 'milestone',
          nflId: player.nflId,
          teamId: player.teamId,
          stat,
          scope,
          total,
          milestone: reach.milestone,
          remaining: reach.remaining,
          gamesPlayed: regular.length,
          perGame: average,
        },
      });
    }
  }
  return facts;
}

const SEASON_HIGH_NAMES: Readonly<Record<SeasonHighStat, { one: string; many: string }>> = {
  passYards: PLAYER_FACT_STAT_NAMES.passYards,
  rushYards: PLAYER_FACT_STAT_NAMES.rushYards,
  receivingYards: PLAYER_FACT_STAT_NAMES.receivingYards,
  sacks: PLAYER_FACT_STAT_NAMES.sacks,
  points: { one: 'point', many: 'points' },
};

/** Season highs held by a player or team of the week (a player must be available this week). */
function composeSeasonHighs(
  input: FunFactInput,
  findGame: (teamId: TeamId) => FactWeekGame | undefined,
  available: ReadonlyMap<number, FactPlayer>,
): FunFact[] {
  if (input.week.seasonType === 'PRE') return [];
  const facts: FunFact[] = [];
  for (const high of input.seasonHighs) {
    // Three sacks in a game happen every week: a high many games reached is no record.
    if (high.holders.length > SEASON_HIGH_MAX_GAMES) continue;
    const isShared = high.holders.length > 1;
    const amount = formatCount(high.value, SEASON_HIGH_NAMES[high.stat]);
    for (const holder of high.holders) {
      const player = holder.nflId === null ? null : available.get(holder.nflId);
      if (holder.nflId !== null && !player) continue;
      const teamId = player ? player.teamId : holder.teamId;
      const game = findGame(teamId);
      if (!game) continue;
      const team = game.home.teamId === teamId ? game.home : game.visitor;
      const when = formatFactGame(holder.game, holder.opponentAbbr, holder.isHome);
      const most = isShared ? 'are tied for the most' : 'are the most';
      const subject = player
        ? `${describePlayer(player, team.abbr)}'s ${amount} in ${when}`
        : `The ${team.fullName}' ${amount} in ${when}`;
      const by = player ? 'by a player' : 'by a team';
      facts.push({
        id: `seasonHigh:${high.stat}:${holder.nflId ?? teamId}:${holder.game.gameId}`,
        kind: 'record',
        gameId: game.gameId,
        text: `${subject} ${most} ${by} in a game this ${input.week.season} regular season.`,
        evidence: high.holders.map((other) => ({
          label: formatFactGame(other.game, other.opponentAbbr, other.isHome),
          value: amount,
          gameId: other.game.gameId,
        })),
        links: [
          player ? playerLink(player) : { kind: 'team', label: team.fullName, teamId: team.teamId },
          { kind: 'game', label: when, gameId: holder.game.gameId },
        ],
        claim: {
          kind: 'seasonHigh',
          stat: high.stat,
          value: high.value,
          nflId: player ? player.nflId : null,
          teamId,
          gameId: holder.game.gameId,
          isShared,
        },
      });
    }
  }
  return facts;
}

/** Players available this week (not OUT or on IR) whose team plays, by nflId. */
export function findAvailablePlayers(input: FunFactInput): Map<number, FactPlayer> {
  const playing = new Set(input.games.flatMap((game) => [game.home.teamId, game.visitor.teamId]));
  return new Map(
    input.players
      .filter((player) => playing.has(player.teamId))
      .filter((player) => !UNAVAILABLE_INJURY_STATUSES.has(input.injuryStatuses.get(player.nflId) ?? ''))
      .map((player) => [player.nflId, player]),
  );
}

/** The week's player facts: streaks, milestones within reach and season highs. */
export function composePlayerFacts(input: FunFactInput): FunFact[] {
  const findGame = (teamId: TeamId) =>
    input.games.find((game) => game.home.teamId === teamId || game.visitor.teamId === teamId);
  const available = findAvailablePlayers(input);
  const streaks: FunFact[] = [];
  const milestones: FunFact[] = [];
  for (const player of available.values()) {
    const game = findGame(player.teamId);
    if (!game) continue;
    const abbr = game.home.teamId === player.teamId ? game.home.abbr : game.visitor.abbr;
    streaks.push(...composePlayerStreaks(input, game, player, abbr));
    milestones.push(...composeMilestones(input, game, player, abbr));
  }
  return [
    ...streaks,
    ...keepClosestMilestones(milestones),
    ...composeSeasonHighs(input, findGame, available),
  ];
}
