import type { PlayRecord } from '@all22/domain';
import type { PlayerLedger } from './player-ledger.js';
import { tallyDefense } from './tally-defense.js';
import { tallyGeneral } from './tally-general.js';
import { tallyParticipation } from './tally-participation.js';
import { tallyPassing } from './tally-passing.js';
import { tallyReceiving } from './tally-receiving.js';
import { tallyRushing } from './tally-rushing.js';
import { tallySpecialTeams } from './tally-special-teams.js';

/** Credits one play to every player it names. Order of plays does not matter. */
export function tallyPlay(play: PlayRecord, ledger: PlayerLedger): void {
  tallyParticipation(play, ledger);
  tallyPassing(play, ledger);
  tallyRushing(play, ledger);
  tallyReceiving(play, ledger);
  tallyDefense(play, ledger);
  tallySpecialTeams(play, ledger);
  tallyGeneral(play, ledger);
}
