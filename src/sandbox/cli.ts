/**
 * `npm run sandbox -- [options]`: the sandbox alone. Its options, their variables and defaults are
 * the table in options-table.ts, which `--help` below prints.
 */
import { ConfigError, checkDataDir, configFromArgs, startProblem } from './config.ts';
import { demoAccountsReport } from './demo-accounts.ts';
import { helpLines, sandboxOptions } from './options-table.ts';
import { cliMessages } from './cli-messages.ts';
import { startSandbox } from './server.ts';
import { stopOnSignals } from '../http/listen.ts';
import { metricsClause } from '../http/start-up-lines.ts';

const usage = `Usage: npm run sandbox -- [options]

A flag wins over its environment variable, which wins over the default.

${helpLines(sandboxOptions)}`;

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
  const { seeded } = running.sandbox;
  const messages = cliMessages(running.logger, config.logFormat);
  const metrics =
    running.metricsUrl && running.metricsAddress
      ? `; ${metricsClause(running.metricsUrl, running.metricsAddress)}`
      : '';
  await messages.started(
    `Broadband sandbox listening on ${running.url}/ (database ${config.dataDir}${seeded ? ', freshly seeded' : ''})${metrics}`,
    {
      url: `${running.url}/`,
      database: config.dataDir,
      seeded,
      ...(running.metricsUrl ? { metrics: running.metricsUrl } : {}),
    },
  );
  messages.demoAccounts();

  stopOnSignals(running.stop, messages.say);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The sandbox could not start: ${message}\n`);
  process.exit(1);
});
