import type { PlayType } from '../plays/index.js';
import { formatQuarterName, getGameFlow, type ScoredPlay } from './game-flow.js';
import { isFinal, isPregame } from './game-phase.js';

/** What the recap reads from a play of the play-by-play. */
export interface RecapPlay extends ScoredPlay {
  possessionTeamId: string;
  playType: PlayType;
  description: string;
  yardsGained: number;
  isNoPlay: boolean;
  isTurnover: boolean;
  touchdown: boolean;
  points: number;
  scoringTeamId: string | null;
}

export interface RecapTeam {
  teamId: string;
  /** "Kansas City Chiefs" */
  fullName: string;
  /** "Chiefs" */
  nick: string;
}

export interface RecapInput {
  phase: string;
  home: RecapTeam;
  visitor: RecapTeam;
  /** Every play of the game so far, in any order. */
  plays: readonly RecapPlay[];
}

/** A generated game story: a headline and its paragraphs, plain text. */
export interface GameRecap {
  headline: string;
  paragraphs: string[];
}

const score = (play: ScoredPlay, winnerIsHome: boolean): string =>
  winnerIsHome ? `${play.homeScore}-${play.visitorScore}` : `${play.visitorScore}-${play.homeScore}`;

/** "a 9-yard", "an 8-yard", "an 11-yard": the article goes by how the number is spoken. */
export function formatYardage(yards: number): string {
  const spoken = String(Math.abs(yards));
  const isVowelSound = spoken.startsWith('8') || /^1[18]$/.test(spoken) || /^1[18]\d{2}$/.test(spoken);
  return `${isVowelSound ? 'an' : 'a'} ${yards}-yard`;
}

/** How a scoring play scored, as a verb phrase. */
const describeScore = (play: RecapPlay): string => {
  if (play.touchdown) {
    if (play.isTurnover) return 'scored a defensive touchdown';
    if (play.playType === 'play_type_pass')
      return `scored on ${formatYardage(play.yardsGained)} touchdown pass`;
    if (play.playType === 'play_type_rush')
      return `scored on ${formatYardage(play.yardsGained)} touchdown run`;
    return 'returned a kick for a touchdown';
  }
  switch (play.playType) {
    case 'play_type_field_goal':
      return 'kicked a field goal';
    case 'play_type_xp':
      return 'added the extra point';
    case 'play_type_two_point_conversion':
      return 'converted a two-point try';
    default:
      return play.points === 2 ? 'recorded a safety' : `scored ${play.points} points`;
  }
};

/** The scoring plays as sentences, by period; extra points fold into the touchdown before them. */
const describeScoring = (input: RecapInput, ordered: readonly RecapPlay[]): string[] => {
  const nameOf = (teamId: string | null) =>
    teamId === input.home.teamId
      ? input.home.nick
      : teamId === input.visitor.teamId
        ? input.visitor.nick
        : 'A team';
  const byQuarter = new Map<number, string[]>();
  ordered.forEach((play, index) => {
    if (play.points <= 0 || play.isNoPlay || play.playType === 'play_type_xp') return;
    const next = ordered[index + 1];
    const after = next?.playType === 'play_type_xp' && next.points > 0 ? next : play;
    const lead = after.homeScore >= after.visitorScore;
    const leader = lead ? input.home.nick : input.visitor.nick;
    const state =
      after.homeScore === after.visitorScore
        ? `tie it ${score(after, true)}`
        : `make it ${score(after, lead)} ${leader}`;
    const sentence = `The ${nameOf(play.scoringTeamId)} ${describeScore(play)} with ${play.clock} left to ${state}.`;
    byQuarter.set(play.quarter, [...(byQuarter.get(play.quarter) ?? []), sentence]);
  });
  return [...byQuarter.entries()]
    .sort(([a], [b]) => a - b)
    .map(([quarter, sentences]) => {
      const period = formatQuarterName(quarter);
      return `In the ${period}: ${sentences.join(' ')}`;
    });
};

