/**
 * `node seed-process.ts <database file> <product count> <now as ISO 8601>`: seeds that database in
 * a process of its own, so the memory that generating the data takes goes back to the system when
 * the process ends instead of staying with the long-running sandbox.
 */
import { DatabaseSync } from 'node:sqlite';
import { configureConnection } from './database.ts';
import { seed } from './seed/index.ts';

const [file, productCount, now] = process.argv.slice(2);
if (!file || !productCount || !now) {
  process.stderr.write('usage: seed-process.ts <database file> <product count> <now as ISO 8601>\n');
  process.exit(2);
}
const db = new DatabaseSync(file);
try {
  configureConnection(db);
  seed(db, { productCount: Number(productCount), now: new Date(now) });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  db.close();
}
