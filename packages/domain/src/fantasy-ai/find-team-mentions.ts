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

/**
 * The teams a question names, in order of appearance: by full name, nickname ("Chiefs"), a city
 * only one team plays in ("Kansas City", not "New York"), or an abbreviation written in capitals
 * ("KC"; "no" or "ne" in lower case are words, not teams).
 */
export function findTeamMentions<T extends MentionableTeam>(
  message: string,
  teams: readonly T[],
): TeamMention<T>[] {
  const cityCounts = new Map<string, number>();
  for (const team of teams) cityCounts.set(team.city, (cityCounts.get(team.city) ?? 0) + 1);
  const found: { mention: TeamMention<T>; index: number }[] = [];
  for (const team of teams) {
    const phrases: { pattern: RegExp }[] = [
      { pattern: new RegExp(`\\b${escapeRegExp(team.fullName)}\\b`, 'i') },
      { pattern: new RegExp(`\\b${escapeRegExp(team.nick)}\\b`, 'i') },
      ...(cityCounts.get(team.city) === 1
        ? [{ pattern: new RegExp(`\\b${escapeRegExp(team.city)}\\b`, 'i') }]
        : []),
      { pattern: new RegExp(`\\b${escapeRegExp(team.abbr)}\\b`) },
    ];
    for (const { pattern } of phrases) {
      const match = pattern.exec(message);
      if (match) {
        found.push({ mention: { team, phrase: match[0] }, index: match.index });
        break;
      }
    }
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.mention);
}
