import type { Db } from '../db/types';

/**
 * Memoizes `build` per database handle. For prepared statements of the hottest reads: drizzle then builds
 * their SQL once instead of on every call, and PostgreSQL parses and plans them once per connection
 * (named statements) instead of once per query.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
