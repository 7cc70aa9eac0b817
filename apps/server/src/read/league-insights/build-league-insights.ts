import type { LeagueFilmLink, LeagueInsightsResponse, NotableCardResponse } from '@all22/contracts';
import {
  EFFICIENCY_PLAY_TYPES,
  LEAGUE_INSIGHT_METHODS,
  TREND_WINDOW_WEEKS,
  chooseNotablePerformances,
  classifyEfficiencyQuadrant,
  computeEfficiencyTrend,
  computePassRateOverExpected,
  findTrendMovers,
  getEpaPerPlay,
  getExplosiveRunsFilmQuery,
  getPlayerGameFilmQuery,
  getTeamPlayTypeFilmQuery,
  sumEfficiencyTotals,
  toEfficiencyRates,
  type EfficiencyPlayType,
  type GameId,
  type LeagueFilmScope,
  type NflId,
  type NotableKind,
  type PerformanceLine,
  type TeamId,
  type TeamSide,
  type TeamWeekEfficiency,
} from '@all22/domain';
import type {
  LeaguePlayData,
  LeagueTeam,
  NotablePlayerRow,
  PlayerGameRow,
  SituationRow,
} from './read-league-plays.js';

const PLAY_TYPE_COUNTS: Readonly<Record<EfficiencyPlayType, 'runs' | 'passes' | 'sacks'>> = {
  play_type_rush: 'runs',
  play_type_pass: 'passes',
  play_type_sack: 'sacks',
};
const ROLE_KINDS = { passerId: 'passing', rusherId: 'rushing', targetId: 'receiving' } as const;

const sumBy = <T>(rows: readonly T[], value: (row: T) => number): number =>
  rows.reduce((total, row) => total + value(row), 0);

const round3 = (value: number): number => {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
};

/** The film links of a team's side over some situations: one per play type, with its count. */
function toSideFilm(
  scope: LeagueFilmScope,
  teamId: TeamId,
  side: TeamSide,
  rows: readonly SituationRow[],
): LeagueFilmLink[] {
  return EFFICIENCY_PLAY_TYPES.map((playType) => ({
    kind: playType,
    query: getTeamPlayTypeFilmQuery(scope, teamId, side, playType),
    plays: sumBy(rows, (row) => row[PLAY_TYPE_COUNTS[playType]]),
  }));
}

/** The situations of a team's offense or defense. */
const ofSide = (rows: readonly SituationRow[], teamId: TeamId, side: TeamSide) =>
  rows.filter((row) => (side === 'offense' ? row.offenseTeamId : row.defenseTeamId) === teamId);

/** A side's totals, with every field of EfficiencyTotals and nothing else. */
const totalsOf = (rows: readonly SituationRow[]) =>
  sumEfficiencyTotals(
    rows.map(({ plays, epaTotal, successes, dropbacks, earlyDownPlays, earlyDownDropbacks }) => ({
      plays,
      epaTotal,
      successes,
      dropbacks,
      earlyDownPlays,
      earlyDownDropbacks,
    })),
  );

/** Teams that had the ball in some play of the season, in the order of their ids. */
function teamsInPlay(data: LeaguePlayData): TeamId[] {
  const ids = new Set(data.situations.filter((row) => row.plays > 0).map((row) => row.offenseTeamId));
  return [...ids].sort();
}

function buildEfficiency(data: LeaguePlayData, teamRef: (id: TeamId) => LeagueTeam) {
  const scope: LeagueFilmScope = { kind: 'season', season: data.season };
  const efficiencyRows = data.situations.filter((row) => row.plays > 0);
  const league = totalsOf(efficiencyRows);
  const leagueEpa = getEpaPerPlay(league) ?? 0;
  const teams = teamsInPlay(data).map((teamId) => {
    const offense = totalsOf(ofSide(efficiencyRows, teamId, 'offense'));
    const defense = totalsOf(ofSide(efficiencyRows, teamId, 'defense'));
    return {
      team: teamRef(teamId),
      quadrant: classifyEfficiencyQuadrant(
        getEpaPerPlay(offense) ?? 0,
        getEpaPerPlay(defense) ?? 0,
        leagueEpa,
      ),
      offense: toEfficiencyRates(offense),
      defense: toEfficiencyRates(defense),
      film: {
        offense: toSideFilm(scope, teamId, 'offense', ofSide(data.situations, teamId, 'offense')),
        defense: toSideFilm(scope, teamId, 'defense', ofSide(data.situations, teamId, 'defense')),
      },
      net: (getEpaPerPlay(offense) ?? 0) - (getEpaPerPlay(defense) ?? 0),
    };
  });
  teams.sort((a, b) => b.net - a.net || (a.team.teamId < b.team.teamId ? -1 : 1));
  return {
    method: LEAGUE_INSIGHT_METHODS.efficiency,
    league: toEfficiencyRates(league),
    teams: teams.map(({ net: _net, ...team }) => team),
  };
}

