import { getPositionGroup, type Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import { pickCollege } from './colleges.js';
import { getAgeOffset } from './develop-player.js';
import { getHeadshotUrlTemplate } from './headshot-url.js';
import type { LeaguePlayerState } from './league-state.js';
import type { LeagueState } from './league-state.js';
import { createBirthDate, getSeasonAge } from './player-age.js';
import { createPlayerBody } from './player-body.js';
import { createPlayerIds } from './player-ids.js';
import { createPlayerName } from './player-names.js';
import { createPlayerRatings } from './player-ratings.js';

export interface GeneratePlayerInput {
  position: Position;
  /** His first league year. */
  rookieSeason: number;
  /** His age on 1 September of the rookie season, 21–23. */
  rookieAge: number;
  /** The overall he reaches in his prime (see drawPeakTalent). */
  peakTalent: number;
  /** Accrued seasons so far (0 for a rookie). */
  experience: number;
  draft?: LeaguePlayerState['draft'];
}

/**
 * Creates a new player, unsigned (FA), and adds him to the league: fresh ids from the next
 * serial, a generated name and bio, and ratings for his age in the current season (his peak
 * level shifted by the age curve). `usedDisplayNames` is updated so later names avoid his.
 */
export function generatePlayer(
  state: LeagueState,
  input: GeneratePlayerInput,
  random: Random,
  usedDisplayNames?: Set<string>,
): LeaguePlayerState {
  const { position, rookieSeason, rookieAge, peakTalent, experience } = input;
  const ids = createPlayerIds(state.idSeed, state.players.length);
  const name = createPlayerName(random, usedDisplayNames);
  usedDisplayNames?.add(name.displayName);
  const birthDate = createBirthDate(rookieSeason, rookieAge, random);
  const age = getSeasonAge(birthDate, state.season);
  const { heightInches, weight } = createPlayerBody(position, random);
  // Every field written out in one literal, so all players share one object shape (V8 walks
  // thousands of them every week; spread-built objects were markedly slower to read).
  const player: LeaguePlayerState = {
    nflId: ids.nflId,
    gsisId: ids.gsisId,
    smartId: ids.smartId,
    firstName: name.firstName,
    lastName: name.lastName,
    displayName: name.displayName,
    position,
    positionGroup: getPositionGroup(position) ?? 'DB',
    birthDate,
    heightInches,
    weight,
    college: pickCollege(random),
    rookieSeason,
    draft: input.draft ?? null,
    status: 'FA',
    currentTeamId: null,
    jerseyNumber: null,
    experience,
    ratings: createPlayerRatings(position, peakTalent + getAgeOffset(position, age), random),
    headshotUrl: getHeadshotUrlTemplate(ids.smartId),
    injury: null,
  };
  state.players.push(player);
  return player;
}

/** The display names already in the league, so new players can avoid them. */
export function collectDisplayNames(state: LeagueState): Set<string> {
  return new Set(state.players.map((player) => player.displayName));
}
