import type { GameResponse, GtgGame, GtgResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import {
  buildGuideMatchups,
  describeGuideBasis,
  describeGuidePlayer,
  getGuideBasis,
  type GuideTeamFigure,
  pickPlayersToWatch,
  rankGuideTeams,
  type RankedFigure,
  type TeamId,
} from '@all22/domain';
import { listWeekGames } from '../games/list-games.js';
import { getTeamInjuries } from '../rosters/get-team-injuries.js';
import {
  type BasisPlayer,
  type BasisTeamTotals,
  loadBasisGameIds,
  loadBasisPlayerTotals,
  loadBasisTeamTotals,
  loadWeekRosterTeams,
} from './load-basis-totals.js';
import { type BasisStanding, loadBasisStandings } from './load-basis-standings.js';
import type { GuideWeek } from './resolve-guide-week.js';

const NO_FIGURES = { value: null, rank: null };

/** What the guide knows of the league before the week. */
interface GuideContext {
  week: GuideWeek;
  ranks: Map<TeamId, Record<GuideTeamFigure, RankedFigure>>;
  totals: Map<TeamId, BasisTeamTotals>;
  standings: Map<TeamId, BasisStanding>;
  players: BasisPlayer[];
  injuries: Map<TeamId, Awaited<ReturnType<typeof getTeamInjuries>>>;
}

function describeTeam(context: GuideContext, team: GameResponse['homeTeam']): GtgGame['home'] {
  const teamId = team.teamId as TeamId;
  const totals = context.totals.get(teamId);
  const figures = context.ranks.get(teamId);
  const games = totals?.games ?? 0;
  return {
    teamId,
    abbr: team.abbr,
    fullName: team.fullName,
    games,
    record: { wins: totals?.wins ?? 0, losses: totals?.losses ?? 0, ties: totals?.ties ?? 0 },
    standing: context.standings.get(teamId) ?? null,
    figures: {
      pointsPerGame: figures?.pointsPerGame ?? NO_FIGURES,
      pointsAllowedPerGame: figures?.pointsAllowedPerGame ?? NO_FIGURES,
      passYardsPerGame: figures?.passYardsPerGame ?? NO_FIGURES,
      rushYardsPerGame: figures?.rushYardsPerGame ?? NO_FIGURES,
      passYardsAllowedPerGame: figures?.passYardsAllowedPerGame ?? NO_FIGURES,
      rushYardsAllowedPerGame: figures?.rushYardsAllowedPerGame ?? NO_FIGURES,
      sacksPerGame: figures?.sacksPerGame ?? NO_FIGURES,
      sacksAllowedPerGame: figures?.sacksAllowedPerGame ?? NO_FIGURES,
    },
    playersToWatch: pickPlayersToWatch(context.players, teamId, games).map((player) => ({
      nflId: player.nflId,
      displayName: player.displayName,
      position: player.position,
      jerseyNumber: player.jerseyNumber,
      headshot: player.headshot,
      gamesPlayed: player.gamesPlayed,
      figures: describeGuidePlayer(player),
    })),
    injuries: context.injuries.get(teamId) ?? [],
  };
}

function describeGame(context: GuideContext, game: GameResponse): GtgGame {
  const visitor = { teamId: game.visitorTeamId as TeamId, abbr: game.visitorTeam.abbr };
  const home = { teamId: game.homeTeamId as TeamId, abbr: game.homeTeam.abbr };
  return {
    game,
    visitor: describeTeam(context, game.visitorTeam),
    home: describeTeam(context, game.homeTeam),
    matchups: [
      ...buildGuideMatchups(visitor, home, context.players, context.ranks),
      ...buildGuideMatchups(home, visitor, context.players, context.ranks),
    ],
  };
}

/**
 * The Game Time Guide of a week (issue 20 §4): its games by kick-off, each side's record, standing,
 * ranked figures, players to watch and injury report, and the key matchups, all from the basis
 * (getGuideBasis: the games before the week).
 */
export async function getGameTimeGuide(db: Database, week: GuideWeek): Promise<GtgResponse> {
  const basis = getGuideBasis(week);
  const weekGames = await listWeekGames(db, week);
  const teamIds = weekGames.flatMap((game) => [game.visitorTeamId, game.homeTeamId] as TeamId[]);
  const basisGameIds = await loadBasisGameIds(db, basis);
  const teamTotals = await loadBasisTeamTotals(db, basisGameIds);
  const players = await loadBasisPlayerTotals(db, basisGameIds, teamIds, await loadWeekRosterTeams(db, week));
  const standings = await loadBasisStandings(db, basis);
  const injuries = new Map<TeamId, Awaited<ReturnType<typeof getTeamInjuries>>>();
  for (const teamId of teamIds) {
    injuries.set(
      teamId,
      await getTeamInjuries(db, {
        teamId,
        season: week.season,
        seasonType: week.seasonType,
        week: week.week,
      }),
    );
  }
  const context: GuideContext = {
    week,
    ranks: rankGuideTeams(teamTotals),
    totals: new Map(teamTotals.map((totals) => [totals.teamId, totals])),
    standings,
    players,
    injuries,
  };
  return {
    ...week,
    basis: { ...basis, label: describeGuideBasis(basis) },
    games: weekGames.map((game) => describeGame(context, game)),
  };
}
