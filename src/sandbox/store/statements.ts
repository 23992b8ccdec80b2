import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
const CACHE_SIZE = 300;

/**
 * The prepared statement for this SQL text on this database, prepared once and then reused:
 * preparing costs more than running most of the sandbox's queries. The SQL must carry a query's
 * shape only, never its values (those are bound parameters), or the cache would churn.
 */
export function prepared(
  db: DatabaseSync,
  sql: string,
  rows: 'objects' | 'arrays' = 'objects',
): StatementSync {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = rows === 'arrays' ? `arrays:${sql}` : sql;
  let statement = cache.get(key);
  if (statement) {
    cache.delete(key);
  } else {
    statement = db.prepare(sql);
    if (rows === 'arrays') statement.setReturnArrays(true);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, statement);
  return statement;
}
