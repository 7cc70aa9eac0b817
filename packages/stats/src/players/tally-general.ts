import type { NflId, PlayRecord, TeamId } from '@all22/domain';
import { isCountedPlay } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger } from './player-ledger.js';

/**
 * Who fumbled: the feed names no fumbler, so it is the ball carrier when known, else the rusher,
 * the receiver of a completion or the passer (a strip sack), in that order.
 */
const fumblerOf = (play: PlayRecord): NflId | null =>
  play.ballCarrierId ??
  play.rusherId ??
  (play.completion ? play.targetId : null) ??
  play.passerId ??
  play.returnerId;

/** A returner or interceptor who fumbles plays for the defense team on the record. */
const fumblerTeamOf = (play: PlayRecord, fumbler: NflId): TeamId =>
  fumbler === play.returnerId || fumbler === play.interceptorId ? play.defenseTeamId : play.possessionTeamId;

/**
 * Credits what fantasy scoring reads beyond the yardage sections: successful two-point tries
 * (passer, receiver and rusher each) and every fumble and lost fumble, whatever the role.
 */
export function tallyGeneral(play: PlayRecord, ledger: PlayerLedger): void {
  if (!isCountedPlay(play)) return;
  if (play.playType === 'play_type_two_point_conversion' && play.kickResult === 'SUCCESS') {
    const team = play.possessionTeamId;
    if (play.passerId !== null) getPlayerTotals(ledger, play.passerId, team).general.twoPointConversions += 1;
    if (play.targetId !== null && play.reception) {
      getPlayerTotals(ledger, play.targetId, team).general.twoPointConversions += 1;
    }
    if (play.rusherId !== null && play.carries > 0) {
      getPlayerTotals(ledger, play.rusherId, team).general.twoPointConversions += 1;
    }
  }
  if (!play.fumble) return;
  const fumbler = fumblerOf(play);
  if (fumbler === null) return;
  const general = getPlayerTotals(ledger, fumbler, fumblerTeamOf(play, fumbler)).general;
  general.fumbles += 1;
  if (play.fumbleLost) general.fumblesLost += 1;
}
