/**
 * The logged-out sessions in a SQLite file: the store for instances on one host (SQLite's WAL mode
 * needs every process that opens the file on the same machine; over a network file system a
 * log-out is either not seen or the file is damaged). A session is remembered until its token
 * would have expired: after that its cookie opens nothing anyway.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { EndedSessions } from './ended-sessions.ts';

export interface EndedSessionsFile extends EndedSessions {
  /** Every session remembered and not expired: the ends a Redis store has still to write. */
  entries(): { sessionId: string; untilMs: number }[];
  /** Forgets one session (once another store holds it). */
  forget(sessionId: string): void;
  endNow(sessionId: string, untilMs: number): void;
  hasEndedNow(sessionId: string): boolean;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function openEndedSessionsFile(file: string, now: () => number = Date.now): EndedSessionsFile {
  mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  database.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS ended_sessions (
      session_id TEXT PRIMARY KEY,
      until_ms INTEGER NOT NULL
    ) WITHOUT ROWID;
  `);
  const insert = database.prepare(
    'INSERT INTO ended_sessions (session_id, until_ms) VALUES (?, ?) ' +
      'ON CONFLICT (session_id) DO UPDATE SET until_ms = max(until_ms, excluded.until_ms)',
  );
  const find = database.prepare('SELECT 1 FROM ended_sessions WHERE session_id = ? AND until_ms > ?');
  const live = database.prepare(
    'SELECT session_id AS sessionId, until_ms AS untilMs FROM ended_sessions WHERE until_ms > ? ORDER BY until_ms',
  );
  const remove = database.prepare('DELETE FROM ended_sessions WHERE session_id = ?');
  const purge = database.prepare('DELETE FROM ended_sessions WHERE until_ms <= ?');
  let purgedAt = 0;
  const purgeNowAndThen = () => {
    if (now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now();
    purge.run(purgedAt);
  };
  purgeNowAndThen();
  const endNow = (sessionId: string, untilMs: number) => {
    insert.run(sessionId, untilMs);
    purgeNowAndThen();
  };
  const hasEndedNow = (sessionId: string) => find.get(sessionId, now()) !== undefined;
  return {
    describe: `the file ${file}`,
    endNow,
    hasEndedNow,
    end: async (sessionId, untilMs) => endNow(sessionId, untilMs),
    hasEnded: async (sessionId) => hasEndedNow(sessionId),
    check: () => void database.prepare('SELECT 1').get(),
    entries: () => live.all(now()) as { sessionId: string; untilMs: number }[],
    forget: (sessionId) => void remove.run(sessionId),
    close: async () => database.close(),
  };
}
