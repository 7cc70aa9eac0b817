import type { GameOddsResponse, GameResponse } from '@all22/contracts';
import {
  formatDecimalOddsAsAmerican,
  formatSpread,
  formatStatValue,
  formatTeamAbbr,
  isFinal,
} from '@all22/domain';

/** The odds feed's source whose external id joins a game to its line (spec 1 §3). */
const ODDS_JOIN_SOURCE = 'elias';

/** A week's lines by the game they belong to: the game's "elias" external id, else its gameId. */
export function findGameOdds(
  game: GameResponse,
  odds: readonly GameOddsResponse[],
): GameOddsResponse | undefined {
  const eliasId = game.externalIds.find((entry) => entry.source === ODDS_JOIN_SOURCE)?.id;
  if (eliasId !== undefined) {
    const joined = odds.find((line) => line.eliasId === eliasId);
    if (joined) return joined;
  }
  return odds.find((line) => line.gameId === game.gameId);
}

/**
 * The betting line a game card shows, as separate labels: the spread ("KC -3.5" or "Even"), the
 * moneyline in American odds ("BAL +315 · NYG -417") and the total ("O/U 44.5"). Empty when
 * odds are hidden, when the game is final (the line is history), or when both handicaps are not
 * there (spec 1 §5: odds and spread show only when both exist).
 */
export function getGameOddsLabels(
  game: GameResponse,
  line: GameOddsResponse | undefined,
  isOddsShown: boolean,
): string[] {
  if (!isOddsShown || isFinal(game.phase)) return [];
  const awayAbbr = game.visitorTeam.abbr;
  const homeAbbr = game.homeTeam.abbr;
  const spread = formatSpread(line ?? game.spread, { awayAbbr, homeAbbr });
  if (spread === null) return [];
  const labels = [spread];
  if (line?.awayPrice != null && line.homePrice != null) {
    labels.push(
      `${formatTeamAbbr(awayAbbr)} ${formatDecimalOddsAsAmerican(line.awayPrice)} · ` +
        `${formatTeamAbbr(homeAbbr)} ${formatDecimalOddsAsAmerican(line.homePrice)}`,
    );
  }
  if (line?.total != null) labels.push(`O/U ${formatStatValue(line.total)}`);
  return labels;
}
