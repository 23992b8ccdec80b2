import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../store/database.ts';
import { DEFAULT_PRODUCT_COUNT } from '../store/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
  }
}

/** Seeds one database for the whole run; each test file starts its sandbox on a copy of it. */
export default function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-template-'));
  const { db } = openDatabase({ dataDir, reset: true, productCount: DEFAULT_PRODUCT_COUNT, now: new Date() });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('templateDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
