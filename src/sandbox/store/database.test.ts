import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'database-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('opening the sandbox database', () => {
  it('seeds a new database (in a process of its own) and finds it seeded the next time', () => {
    const dataDir = freshDir();
    const now = new Date('2026-11-22T12:00:00.000Z');
    const first = openDatabase({ dataDir, reset: false, productCount: 300, now });
    expect(first.seeded).toBe(true);
    expect(first.db.prepare('SELECT count(*) AS n FROM carrier_products').get()).toEqual({ n: 300 });
    expect(first.db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get()).toEqual({
      value: now.toISOString(),
    });
    first.db.close();
    const again = openDatabase({ dataDir, reset: false, productCount: 999, now: new Date() });
    expect(again.seeded).toBe(false);
    expect(again.db.prepare('SELECT count(*) AS n FROM carrier_products').get()).toEqual({ n: 300 });
    again.db.close();
  });

  it('says why when the seed fails', () => {
    expect(() =>
      openDatabase({ dataDir: freshDir(), reset: true, productCount: 0, now: new Date() }),
    ).toThrow(/Seeding .* failed: .*productCount must be a positive integer, got 0/);
  });
});
