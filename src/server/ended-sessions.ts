/**
 * The kept sessions that were logged out, shared by every portal server that opens the same file
 * (several instances behind one proxy point `--session-store` at one file on a disk they share,
 * as they share PORTAL_SESSION_KEY). A session is remembered until its token would have expired:
 * after that its cookie opens nothing anyway.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export interface EndedSessions {
  /** Remembers that the session ended; it stays ended until `untilMs`. */
  end(sessionId: string, untilMs: number): void;
  hasEnded(sessionId: string): boolean;
  close(): void;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function openEndedSessions(file: string, now: () => number = Date.now): EndedSessions {
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
  const purge = database.prepare('DELETE FROM ended_sessions WHERE until_ms <= ?');
  let purgedAt = 0;
  const purgeNowAndThen = () => {
    if (now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now();
    purge.run(purgedAt);
  };
  purgeNowAndThen();
  return {
    end(sessionId, untilMs) {
      insert.run(sessionId, untilMs);
      purgeNowAndThen();
    },
    hasEnded: (sessionId) => find.get(sessionId, now()) !== undefined,
    close: () => database.close(),
  };
}
