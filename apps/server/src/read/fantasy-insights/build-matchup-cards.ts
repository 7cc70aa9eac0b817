import type { FantasyInsightsResponse, MatchupInsightCard } from '@all22/contracts';
import {
  adjustPointsAllowed,
  getDefenseFilmLink,
  getSeasonFilmLink,
  isRoleOpeningStatus,
  listPointsAllowed,
  rankWeekMatchups,
  type AdjustedDefense,
  type GameId,
  type NflId,
  type TeamId,
  type WeekMatchup,
} from '@all22/domain';
import { pointsPerGame, toInsightPlayer, toTeamRef, type PlayerSeason } from './insight-players.js';
import { INSIGHT_POSITIONS, type InsightData, type InsightPosition } from './read-insight-data.js';

type DefenseLine = NonNullable<FantasyInsightsResponse['matchups']['defenses'][number]['QB']>;

const toDefenseLine = (line: AdjustedDefense, teamCount: number): DefenseLine => ({
  games: line.games,
  allowedPerGame: line.allowedPerGame,
  opponentsAveragePerGame: line.opponentsAveragePerGame,
  adjustmentPerGame: line.adjustmentPerGame,
  rank: line.rank,
  teamCount,
});

/** Each defense's opponent-adjusted points allowed to a position over the weeks read. */
function adjustPosition(
  data: InsightData,
  seasons: ReadonlyMap<NflId, PlayerSeason>,
  position: InsightPosition,
): AdjustedDefense[] {
  const scored = new Map<string, number>();
  for (const season of seasons.values()) {
    for (const game of season.games) {
      if (game.line.position !== position) continue;
      const key = `${game.gameId}:${game.teamId}`;
      scored.set(key, (scored.get(key) ?? 0) + game.fantasyPoints);
    }
  }
  return adjustPointsAllowed(
    listPointsAllowed(data.games, (gameId: GameId, teamId: TeamId) => scored.get(`${gameId}:${teamId}`) ?? 0),
  );
}

/**
 * The offense's player at the position a matchup is about: its leading scorer at the position over
 * the weeks read who still plays for it and is not ruled out this week.
 */
function findLeadingPlayer(
  data: InsightData,
  seasons: ReadonlyMap<NflId, PlayerSeason>,
  teamId: TeamId,
  position: string,
): PlayerSeason | null {
  let best: { season: PlayerSeason; points: number } | null = null;
  for (const season of seasons.values()) {
    if (season.teamId !== teamId || season.position !== position) continue;
    const status = data.injuries.get(season.nflId)?.injuryStatus;
    if (status !== undefined && isRoleOpeningStatus(status)) continue;
    const points = season.games.reduce((total, game) => total + game.fantasyPoints, 0);
    if (!best || points > best.points || (points === best.points && season.nflId < best.season.nflId)) {
      best = { season, points };
    }
  }
  return best?.season ?? null;
}

/**
 * This week's best and worst matchups at each position (domain rankWeekMatchups over
 * adjustPointsAllowed), and every defense's line at each position.
 */
export function buildMatchupCards(
  data: InsightData,
  seasons: ReadonlyMap<NflId, PlayerSeason>,
): FantasyInsightsResponse['matchups'] {
  const { season } = data.window;
  const cards: MatchupInsightCard[] = [];
  const linesByTeam = new Map<TeamId, Partial<Record<InsightPosition, DefenseLine>>>();
  for (const position of INSIGHT_POSITIONS) {
    const adjusted = adjustPosition(data, seasons, position);
    for (const line of adjusted) {
      const lines = linesByTeam.get(line.teamId) ?? {};
      lines[position] = toDefenseLine(line, adjusted.length);
      linesByTeam.set(line.teamId, lines);
    }
    const { best, worst } = rankWeekMatchups(data.weekGames, adjusted);
    const toCard = (matchup: WeekMatchup, end: 'best' | 'worst'): MatchupInsightCard => {
      const leader = findLeadingPlayer(data, seasons, matchup.offenseTeamId, position);
      const defenseTeamId = matchup.defense.teamId;
      return {
        kind: 'matchup',
        position,
        end,
        gameId: matchup.gameId,
        isHome: matchup.isHome,
        offense: toTeamRef(data, matchup.offenseTeamId),
        defense: toTeamRef(data, defenseTeamId),
        player: leader ? toInsightPlayer(data, leader.nflId, leader) : null,
        playerPointsPerGame: leader ? pointsPerGame(leader.games) : null,
        defenseLine: toDefenseLine(matchup.defense, adjusted.length),
        film: [
          getDefenseFilmLink(defenseTeamId, season, position),
          ...(leader ? [getSeasonFilmLink(leader, season)] : []),
        ],
      };
    };
    cards.push(
      ...best.map((matchup) => toCard(matchup, 'best')),
      ...worst.map((matchup) => toCard(matchup, 'worst')),
    );
  }
  const defenses = [...linesByTeam]
    .map(([teamId, lines]) => ({
      team: toTeamRef(data, teamId),
      QB: lines.QB ?? null,
      RB: lines.RB ?? null,
      WR: lines.WR ?? null,
      TE: lines.TE ?? null,
    }))
    .sort(
      (a, b) => (a.QB?.rank ?? Infinity) - (b.QB?.rank ?? Infinity) || a.team.abbr.localeCompare(b.team.abbr),
    );
  return { cards, defenses };
}