/** Each team's offense and defense week by week (its weeks with plays). */
function toTeamWeeks(data: LeaguePlayData): TeamWeekEfficiency[] {
  const rows = data.situations.filter((row) => row.plays > 0);
  const keys = new Map<string, { teamId: TeamId; week: number }>();
  for (const row of rows)
    keys.set(`${row.offenseTeamId}:${row.week}`, { teamId: row.offenseTeamId, week: row.week });
  return [...keys.values()].map(({ teamId, week }) => {
    const ofWeek = rows.filter((row) => row.week === week);
    return {
      teamId,
      week,
      offense: totalsOf(ofSide(ofWeek, teamId, 'offense')),
      defense: totalsOf(ofSide(ofWeek, teamId, 'defense')),
    };
  });
}

function buildTrends(data: LeaguePlayData, week: number, teamRef: (id: TeamId) => LeagueTeam) {
  const teamWeeks = toTeamWeeks(data);
  const { risers, fallers } = findTrendMovers(teamWeeks, week);
  const toMover = (mover: (typeof risers)[number]) => {
    // The film of the span's last week the team played.
    const lastWeek = Math.max(
      ...teamWeeks
        .filter((row) => row.teamId === mover.teamId && row.week <= mover.throughWeek)
        .map((row) => row.week),
    );
    const rows = ofSide(
      data.situations.filter((row) => row.week === lastWeek),
      mover.teamId,
      'offense',
    );
    return {
      team: teamRef(mover.teamId),
      recent: mover.recent,
      before: mover.before,
      change: mover.change,
      firstRecentWeek: mover.firstRecentWeek,
      throughWeek: mover.throughWeek,
      filmWeek: lastWeek,
      film: toSideFilm({ kind: 'week', season: data.season, week: lastWeek }, mover.teamId, 'offense', rows),
    };
  };
  return {
    method: LEAGUE_INSIGHT_METHODS.trends,
    windowWeeks: TREND_WINDOW_WEEKS,
    teams: teamsInPlay(data)
      .map((teamId) => ({
        team: teamRef(teamId),
        points: computeEfficiencyTrend(teamWeeks.filter((row) => row.teamId === teamId)),
      }))
      .sort((a, b) => a.team.abbr.localeCompare(b.team.abbr)),
    risers: risers.map(toMover),
    fallers: fallers.map(toMover),
  };
}

/** A finished game's line, with what its card needs beyond the domain's fields. */
interface CardLine extends PerformanceLine {
  readonly teamId: TeamId;
  readonly opponentId: TeamId;
  readonly plays: number;
  readonly nflId: NflId | null;
  readonly film: LeagueFilmLink[];
}

function toTeamGameLines(data: LeaguePlayData, finalGames: ReadonlySet<GameId>): CardLine[] {
  const byGame = new Map<string, SituationRow[]>();
  for (const row of data.situations) {
    if (!finalGames.has(row.gameId) || row.plays === 0) continue;
    const key = `${row.gameId}:${row.offenseTeamId}`;
    byGame.set(key, [...(byGame.get(key) ?? []), row]);
  }
  return [...byGame.values()].flatMap((rows) => {
    const [first] = rows as [SituationRow];
    const epa = getEpaPerPlay(totalsOf(rows));
    if (epa === null) return [];
    const scope: LeagueFilmScope = { kind: 'game', gameId: first.gameId };
    const base = {
      week: first.week,
      gameId: first.gameId,
      plays: totalsOf(rows).plays,
      nflId: null,
      value: round3(epa),
    };
    return [
      {
        ...base,
        kind: 'teamOffense' as const,
        subject: first.offenseTeamId,
        teamId: first.offenseTeamId,
        opponentId: first.defenseTeamId,
        film: toSideFilm(scope, first.offenseTeamId, 'offense', rows),
      },
      {
        ...base,
        kind: 'teamDefense' as const,
        subject: first.defenseTeamId,
        teamId: first.defenseTeamId,
        opponentId: first.offenseTeamId,
        film: toSideFilm(scope, first.defenseTeamId, 'defense', rows),
      },
    ];
  });
}

const toPlayerGameLine = (row: PlayerGameRow): CardLine => ({
  kind: ROLE_KINDS[row.role] satisfies NotableKind,
  week: row.week,
  gameId: row.gameId,
  subject: String(row.nflId),
  value: row.yards,
  teamId: row.teamId,
  opponentId: row.opponentId,
  plays: row.attempts,
  nflId: row.nflId,
  film: [
    { kind: 'playerPlays', query: getPlayerGameFilmQuery(row.role, row.nflId, row.gameId), plays: row.plays },
  ],
});