/** The longest gain from scrimmage that counted, if any. */
const findLongestPlay = (ordered: readonly RecapPlay[]): RecapPlay | undefined =>
  ordered
    .filter(
      (play) => !play.isNoPlay && (play.playType === 'play_type_pass' || play.playType === 'play_type_rush'),
    )
    .reduce<RecapPlay | undefined>(
      (best, play) => (!best || play.yardsGained > best.yardsGained ? play : best),
      undefined,
    );

/**
 * A game story generated from the play-by-play: who won (or leads) and by how much, the scoring
 * in order, how the lead moved, turnovers and the longest play. Null before kick-off (no plays):
 * there is nothing to tell yet.
 */
export function generateGameRecap(input: RecapInput): GameRecap | null {
  if (input.plays.length === 0 || isPregame(input.phase)) return null;
  const ordered = [...input.plays].sort((a, b) => a.sequence - b.sequence);
  const last = ordered[ordered.length - 1]!;
  const final = isFinal(input.phase);
  const homeAhead = last.homeScore > last.visitorScore;
  const tied = last.homeScore === last.visitorScore;
  const [ahead, behind] = homeAhead ? [input.home, input.visitor] : [input.visitor, input.home];
  const finalScore = score(last, homeAhead);

  let headline: string;
  let opening: string;
  if (tied) {
    headline = final
      ? `${input.visitor.nick} and ${input.home.nick} tie ${finalScore}`
      : `${input.visitor.nick} and ${input.home.nick} level at ${finalScore}`;
    opening = final
      ? `The ${input.visitor.fullName} and the ${input.home.fullName} played to a ${finalScore} tie.`
      : `The ${input.visitor.fullName} and the ${input.home.fullName} are tied ${finalScore} in the ${formatQuarterName(last.quarter)}.`;
  } else if (final) {
    const where = homeAhead ? 'at home' : 'on the road';
    headline = `${ahead.nick} beat ${behind.nick} ${finalScore}`;
    opening = `The ${ahead.fullName} beat the ${behind.fullName} ${finalScore} ${where}.`;
  } else {
    headline = `${ahead.nick} lead ${behind.nick} ${finalScore}`;
    opening = `The ${ahead.fullName} lead the ${behind.fullName} ${finalScore} in the ${formatQuarterName(last.quarter)}.`;
  }

  const paragraphs = [opening];
  const scoring = describeScoring(input, ordered);
  paragraphs.push(...(scoring.length > 0 ? scoring : ['Neither team has scored.']));

  const flow = getGameFlow(ordered);
  const flowSentences: string[] = [];
  if (flow.leadChanges > 0) {
    flowSentences.push(
      `The lead changed hands ${flow.leadChanges} ${flow.leadChanges === 1 ? 'time' : 'times'}.`,
    );
  }
  if (flow.largestLead) {
    const side = flow.largestLead.side === 'home' ? input.home : input.visitor;
    flowSentences.push(
      `The ${side.nick}' largest lead was ${flow.largestLead.points} points, at ` +
        `${score(flow.largestLead.play, flow.largestLead.side === 'home')}.`,
    );
  }
  const turnovers = (team: RecapTeam) =>
    ordered.filter((play) => play.isTurnover && !play.isNoPlay && play.possessionTeamId === team.teamId)
      .length;
  flowSentences.push(
    `Turnovers: ${input.visitor.nick} ${turnovers(input.visitor)}, ${input.home.nick} ${turnovers(input.home)}.`,
  );
  const longest = findLongestPlay(ordered);
  if (longest && longest.yardsGained > 0) {
    const team = longest.possessionTeamId === input.home.teamId ? input.home : input.visitor;
    flowSentences.push(
      `The longest play was ${formatYardage(longest.yardsGained)} gain by the ${team.nick} in the ` +
        `${formatQuarterName(longest.quarter)}: ${longest.description}`,
    );
  }
  paragraphs.push(flowSentences.join(' '));
  return { headline, paragraphs };
}
