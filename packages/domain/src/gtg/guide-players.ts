import { formatStatValue } from '../display/format-stat-value.js';
import { formatTeamAbbr } from '../display/format-team-abbr.js';
import type { NflId, TeamId } from '../ids.js';
import { describeStat } from '../stats/stat-vocabulary.js';
import { perGame } from './competition-rank.js';
import type { GuideTeamFigure, RankedFigure } from './guide-team-ranks.js';

/** A player's totals over the guide's games (its basis), with the team of his latest game. */
export interface GuidePlayerTotals {
  nflId: NflId;
  displayName: string;
  position: string;
  teamId: TeamId;
  gamesPlayed: number;
  passAttempts: number;
  passYards: number;
  passTouchdowns: number;
  interceptionsThrown: number;
  rushAttempts: number;
  rushYards: number;
  rushTouchdowns: number;
  targets: number;
  receptions: number;
  receivingYards: number;
  receivingTouchdowns: number;
  tackles: number;
  sacks: number;
  defInterceptions: number;
  fpHalfPpr: number;
}

type PlayerFigure = Exclude<
  keyof GuidePlayerTotals,
  'nflId' | 'displayName' | 'position' | 'teamId' | 'gamesPlayed'
>;

/** A figure as the guide shows it: "Rec yds/g" → "87.4". */
export interface GuideFigure {
  label: string;
  value: string;
}

/**
 * The team's leader in a figure over the basis (more is better; ties go to fewer games, then the
 * lower nflId, so the choice is stable); null when no one has any.
 */
export function findTeamLeader<P extends GuidePlayerTotals>(
  players: readonly P[],
  teamId: TeamId,
  figure: PlayerFigure,
): P | null {
  const candidates = players
    .filter((player) => player.teamId === teamId && player[figure] > 0)
    .sort((a, b) => b[figure] - a[figure] || a.gamesPlayed - b.gamesPlayed || a.nflId - b.nflId);
  return candidates[0] ?? null;
}

/** Players to watch per team (docs/decisions/gtg.md). */
export const PLAYERS_TO_WATCH = 3;

/**
 * A team's players to watch: the best fantasy scorers per game (half PPR, the neutral scoring)
 * among those who played at least half of the team's games in the basis.
 */
export function pickPlayersToWatch<P extends GuidePlayerTotals>(
  players: readonly P[],
  teamId: TeamId,
  teamGames: number,
): P[] {
  const minGames = Math.max(1, Math.ceil(teamGames / 2));
  const rate = (player: GuidePlayerTotals) => perGame(player.fpHalfPpr, player.gamesPlayed) ?? 0;
  return players
    .filter((player) => player.teamId === teamId && player.gamesPlayed >= minGames && player.fpHalfPpr > 0)
    .sort((a, b) => rate(b) - rate(a) || a.nflId - b.nflId)
    .slice(0, PLAYERS_TO_WATCH);
}

const count = (value: number) => formatStatValue(value, { decimals: Number.isInteger(value) ? 0 : 1 });
const rate = (total: number, games: number) => formatStatValue(perGame(total, games));

/** The figures shown for a player to watch, by what he does: passing, running, catching or defending. */
export function describeGuidePlayer(player: GuidePlayerTotals): GuideFigure[] {
  const games = player.gamesPlayed;
  const figures: GuideFigure[] = [
    { label: 'Fantasy pts/g (half PPR)', value: rate(player.fpHalfPpr, games) },
  ];
  if (player.passAttempts > 0 && player.passAttempts >= player.rushAttempts) {
    figures.push(
      { label: 'Pass yds/g', value: rate(player.passYards, games) },
      { label: 'Pass TD', value: count(player.passTouchdowns) },
      { label: 'INT', value: count(player.interceptionsThrown) },
    );
  } else if (player.rushAttempts > player.targets) {
    figures.push(
      { label: 'Rush yds/g', value: rate(player.rushYards, games) },
      { label: 'Rush TD', value: count(player.rushTouchdowns) },
      { label: 'Rec yds/g', value: rate(player.receivingYards, games) },
    );
  } else if (player.targets > 0) {
    figures.push(
      { label: 'Rec/g', value: rate(player.receptions, games) },
      { label: 'Rec yds/g', value: rate(player.receivingYards, games) },
      { label: 'Rec TD', value: count(player.receivingTouchdowns) },
    );
  } else {
    figures.push(
      { label: 'Tackles/g', value: rate(player.tackles, games) },
      { label: describeStat('defense.sacks').label, value: count(player.sacks) },
      { label: 'INT', value: count(player.defInterceptions) },
    );
  }
  figures.push({ label: 'Games', value: count(games) });
  return figures;
}