/** The finished games' lines the notables choose from, weeks 1 to `week`. */
export function collectNotableLines(data: LeaguePlayData, week: number): CardLine[] {
  const finalGames = new Set(
    data.games.filter((game) => game.isFinal && game.week <= week).map((g) => g.gameId),
  );
  return [
    ...toTeamGameLines(data, finalGames),
    ...data.playerGames.filter((row) => finalGames.has(row.gameId)).map(toPlayerGameLine),
  ];
}

/** The players the week's notables name (the cards' and their previous bests'). */
export function listNotablePlayerIds(data: LeaguePlayData, week: number): NflId[] {
  const chosen = chooseNotablePerformances(collectNotableLines(data, week), week);
  return chosen.flatMap(({ line, previousBest }) =>
    [line.nflId, previousBest?.nflId ?? null].filter((id): id is NflId => id !== null),
  );
}

function buildNotables(
  data: LeaguePlayData,
  week: number,
  teamRef: (id: TeamId) => LeagueTeam,
  playerNames: ReadonlyMap<NflId, NotablePlayerRow>,
) {
  const nameOf = (line: CardLine) =>
    line.nflId === null
      ? teamRef(line.teamId).abbr
      : (playerNames.get(line.nflId)?.displayName ?? String(line.nflId));
  const cards: NotableCardResponse[] = chooseNotablePerformances(collectNotableLines(data, week), week).map(
    ({ line, isSeasonBest, previousBest }) => {
      const player = line.nflId === null ? undefined : playerNames.get(line.nflId);
      return {
        kind: line.kind,
        value: line.value,
        week: line.week,
        gameId: line.gameId,
        team: teamRef(line.teamId),
        opponent: teamRef(line.opponentId),
        player:
          line.nflId === null
            ? null
            : {
                nflId: line.nflId,
                displayName: player?.displayName ?? String(line.nflId),
                position: player?.position ?? '',
              },
        plays: line.plays,
        isSeasonBest,
        previousBest:
          previousBest === null
            ? null
            : {
                value: previousBest.value,
                week: previousBest.week,
                name: nameOf(previousBest),
                gameId: previousBest.gameId,
              },
        film: line.film,
      };
    },
  );
  return { method: LEAGUE_INSIGHT_METHODS.notables, cards };
}

function buildBeta(data: LeaguePlayData, teamRef: (id: TeamId) => LeagueTeam) {
  const scope: LeagueFilmScope = { kind: 'season', season: data.season };
  const efficiencyRows = data.situations.filter((row) => row.plays > 0);
  const overExpected = computePassRateOverExpected(
    efficiencyRows.map((row) => ({
      teamId: row.offenseTeamId,
      down: row.down ?? 0,
      yardsToGo: row.yardsToGo,
      plays: row.plays,
      dropbacks: row.dropbacks,
    })),
  );
  const explosive = teamsInPlay(data).map((teamId) => {
    const rows = ofSide(data.situations, teamId, 'offense');
    const runs = sumBy(rows, (row) => row.runs);
    const explosiveRuns = sumBy(rows, (row) => row.explosiveRuns);
    return {
      team: teamRef(teamId),
      runs,
      explosiveRuns,
      rate: runs === 0 ? null : Math.round((1000 * explosiveRuns) / runs) / 10,
      film: [
        {
          kind: 'explosiveRuns' as const,
          query: getExplosiveRunsFilmQuery(scope, teamId),
          plays: explosiveRuns,
        },
      ],
    };
  });
  explosive.sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || (a.team.teamId < b.team.teamId ? -1 : 1));
  return {
    passRateOverExpected: {
      method: LEAGUE_INSIGHT_METHODS.passRateOverExpected,
      teams: overExpected.map((row) => ({
        team: teamRef(row.teamId),
        plays: row.plays,
        passRate: row.passRate,
        expectedPassRate: row.expectedPassRate,
        overExpected: row.overExpected,
        film: toSideFilm(scope, row.teamId, 'offense', ofSide(data.situations, row.teamId, 'offense')),
      })),
    },
    explosiveRuns: { method: LEAGUE_INSIGHT_METHODS.explosiveRuns, teams: explosive },
  };
}

/** A season's league insights for `week`, from its plays (pure once the data is read). */
export function buildLeagueInsights(
  data: LeaguePlayData,
  week: number,
  playerNames: ReadonlyMap<NflId, NotablePlayerRow>,
): LeagueInsightsResponse {
  const teamRef = (teamId: TeamId): LeagueTeam => {
    const team = data.teams.get(teamId);
    return { teamId, abbr: team?.abbr ?? teamId, fullName: team?.fullName ?? teamId };
  };
  const weeks = data.situations.filter((row) => row.plays > 0).map((row) => row.week);
  return {
    season: data.season,
    week,
    latestWeek: weeks.length === 0 ? 0 : Math.max(...weeks),
    efficiency: buildEfficiency(data, teamRef),
    trends: buildTrends(data, week, teamRef),
    notables: buildNotables(data, week, teamRef, playerNames),
    beta: buildBeta(data, teamRef),
  };
}
