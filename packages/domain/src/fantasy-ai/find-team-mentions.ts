/** A team as the analyst matches it in a question. */
export interface MentionableTeam {
  readonly teamId: string;
  readonly abbr: string;
  readonly city: string;
  readonly nick: string;
  readonly fullName: string;
}

export interface TeamMention<T extends MentionableTeam> {
  readonly team: T;
  /** The words of the question that named it (to leave out of the name search). */
  readonly phrase: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A team with the patterns that name it, in the order they are tried. */
interface TeamPatterns<T> {
  readonly team: T;
  readonly patterns: readonly RegExp[];
}

/** Each team list's patterns, built once: the analyst matches every question against the same list. */
const compiled = new WeakMap<readonly MentionableTeam[], readonly TeamPatterns<MentionableTeam>[]>();

function compileTeamPatterns<T extends MentionableTeam>(teams: readonly T[]): readonly TeamPatterns<T>[] {
  const held = compiled.get(teams);
  if (held) return held as readonly TeamPatterns<T>[];
  const cityCounts = new Map<string, number>();
  for (const team of teams) cityCounts.set(team.city, (cityCounts.get(team.city) ?? 0) + 1);
  const word = (text: string, flags: string) => new RegExp(`\\b${escapeRegExp(text)}\\b`, flags);
  const built = teams.map((team) => ({
    team,
    patterns: [
      word(team.fullName, 'i'),
      word(team.nick, 'i'),
      ...(cityCounts.get(team.city) === 1 ? [word(team.city, 'i')] : []),
      word(team.abbr, ''),
    ],
  }));
  compiled.set(teams, built);
  return built;
}

/**
 * The teams a question names, in order of appearance: by full name, nickname ("Chiefs"), a city
 * only one team plays in ("Kansas City", not "New York"), or an abbreviation written in capitals
 * ("KC"; "no" or "ne" in lower case are words, not teams).
 */
export function findTeamMentions<T extends MentionableTeam>(
  message: string,
  teams: readonly T[],
): TeamMention<T>[] {
  const found: { mention: TeamMention<T>; index: number }[] = [];
  for (const { team, patterns } of compileTeamPatterns(teams)) {
    for (const pattern of patterns) {
      const match = pattern.exec(message);
      if (match) {
        found.push({ mention: { team, phrase: match[0] }, index: match.index });
        break;
      }
    }
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.mention);
}
