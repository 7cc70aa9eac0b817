import { players } from '@all22/db';
import { NAME_FOLDING_TABLE } from '@all22/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `text` folded in SQL as the search ranking folds names in JavaScript (case, accents, ' and .
 * dropped). translate() scans its whole table per character, so plain ASCII names (nearly all)
 * take lower().
 */
export function foldNameSql(text: SQLWrapper): SQL {
  return sql`case when ${text} ~ ${"[^ -~]|['`.]"}
  then translate(${text}, ${NAME_FOLDING_TABLE.from}, ${NAME_FOLDING_TABLE.to})
  else lower(${text}) end`;
}

/** A player's display, first and last names in one folded text, for matching the words of a term. */
export const searchableNamesSql = foldNameSql(
  sql`${players.displayName} || ' ' || ${players.firstName} || ' ' || ${players.lastName}`,
);

/**
 * True for players whose folded names (`names`: the player's, folded here, by default) contain
 * every word (already folded). Words are bound
 * parameters compared with strpos, so %, _ and \ in a term are plain characters, never patterns.
 */
export function matchesEveryNameWord(words: readonly string[], names: SQL = searchableNamesSql): SQL[] {
  return words.map((word) => sql`strpos(${names}, ${word}) > 0`);
}
