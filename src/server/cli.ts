/**
 * `npm start -- [options]`: builds the portal when its inputs changed, then serves it and the API
 * from one origin. Its options are the tables in options.ts (its own, the runtime config) and
 * src/sandbox/options-table.ts (the sandbox's, which it takes too); `--help` prints them.
 */
import {
  ConfigError,
  checkDataDir,
  startProblem,
  demoAccountsReport,
  helpLines,
  sandboxOptions,
  cliMessages,
} from '../sandbox/index.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { portalOptions, portalOptionsFromArgs, runtimeConfigVariables } from './options.ts';
import { startPortalServer } from './portal-server.ts';
import { RuntimeConfigError, loadRuntimeConfig } from './runtime-config.ts';
import { UpstreamError } from './upstream-proxy.ts';
import { stopOnSignals } from '../http/listen.ts';
import { type LogFormat, logFormatOr } from '../http/logger.ts';
import { metricsClause, plainHttpWarning } from '../http/start-up-lines.ts';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

const usage = `Usage: npm start -- [options]

Serves the built portal and its API from one origin (default http://127.0.0.1:8080/).
A flag wins over its environment variable, which wins over the default.

Portal options:
${helpLines(portalOptions)}
Runtime config (served as {basename}config.json; a variable wins over dist/config.json):
${helpLines(runtimeConfigVariables)}
Every option of \`npm run sandbox\` works here too:
${helpLines(sandboxOptions)}`;

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
  const url = `${running.url}${runtimeConfig.basename}`;
  const served = running.api && running.apiPath ? running.api : null;
  const apiUrl = served ? `${running.url}${running.apiPath}` : runtimeConfig.apiBase;
  const api = served
    ? `API at ${apiUrl}: ${served.describe}`
    : `no API here: the browser calls ${apiUrl} directly`;
  const messages = cliMessages(running.logger, options.sandboxConfig.logFormat);
  const warning = plainHttpWarning({
    address: (running.server.address() as AddressInfo).address,
    trustedProxies: options.sandboxConfig.trustedProxies,
    keepsSessions: options.keepSessions && running.apiPath !== null,
  });
  if (warning) warn(running.logger, options.sandboxConfig.logFormat, warning);
  const metrics =
    running.metricsUrl && running.metricsAddress
      ? `; ${metricsClause(running.metricsUrl, running.metricsAddress)}`
      : '';
  await messages.started(`Broadband portal listening on ${url} (${api})${metrics}`, {
    url,
    api: apiUrl,
    apiServedBy: served?.describe ?? null,
    ...(running.metricsUrl ? { metrics: running.metricsUrl } : {}),
  });
  if (running.api?.sandbox) messages.demoAccounts();

  stopOnSignals(running.stop, messages.say);
}

/** A warning at start: on stderr for a person, else a `warn` line of the log whatever its level. */
function warn(logger: Logger, format: LogFormat | null, line: string): void {
  if (logFormatOr(format) === 'pretty') process.stderr.write(`${line}\n`);
  else (logger.isLevelEnabled('warn') ? logger : logger.child({}, { level: 'warn' })).warn(line);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The portal could not start: ${message}\n`);
  process.exit(1);
});
