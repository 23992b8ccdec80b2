/**
 * The servers' log: pino, one JSON object per line on stdout (`time`, `level` as a word, then the
 * fields), or the same made readable for a person (`--log-format pretty`, the default on a
 * terminal). Lines are buffered and written off the request path; `flush()` on the way out.
 */
import { type DestinationStream, type Logger, destination, pino, stdTimeFunctions } from 'pino';
import pretty from 'pino-pretty';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LoggerOptions {
  level?: LogLevel;
  /** Default: pretty when stdout is a terminal, else json. */
  format?: LogFormat;
  /** Where the lines go (default stdout); tests pass a stream of their own. */
  to?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const stream =
    format === 'pretty'
      ? pretty({ destination: options.to ?? 1, colorize: !options.to && Boolean(process.stdout.isTTY) })
      : (options.to ?? destination({ dest: 1, minLength: 4096, sync: false }));
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    stream,
  );
}

/** The servers' one-line messages (start, demo copies, failures with their stack) as log lines. */
export const messagesTo =
  (logger: Logger) =>
  (message: string): void =>
    logger.warn(message);
