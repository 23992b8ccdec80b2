/**
 * What the sandbox keeps in memory from its database (accounts, the next due cancellation) is
 * dropped when this connection writes what it was read from: temporary triggers call back into
 * JavaScript. A write by another process (an operator editing the file) sets off no trigger here,
 * so what is kept is read again once it is this old.
 */
import type { DatabaseSync } from 'node:sqlite';

export const OUTSIDE_WRITES_SHOW_WITHIN_MS = 1000;

/**
 * Calls `onWrite` after every write through `db` that one of `events` names, each written as a
 * trigger event: `INSERT ON main.users`, `UPDATE OF cancel_due_at ON main.transactions`.
 */
export function onWrites(
  db: DatabaseSync,
  name: string,
  events: readonly string[],
  onWrite: () => void,
): void {
  db.function(name, () => {
    onWrite();
    return null;
  });
  events.forEach((event, index) =>
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name}_${index} AFTER ${event} BEGIN SELECT ${name}(); END`),
  );
}
