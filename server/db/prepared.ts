import type { Database } from './client';

/**
 * A lookup on a hot path (a registration's create), prepared once per database for modules of plain functions (a
 * service made once per app, as the shop's, prepares in its factory): named, so PostgreSQL parses and plans it once
 * per connection and then keeps a generic plan (PGlite runs it as any other query). Only for lookups whose best
 * plan does not depend on the values, as lookups by key do; the counts keep their plans per call.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
