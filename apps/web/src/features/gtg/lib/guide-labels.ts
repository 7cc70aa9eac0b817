import type { FunFactResponse, GameOddsResponse, GameResponse, GtgGame } from '@all22/contracts';
import {
  formatOrdinal,
  formatRecord,
  formatSpread,
  formatStatValue,
  GUIDE_TEAM_FIGURES,
  type GuideTeamFigure,
  isPregame,
} from '@all22/domain';
import { routeHref } from '../../../config/paths';

type GuideTeam = GtgGame['home'];

/** "5-0 · 1st in the AFC North · 1st seed": the record over the basis and the standings it ends with. */
export function formatGuideStanding(team: GuideTeam): string {
  const parts = [formatRecord(team.record)];
  const standing = team.standing;
  if (standing?.divisionRank != null && standing.divisionName) {
    parts.push(`${formatOrdinal(standing.divisionRank)} in the ${standing.divisionName}`);
  }
  if (standing?.seed != null && standing.conferenceAbbr) {
    parts.push(`${standing.conferenceAbbr} ${formatOrdinal(standing.seed)} seed`);
  }
  return parts.join(' · ');
}

/** "24.6 (3rd)": a per-game figure and its league rank; "—" before a first game. */
export function formatRankedFigure(figure: { value: number | null; rank: number | null }): string {
  if (figure.value === null) return formatStatValue(null);
  return figure.rank === null
    ? formatStatValue(figure.value)
    : `${formatStatValue(figure.value)} (${formatOrdinal(figure.rank)})`;
}

/** The figure's name in the ranks table. */
export function guideFigureLabel(figure: GuideTeamFigure): string {
  return GUIDE_TEAM_FIGURES[figure].label;
}

/** Kick-off ("SUN OCT 13 · 1:00 PM ET") before the game, its status ("Q3 05:12", "FINAL") after. */
export function formatGuideStatus(game: GameResponse): string {
  return isPregame(game.phase)
    ? `${game.dateDayShort} ${game.dateDayMonth} · ${game.displayStatus}`
    : game.displayStatus;
}

/**
 * The game's line as the guide shows it: the spread ("KC -3.5", "Even") and the total ("O/U 44.5").
 * Nothing when the user hides odds (spec 1 §5, showOddsInfo) or the spread lacks a side; unlike the
 * score cards it stays on a final game, as the line the week was billed with.
 */
export function formatGuideLine(
  game: GameResponse,
  odds: GameOddsResponse | undefined,
  isOddsShown: boolean,
): string[] {
  if (!isOddsShown) return [];
  const spread = formatSpread(odds ?? game.spread, {
    awayAbbr: game.visitorTeam.abbr,
    homeAbbr: game.homeTeam.abbr,
  });
  if (spread === null) return [];
  return odds?.total == null ? [spread] : [spread, `O/U ${formatStatValue(odds.total)}`];
}

/** A key matchup's two sides: "612 receiving yards (87.4 a game), 5 TD" and "251.3 a game (29th)". */
export function describeMatchup(matchup: GtgGame['matchups'][number]): { player: string; opponent: string } {
  const { player, opponent } = matchup;
  const total = formatStatValue(player.total, { decimals: Number.isInteger(player.total) ? 0 : 1 });
  const touchdowns = player.touchdowns === null ? '' : `, ${player.touchdowns} TD`;
  return {
    player: `${total} ${player.figureName} (${formatStatValue(player.perGame)} a game)${touchdowns}`,
    opponent: `${guideFigureLabel(opponent.figure)}: ${formatRankedFigure(opponent)}`,
  };
}

/** Where a fact's link goes in the app. */
export function funFactLinkHref(link: FunFactResponse['links'][number]): string {
  switch (link.kind) {
    case 'game':
      return routeHref('games-game-gameId', { gameId: String(link.gameId) });
    case 'team':
      return routeHref('teams-team-teamId', { teamId: link.teamId });
    case 'player':
      return routeHref('players-player-playerId', { playerId: String(link.nflId) });
    case 'film':
      return `${routeHref('film-plays')}?${new URLSearchParams(link.filters)}`;
  }
}

/** The page's heading of each kind of fact. */
export const FUN_FACT_KIND_LABELS: Readonly<Record<FunFactResponse['kind'], string>> = {
  headToHead: 'Head to head',
  streak: 'Streak',
  record: 'Record',
  milestone: 'Milestone within reach',
};
