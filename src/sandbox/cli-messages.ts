import type { Logger } from 'pino';
import { printDemoAccounts } from './demo-accounts.ts';
import { type LogFormat, logFormatOr } from '../http/logger.ts';

/**
 * What a CLI says besides the access log: the start line, the demo accounts, the shutdown. For a
 * person (`pretty`, the default on a terminal) plain lines. In a JSON log, log lines like the
 * others; the start line (`info`, the message and `fields`) is written whatever the level, since
 * whoever waits for the server to listen (a supervisor, the tests, the bench) reads it. The demo
 * accounts, passwords and all, are printed for a person at a terminal only, never into a log.
 */
export function cliMessages(logger: Logger, format: LogFormat | null) {
  const forPerson = logFormatOr(format) === 'pretty';
  const print = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  return {
    async started(message: string, fields: Record<string, unknown>): Promise<void> {
      if (forPerson) return print(message);
      const start = logger.isLevelEnabled('info') ? logger : logger.child({}, { level: 'info' });
      start.info(fields, message);
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
    },
    demoAccounts(): void {
      if (forPerson) printDemoAccounts(print);
    },
    say: forPerson ? print : (line: string) => logger.info(line),
  };
}
