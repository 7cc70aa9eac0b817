import type { InjuryInsightCard } from '@all22/contracts';
import type { DepthChartEntry } from '@all22/db';
import {
  averageUsage,
  findNextManUp,
  getSeasonFilmLink,
  holdsRole,
  isRecentInsightWeek,
  isRoleOpeningStatus,
  type NflId,
  type RoleCandidate,
  type TeamId,
} from '@all22/domain';
import { describeRole, toInsightPlayer, type PlayerSeason } from './insight-players.js';
import { INSIGHT_POSITIONS, type InjuryReportRow, type InsightData } from './read-insight-data.js';

export const INJURY_CARDS = 8;
const UNSPECIFIED = 'UNSPECIFIED';

/** The position's players on a team's offensive chart, top first (depth order, then chart order). */
function orderDepthChart(data: InsightData, entries: readonly DepthChartEntry[], position: string): NflId[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => data.players.get(entry.nflId)?.position === position)
    .sort((a, b) => a.entry.depthOrder - b.entry.depthOrder || a.index - b.index)
    .map(({ entry }) => entry.nflId);
}

/** His teammates at the position: on this week's chart, or with games for the team in the weeks read. */
function listCandidates(
  data: InsightData,
  seasons: ReadonlyMap<NflId, PlayerSeason>,
  teamId: TeamId,
  position: string,
  charted: readonly NflId[],
): RoleCandidate[] {
  const ids = new Set(charted);
  for (const season of seasons.values()) {
    if (season.teamId === teamId && season.position === position) ids.add(season.nflId);
  }
  return [...ids].map((nflId) => {
    const games = seasons.get(nflId)?.games.filter((game) => game.teamId === teamId) ?? [];
    return {
      nflId,
      snapShare: averageUsage(games).snapShare,
      snaps: games.reduce((total, game) => total + game.snaps, 0),
      injuryStatus: data.injuries.get(nflId)?.injuryStatus ?? UNSPECIFIED,
    };
  });
}

/**
 * Injuries that open a role: a quarterback, back, receiver or tight end ruled out (or doubtful) this
 * week who held a role in the last 3 weeks, and the next man up (domain findNextManUp), the most
 * productive injured players first.
 */
export function buildInjuryCards(
  data: InsightData,
  seasons: ReadonlyMap<NflId, PlayerSeason>,
): InjuryInsightCard[] {
  const { window } = data;
  const isRecent = (week: number) => isRecentInsightWeek(window, week);
  const cards: (InjuryInsightCard & { order: number })[] = [];
  // Each injured role holder with his role's figures; the bigger roles choose their next man first.
  const roles = [...data.injuries.values()]
    .filter((row: InjuryReportRow) => isRoleOpeningStatus(row.injuryStatus))
    .flatMap((injury) => {
      const season = seasons.get(injury.nflId);
      const position = season?.position ?? '';
      if (!season || !(INSIGHT_POSITIONS as readonly string[]).includes(position)) return [];
      const teamGames = season.games.filter((game) => game.teamId === injury.teamId);
      const role = describeRole({ ...season, games: teamGames }, isRecent);
      if (!teamGames.some((game) => isRecent(game.week)) || !holdsRole(role.snapShare)) return [];
      return [{ injury, position, role }];
    })
    .sort((a, b) => (b.role.snapShare ?? 0) - (a.role.snapShare ?? 0) || a.injury.nflId - b.injury.nflId);
  const taken = new Set<NflId>();
  for (const { injury, position, role: injuredRole } of roles) {
    const charted = orderDepthChart(data, data.depthCharts.get(injury.teamId) ?? [], position);
    const next = findNextManUp(
      injury.nflId,
      charted,
      listCandidates(data, seasons, injury.teamId, position, charted),
      taken,
    );
    if (!next) continue;
    taken.add(next.nflId);
    const nextSeason = seasons.get(next.nflId);
    const nextPlayer = { nflId: next.nflId, position };
    cards.push({
      kind: 'injury',
      injured: toInsightPlayer(data, injury.nflId, { position, teamId: injury.teamId }),
      injuryStatus: injury.injuryStatus,
      bodyPart: injury.bodyPart,
      injuredLine: injuredRole,
      nextManUp: toInsightPlayer(data, next.nflId, { position, teamId: injury.teamId }),
      nextManUpStatus: data.injuries.get(next.nflId)?.injuryStatus ?? UNSPECIFIED,
      chosenBy: next.chosenBy,
      depthRank: next.depthRank,
      nextManUpLine: describeRole(nextSeason, isRecent),
      film: [
        getSeasonFilmLink(nextPlayer, window.season),
        getSeasonFilmLink({ nflId: injury.nflId, position }, window.season),
      ],
      order: injuredRole.pointsPerGame,
    });
  }
  return cards
    .sort((a, b) => b.order - a.order || a.injured.nflId - b.injured.nflId)
    .slice(0, INJURY_CARDS)
    .map(({ order: _order, ...card }) => card);
}
