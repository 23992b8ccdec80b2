/**
 * `npm run sandbox -- [--host H] [--port P] [--data-dir DIR] [--reset] [--strict]
 *   [--backoffice-delay S] [--trusted-proxy CIDR] [--scale N] [--demo] [--accounts]`
 */
import { ConfigError, checkDataDir, configFromArgs, startProblem } from './config.ts';
import { demoAccountsReport, printDemoAccounts } from './demo-accounts.ts';
import { startSandbox } from './server.ts';
import { stopOnSignals } from './http/listen.ts';

const usage = `Usage: npm run sandbox -- [options]

  --host HOST              address to listen on (SANDBOX_HOST, default 127.0.0.1)
  --port PORT              port, 0 for any free one (SANDBOX_PORT, default 8080)
  --data-dir DIR           where the SQLite database and JWT secret live (SANDBOX_DATA_DIR, default ./data)
  --reset                  delete the database and seed it anew (SANDBOX_RESET=1)
  --strict                 validate every reply against its schema; a failure is error 011 (SANDBOX_STRICT=1)
  --backoffice-delay SEC   seconds before a requested cancellation becomes "cancelled" (SANDBOX_BACKOFFICE_DELAY, default 30)
  --trusted-proxy CIDR     believe X-Forwarded-For, -Host and -Proto from this peer (the entry it added);
                           repeatable (SANDBOX_TRUSTED_PROXIES, comma-separated)
  --public-url URL         where callers reach this server, for the URLs OpenRPC documents name
                           (SANDBOX_PUBLIC_URL); default: the address the server was reached at
  --login-origin ORIGIN    a web origin whose pages may log in from the browser (CORS on /jwt/log-in and
                           /jwt-log-out); repeatable (SANDBOX_LOGIN_ORIGINS, comma-separated; default none)
  --jwt-secret TEXT        HS256 secret (SANDBOX_JWT_SECRET; default: generated once and kept in the data directory)
  --token-lifetime SEC     bearer token lifetime in seconds (SANDBOX_TOKEN_LIFETIME, default 86400)
  --scale N                carrier products in a fresh seed (SANDBOX_SCALE, default 12000)
  --body-limit BYTES       largest request body (SANDBOX_BODY_LIMIT, default 1048576)
  --reader-threads N       threads for long listings beside the main one, 0 for none (SANDBOX_READER_THREADS,
                           default auto: 2 for a catalogue of 50,000 products or more, else 0)
  --demo                   demo mode: persona sign-in to a private copy of the data per visitor, a moving
                           backoffice (SANDBOX_DEMO=1)
  --demo-idle-minutes MIN  remove a private copy unused this long (SANDBOX_DEMO_IDLE_MINUTES, default 60)
  --demo-max-copies N      most private copies at once; a new one replaces the longest idle that is not in use,
                           and is refused (503) when all are (SANDBOX_DEMO_MAX_COPIES, default 40)
  --demo-in-use-minutes MIN
                           a copy used within this many minutes is never removed to make room
                           (SANDBOX_DEMO_IN_USE_MINUTES, default 10)
  --demo-copies-per-client N
                           most private copies of one client, an IPv4 address or an IPv6 /64; loopback has no
                           limit (SANDBOX_DEMO_COPIES_PER_CLIENT, default 3)
  --demo-sign-ins-per-minute N
                           persona sign-ins (copies made) per minute from all clients together
                           (SANDBOX_DEMO_SIGN_INS_PER_MINUTE, default 60)
  --demo-copy-growth-kib KIB
                           KiB a private copy may grow by through writes; past it a write answers 012
                           (SANDBOX_DEMO_COPY_GROWTH_KIB, default 4096)
  --demo-backoffice-interval SEC
                           seconds between two steps of the moving backoffice (SANDBOX_DEMO_BACKOFFICE_INTERVAL,
                           default 20)
  --log-level LEVEL        fatal, error, warn, info (default: one line per request), debug, trace or silent
                           (SANDBOX_LOG_LEVEL)
  --log-format FORMAT      json (one object per line) or pretty (SANDBOX_LOG_FORMAT; default pretty on a
                           terminal, else json)
  --metrics-port PORT      Prometheus metrics at http://HOST:PORT/metrics on a listener of their own
                           (SANDBOX_METRICS_PORT, or PORTAL_METRICS_PORT for npm start; default: none)
  --metrics-host HOST      where that listener binds (SANDBOX_METRICS_HOST, default 127.0.0.1)
  --accounts               print the demo accounts and apiKey tokens as JSON and exit
`;

async function main() {
  let parsed;
  try {
    parsed = configFromArgs(process.argv.slice(2), process.env);
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof TypeError ? error.message : String(error);
    process.stderr.write(`${message}\n\n${usage}`);
    process.exit(2);
  }
  const { config, accounts, help } = parsed;
  if (help) {
    process.stdout.write(usage);
    return;
  }
  if (accounts) {
    process.stdout.write(`${JSON.stringify(demoAccountsReport(), null, 2)}\n`);
    return;
  }

  let running;
  try {
    checkDataDir(config.dataDir);
    running = await startSandbox(config);
  } catch (error) {
    const problem = error instanceof ConfigError ? error.message : startProblem(error, config);
    if (problem === null) throw error;
    process.stderr.write(`${problem}\n`);
    process.exit(2);
  }
  process.stdout.write(
    `Broadband sandbox listening on ${running.url}/ (database ${config.dataDir}${running.sandbox.seeded ? ', freshly seeded' : ''})\n`,
  );
  printDemoAccounts((line) => process.stdout.write(`${line}\n`));

  stopOnSignals(running.stop, (line) => process.stdout.write(`${line}\n`));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The sandbox could not start: ${message}\n`);
  process.exit(1);
});
