/**
 * `npm start -- [--api-upstream URL] [--no-build] [--dist-dir DIR] [--source-maps]
 * [--no-keep-sessions] [sandbox flags…]`: builds the portal when its inputs changed, then serves
 * it and the API from one origin.
 */
import { ConfigError, checkDataDir, startProblem } from '../sandbox/config.ts';
import { demoAccountsReport, printDemoAccounts } from '../sandbox/demo-accounts.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { portalOptionsFromArgs } from './options.ts';
import { startPortalServer } from './portal-server.ts';
import { RuntimeConfigError, loadRuntimeConfig } from './runtime-config.ts';
import { UpstreamError } from './upstream-proxy.ts';
import { stopOnSignals } from '../sandbox/http/listen.ts';

const usage = `Usage: npm start -- [options]

Serves the built portal and its API from one origin (default http://127.0.0.1:8080/).

Portal options:
  --api-upstream URL       forward the API to the provider's real service at URL instead of
                           starting the sandbox (API_UPSTREAM)
  --no-build               serve dist/ as it is, without rebuilding when sources changed
  --dist-dir DIR           serve an already built portal from DIR (implies --no-build)
  --source-maps            serve the build's source maps (*.map); without it they are 404
  --no-keep-sessions       do not keep sessions across reloads (PORTAL_KEEP_SESSIONS=off); the
                           cookie's key is PORTAL_SESSION_KEY (64 hex digits), else new each start
  --session-store FILE     the logged-out sessions (PORTAL_SESSION_STORE; default
                           ended-sessions.sqlite in the data directory): instances that share
                           PORTAL_SESSION_KEY share this file too

Runtime config (served as {basename}config.json; overrides dist/config.json):
  PORTAL_BASENAME, PORTAL_API_BASE, PORTAL_DEFAULT_LOCALE,
  PORTAL_ALLOWED_PARENT_ORIGINS (comma-separated origins allowed to frame the portal)

Every option of \`npm run sandbox -- --help\` works here too (--host, --port, --data-dir,
--reset, --strict, …, and their SANDBOX_* variables).
`;

const isUsageError = (error: unknown) =>
  error instanceof ConfigError ||
  error instanceof TypeError ||
  error instanceof UpstreamError ||
  error instanceof RuntimeConfigError;

async function main() {
  let options;
  try {
    options = portalOptionsFromArgs(process.argv.slice(2), process.env);
  } catch (error) {
    process.stderr.write(`${isUsageError(error) ? (error as Error).message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(usage);
    return;
  }
  if (options.accounts) {
    process.stdout.write(`${JSON.stringify(demoAccountsReport(), null, 2)}\n`);
    return;
  }

  if (options.build) await buildIfNeeded({ log: (line) => process.stdout.write(`${line}\n`) });
  let runtimeConfig;
  try {
    runtimeConfig = loadRuntimeConfig(options.distDir, process.env);
  } catch (error) {
    process.stderr.write(`${isUsageError(error) ? (error as Error).message : String(error)}\n`);
    process.exit(2);
  }
  let running;
  try {
    checkDataDir(options.sandboxConfig.dataDir);
    running = await startPortalServer({
      distDir: options.distDir,
      runtimeConfig,
      sandboxConfig: options.sandboxConfig,
      apiUpstream: options.apiUpstream,
      sourceMaps: options.sourceMaps,
      keepSessions: options.keepSessions,
      sessionKey: options.sessionKey,
      ...(options.sessionStore ? { sessionStore: options.sessionStore } : {}),
    });
  } catch (error) {
    const problem = error instanceof ConfigError ? error.message : startProblem(error, options.sandboxConfig);
    if (problem === null) throw error;
    process.stderr.write(`${problem}\n`);
    process.exit(2);
  }
  const api =
    running.api && running.apiPath
      ? `API at ${running.url}${running.apiPath}: ${running.api.describe}`
      : `no API here: the browser calls ${runtimeConfig.apiBase} directly`;
  process.stdout.write(`Broadband portal listening on ${running.url}${runtimeConfig.basename} (${api})\n`);
  if (running.api?.sandbox) printDemoAccounts((line) => process.stdout.write(`${line}\n`));

  stopOnSignals(running.stop, (line) => process.stdout.write(`${line}\n`));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The portal could not start: ${message}\n`);
  process.exit(1);
});
