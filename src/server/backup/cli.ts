/**
 * `npm run backup -- --data-dir DIR --to BACKUP` and `npm run restore -- --from BACKUP --data-dir DIR`:
 * a consistent copy of a portal server's state while it runs, and that state put back while it is
 * stopped. A refusal or a damaged backup ends with one line on stderr and exit code 2.
 */
import { BackupRefusal, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { STATE_FILES, type StateLocation, isStoreUrl, stateFileNamed, stateLocation } from './state-files.ts';
import { takeBackup } from './take-backup.ts';

const ENVIRONMENT_NOTE =
  'Not in it: PORTAL_SESSION_KEY and the other settings of the environment file ' +
  '(/etc/broadband-portal/environment under systemd): back that file up too.';

const usages = {
  backup: `Usage: npm run backup -- --data-dir DIR --to BACKUP [--session-store FILE]

Copies the portal server's state in DIR (${STATE_FILES.map((file) => file.name).join(', ')}) into the
new directory BACKUP, with a manifest.json, while the server runs.

  --data-dir DIR         the server's --data-dir (SANDBOX_DATA_DIR)
  --to BACKUP            a directory that does not exist yet, or an empty one
  --session-store FILE   the server's --session-store, when it is not in DIR (PORTAL_SESSION_STORE)

Not in it: the environment file, which holds PORTAL_SESSION_KEY; and with a Redis session store
the logged-out sessions, which Redis's own snapshot keeps (redis-cli --rdb FILE).
`,
  restore: `Usage: npm run restore -- --from BACKUP --data-dir DIR [--session-store FILE] [--force]

Puts the state saved by npm run backup back into DIR. Stop the server first.

  --from BACKUP          the directory npm run backup wrote
  --data-dir DIR         the server's --data-dir (SANDBOX_DATA_DIR)
  --session-store FILE   the server's --session-store, when it is not in DIR (PORTAL_SESSION_STORE)
  --force                replace the state DIR already holds
`,
};
type Command = keyof typeof usages;

const FLAGS: Record<Command, { values: readonly string[]; switches: readonly string[] }> = {
  backup: { values: ['data-dir', 'to', 'session-store'], switches: ['help'] },
  restore: { values: ['from', 'data-dir', 'session-store'], switches: ['force', 'help'] },
};

class UsageError extends Error {}

function parse(command: Command, args: readonly string[]): Map<string, string | true> {
  const found = new Map<string, string | true>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const [, name, inline] = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg) ?? [];
    if (arg === '-h') found.set('help', true);
    else if (name && FLAGS[command].switches.includes(name) && inline === undefined) found.set(name, true);
    else if (name && FLAGS[command].values.includes(name)) {
      const value = inline ?? args[++index];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
        throw new UsageError(`--${name} needs a value.`);
      }
      found.set(name, value);
    } else throw new UsageError(`Unknown argument ${JSON.stringify(arg)}.`);
  }
  return found;
}

const sessionStoreFrom = (flags: Map<string, string | true>, env: NodeJS.ProcessEnv) =>
  (flags.get('session-store') as string | undefined) ?? env.PORTAL_SESSION_STORE;

function locationFrom(flags: Map<string, string | true>, env: NodeJS.ProcessEnv): StateLocation {
  const dataDir = (flags.get('data-dir') as string | undefined) ?? env.SANDBOX_DATA_DIR;
  if (!dataDir)
    throw new UsageError('--data-dir is needed: the directory the server was given as --data-dir.');
  return stateLocation(dataDir, sessionStoreFrom(flags, env));
}

/** The store's scheme and host, without the credentials a URL may carry. */
const storeWithoutSecrets = (store: string) => {
  const url = URL.parse(store);
  return url ? `${url.protocol}//${url.host}` : 'a URL';
};

const sessionStoreNote = (flags: Map<string, string | true>, env: NodeJS.ProcessEnv) => {
  const store = sessionStoreFrom(flags, env) ?? '';
  return isStoreUrl(store)
    ? `Not in it: the logged-out sessions, kept in ${storeWithoutSecrets(store)}: back that up with redis-cli --rdb FILE.`
    : null;
};

function fileLines(manifest: Manifest, where: (name: string) => string): string {
  const width = Math.max(...manifest.files.map((file) => file.name.length));
  return manifest.files
    .map(
      (file) => `  ${file.name.padEnd(width)}  ${String(file.bytes).padStart(12)} bytes  ${where(file.name)}`,
    )
    .join('\n');
}

async function run(command: Command, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const flags = parse(command, args);
  if (flags.has('help')) return usages[command];
  const location = locationFrom(flags, env);
  if (command === 'backup') {
    const target = flags.get('to');
    if (typeof target !== 'string') throw new UsageError('--to is needed: a new directory for the backup.');
    const manifest = await takeBackup(location, target);
    const notes = [sessionStoreNote(flags, env), ENVIRONMENT_NOTE].filter(Boolean);
    return [
      `Backed up ${location.dataDir} to ${target} (taken ${manifest.takenAt}, portal ${manifest.portalVersion}):`,
      fileLines(manifest, (name) => stateFileNamed(name)!.what),
      ...notes,
      '',
    ].join('\n');
  }
  const from = flags.get('from');
  if (typeof from !== 'string') throw new UsageError('--from is needed: the directory npm run backup wrote.');
  const report = restoreBackup(from, location, flags.get('force') === true);
  const placed = new Map(report.restored.map(({ name, path }) => [name, `→ ${path}`]));
  return [
    `Restored the backup taken ${report.manifest.takenAt} (portal ${report.manifest.portalVersion}):`,
    fileLines(report.manifest, (name) => placed.get(name) ?? 'not restored: the session store is not a file'),
    ...report.removed.map((path) => `Removed ${path}: the backup does not hold it.`),
    'Start the server with the PORTAL_SESSION_KEY it had at the backup, or no kept session opens.',
    '',
  ].join('\n');
}

const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  const both = `${usages.backup}\n${usages.restore}`;
  if (command === '--help' || command === '-h') process.stdout.write(both);
  else
    process.stderr.write(
      `Say backup or restore first: node src/server/backup/cli.ts backup|restore …\n\n${both}`,
    );
  process.exit(command === '--help' || command === '-h' ? 0 : 2);
}
try {
  process.stdout.write(await run(command, args, process.env));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${usages[command]}`);
    process.exit(2);
  }
  if (error instanceof BackupRefusal) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`The ${command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
