import type { TeamId, WeekSlug } from '@all22/domain';
import type { TeamStanding } from '@all22/stats';
import type { Random } from '../random/index.js';
import {
  createConferenceMatchups,
  createDivisionalMatchups,
  createPostseasonGames,
  createSuperBowlMatchup,
  createWildCardMatchups,
  type ConferenceSeeds,
  type PostseasonMatchup,
  type ScheduledGame,
} from '../schedule/index.js';
import type { PlayoffExit } from './determine-draft-order.js';

/** The postseason so far: the final regular-season standings and every playoff winner to date. */
export interface PostseasonProgress {
  standings: readonly TeamStanding[];
  /** The winners of each round played so far. */
  winners: Map<'WC' | 'DIV' | 'CONF' | 'SB', TeamId[]>;
  exits: Map<TeamId, PlayoffExit>;
}

/** Each conference's seeds, best first, from the final standings. */
export function getConferenceSeeds(standings: readonly TeamStanding[]): ConferenceSeeds {
  const seedsOf = (conference: 'AFC' | 'NFC'): TeamId[] =>
    standings
      .filter((row) => row.conferenceAbbr === conference && row.conferenceSeed !== null)
      .sort((a, b) => (a.conferenceSeed ?? 0) - (b.conferenceSeed ?? 0))
      .map((row) => row.teamId);
  return { AFC: seedsOf('AFC'), NFC: seedsOf('NFC') };
}

/**
 * The games of one playoff round, from the seeds and the winners so far: Wild Card from the
 * seeds, each later round from the previous round's winners (a round is only created once the
 * one before it has been played, as the league does).
 */
export function createPostseasonRound(
  season: number,
  round: WeekSlug,
  progress: PostseasonProgress,
  random: Random,
): ScheduledGame[] {
  const seeds = getConferenceSeeds(progress.standings);
  let matchups: PostseasonMatchup[];
  switch (round) {
    case 'WC':
      matchups = createWildCardMatchups(season, seeds);
      break;
    case 'DIV':
      matchups = createDivisionalMatchups(season, seeds, progress.winners.get('WC') ?? []);
      break;
    case 'CONF':
      matchups = createConferenceMatchups(season, seeds, progress.winners.get('DIV') ?? []);
      break;
    case 'SB':
      matchups = [createSuperBowlMatchup(season, seeds, progress.winners.get('CONF') ?? [])];
      break;
    default:
      return [];
  }
  return createPostseasonGames({ season, matchups, random });
}
