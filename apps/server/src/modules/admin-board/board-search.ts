import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Portable searches for the back-office (issue 17): the same SQL on SQLite and PostgreSQL,
 * shaped so an index can answer the prefix ones.
 *
 * A prefix is a range on the indexed value (`value >= 'ada' and value < 'adb'`), which
 * both databases read from a B-tree in any collation, plus an exact `substr` test, so a
 * collation that sorts punctuation apart can only make the range miss a row, never return a
 * wrong one. LIKE would need an index of its own kind on PostgreSQL outside the C locale
 * (`text_pattern_ops`), and SQLite uses an index for LIKE only on a NOCASE column. A
 * "contains" is LIKE with `%` and `_` escaped: it reads every row, so it is offered only
 * where no index can help (names and album titles).
 */

/** The smallest string above every string that starts with `prefix` (binary order). */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return head + String.fromCodePoint(last + 1);
}

/** `value` starts with `prefix` (both compared as given: lower-case them first). */
export function startsWith(value: Expression<string | null>, prefix: string) {
  return sql<SqlBool>`(${value} >= ${prefix} and ${value} < ${prefixEnd(prefix)} and substr(${value}, 1, ${[...prefix].length}) = ${prefix})`;
}

/** A LIKE pattern that matches `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(value)` contains the (lower-case) `text`. */
export function lowerContains(value: Expression<string | null>, text: string) {
  return sql<SqlBool>`lower(${value}) like ${containsPattern(text)} escape '\\'`;
}

/** `lower(value)`, as the expression indexes of migration 0015 are written. */
export const lower = (value: Expression<string | null>) => sql<string | null>`lower(${value})`;
