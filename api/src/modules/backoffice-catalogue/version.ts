import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A record's version as the API shows it: `updated_at` as ISO with milliseconds, made by the database so that
 * what the client got and what the conditional UPDATE compares are the same text (the column keeps microseconds).
 */
export const versionOf = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The condition of an edit: the record is still at the version the client read. */
export const atVersion = (column: AnyColumn, version: string): SQL => sql`${versionOf(column)} = ${version}`;

/**
 * The new `updated_at` of an edit: now, but always at least a millisecond past the old value, so two edits in
 * the same millisecond still get different versions and a reader of the first cannot overwrite the second.
 */
export const nextVersion = (column: AnyColumn): SQL<Date> =>
  sql<Date>`greatest(clock_timestamp(), ${column} + interval '1 millisecond')`;