export const GUIDE_MATCHUP_KINDS = ['passing', 'rushing', 'passRush'] as const;
export type GuideMatchupKind = (typeof GUIDE_MATCHUP_KINDS)[number];

/**
 * Each key matchup: whose leader (the offense's, or for the pass rush the defense's), by which
 * figure, against which of the other team's ranked figures.
 */
export const GUIDE_MATCHUPS: Readonly<
  Record<
    GuideMatchupKind,
    {
      leaderSide: 'offense' | 'defense';
      figure: PlayerFigure;
      touchdowns: PlayerFigure | null;
      figureName: string;
      against: GuideTeamFigure;
      title: (offense: string, defense: string) => string;
    }
  >
> = {
  passing: {
    leaderSide: 'offense',
    figure: 'receivingYards',
    touchdowns: 'receivingTouchdowns',
    figureName: 'receiving yards',
    against: 'passYardsAllowedPerGame',
    title: (offense, defense) => `${offense} top receiver vs ${defense} pass defense`,
  },
  rushing: {
    leaderSide: 'offense',
    figure: 'rushYards',
    touchdowns: 'rushTouchdowns',
    figureName: 'rushing yards',
    against: 'rushYardsAllowedPerGame',
    title: (offense, defense) => `${offense} top rusher vs ${defense} run defense`,
  },
  passRush: {
    leaderSide: 'defense',
    figure: 'sacks',
    touchdowns: null,
    figureName: 'sacks',
    against: 'sacksAllowedPerGame',
    title: (offense, defense) => `${defense} pass rush vs ${offense} protection`,
  },
};

/** One key matchup: a team's leader in a figure against the other team's ranked figure. */
export interface GuideMatchup {
  kind: GuideMatchupKind;
  title: string;
  player: {
    nflId: NflId;
    displayName: string;
    position: string;
    teamId: TeamId;
    gamesPlayed: number;
    figureName: string;
    total: number;
    perGame: number | null;
    touchdowns: number | null;
  };
  opponent: { teamId: TeamId; figure: GuideTeamFigure; value: number | null; rank: number | null };
}

/** A side's key matchups when `offense` has the ball against `defense` (those with a leader). */
export function buildGuideMatchups(
  offense: { teamId: TeamId; abbr: string },
  defense: { teamId: TeamId; abbr: string },
  players: readonly GuidePlayerTotals[],
  ranks: ReadonlyMap<TeamId, Record<GuideTeamFigure, RankedFigure>>,
): GuideMatchup[] {
  const matchups: GuideMatchup[] = [];
  for (const kind of GUIDE_MATCHUP_KINDS) {
    const rule = GUIDE_MATCHUPS[kind];
    const [leaderTeam, otherTeam] = rule.leaderSide === 'offense' ? [offense, defense] : [defense, offense];
    const leader = findTeamLeader(players, leaderTeam.teamId, rule.figure);
    const ranked = ranks.get(otherTeam.teamId)?.[rule.against];
    if (!leader || !ranked) continue;
    matchups.push({
      kind,
      title: rule.title(formatTeamAbbr(offense.abbr), formatTeamAbbr(defense.abbr)),
      player: {
        nflId: leader.nflId,
        displayName: leader.displayName,
        position: leader.position,
        teamId: leader.teamId,
        gamesPlayed: leader.gamesPlayed,
        figureName: rule.figureName,
        total: leader[rule.figure],
        perGame: perGame(leader[rule.figure], leader.gamesPlayed),
        touchdowns: rule.touchdowns === null ? null : leader[rule.touchdowns],
      },
      opponent: { teamId: otherTeam.teamId, figure: rule.against, value: ranked.value, rank: ranked.rank },
    });
  }
  return matchups;
}
