/**
 * `npm run probe -- --api-upstream URL`: reads the provider's real service with a partner's own
 * account (API_USERNAME, API_PASSWORD, API_TOTP) and prints where its replies differ from the
 * portal's schemas, in a report that holds no value and can be sent as it is. Exit 0: the portal
 * can read every reply; 1: it cannot read some; 2: the probe could not run, or read no reply at all
 * (one line says why).
 */
import { writeFileSync } from 'node:fs';
import { askTotpAtTerminal } from './ask-totp.ts';
import { cliOptionsOf, usage } from './options.ts';
import { runProbe } from './probe.ts';
import { buildReport, reportLines } from './report.ts';
import { CouldNotRun, type TotpAsker } from './service.ts';

/** The code is asked for at a terminal only: a probe run by a script is never left waiting. */
const askAtTerminal: TotpAsker | null = process.stdin.isTTY ? () => askTotpAtTerminal() : null;

function couldNotRun(why: string, jsonFile: string | null): never {
  process.stderr.write(`probe: could not run: ${why}\n`);
  if (jsonFile) {
    try {
      writeFileSync(jsonFile, `${JSON.stringify({ exitCode: 2, couldNotRun: why }, null, 2)}\n`);
    } catch {
      // the line above says it all
    }
  }
  process.exit(2);
}

async function main(): Promise<void> {
  let options;
  try {
    options = cliOptionsOf(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof CouldNotRun) couldNotRun(error.message, null);
    throw error;
  }
  if (options.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  let report;
  try {
    report = buildReport(
      await runProbe({
        base: options.base,
        credentials: options.credentials,
        ...(options.totp ? { totp: options.totp } : {}),
        askTotp: askAtTerminal,
        basic: options.basic,
        address: options.address,
        zipcode: options.zipcode,
      }),
    );
  } catch (error) {
    if (error instanceof CouldNotRun) couldNotRun(error.message, options.jsonFile);
    throw error;
  }
  process.stdout.write(`${reportLines(report).join('\n')}\n`);
  if (options.jsonFile) {
    try {
      writeFileSync(options.jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      couldNotRun(
        `the JSON report could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        null,
      );
    }
  }
  process.exitCode = report.exitCode;
}

/** Anything else is a fault of the probe: named by its kind and place only, as its words might quote a reply. */
function unexpected(error: unknown): never {
  const kind = error instanceof Error ? error.name : typeof error;
  const place =
    error instanceof Error ? /\(?(\S*src\/probe\/[^\s)]+)/.exec(error.stack ?? '')?.[1] : undefined;
  couldNotRun(
    `the probe failed (${kind}${place ? ` at ${place.replace(/^.*(?=src\/probe\/)/, '')}` : ''})`,
    null,
  );
}

await main().catch(unexpected);
