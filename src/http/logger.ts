/**
 * The servers' log: pino, one JSON object per line on stdout (`time`, `level` as a word, then the
 * fields), or the same made readable for a person (`--log-format pretty`, the default on a
 * terminal). JSON lines are gathered and written in batches off the request path (at most
 * BATCH_MS late); `flush()` on the way out, and what is left is written when the process exits.
 */
import { write, writeSync } from 'node:fs';
import { type DestinationStream, type Logger, pino } from 'pino';
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

/** The stream of each logger createLogger made. */
const streams = new WeakMap<Logger, DestinationStream>();

/** The format asked for, else the default: pretty on a terminal, else JSON. */
export const logFormatOr = (format: LogFormat | null | undefined): LogFormat =>
  format ?? (process.stdout.isTTY ? 'pretty' : 'json');

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = logFormatOr(options.format);
  const stream =
    format === 'pretty'
      ? pretty({ destination: options.to ?? 1, colorize: !options.to && Boolean(process.stdout.isTTY) })
      : (options.to ?? new LineBatches(1));
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    stream,
  );
  streams.set(logger, stream);
  return logger;
}

/**
 * Writes the lines `logger[level](fields, msg)` writes, given the fields as JSON members already
 * (`"a":1,"b":"x"`), in ASCII (anything else escaped, `\u00e9`): for the line of every request,
 * where pino's serialisation of an object costs more than the rest of the log. A logger that
 * createLogger did not make is handed the object.
 */
export function jsonLineWriter(
  logger: Logger,
  msg: string,
): (level: 'info' | 'error', members: string) => void {
  const stream = streams.get(logger);
  const ending = `,"msg":${JSON.stringify(msg)}}\n`;
  const heads = { info: '{"level":"info"', error: '{"level":"error"' };
  return (level, members) => {
    if (!logger.isLevelEnabled(level)) return;
    const line = `${heads[level]}${isoTime()},${members}${ending}`;
    if (stream instanceof LineBatches) stream.write(line, 'latin1');
    else if (stream) stream.write(line);
    else logger[level](JSON.parse(`{${members}}`) as object, msg);
  };
}

/** The servers' one-line messages (start, demo copies, failures with their stack) as log lines. */
export const messagesTo =
  (logger: Logger) =>
  (message: string): void =>
    logger.warn(message);

let second = Number.NaN;
let timeUpToSecond = '';
/** `123Z"` for each millisecond of a second. */
const MILLISECONDS = Array.from({ length: 1000 }, (_, ms) => `${String(ms).padStart(3, '0')}Z"`);
/** pino's `stdTimeFunctions.isoTime`, with the date and time up to the second formatted once a second. */
function isoTime(): string {
  const now = Date.now();
  const ms = now % 1000;
  if (now - ms !== second) {
    second = now - ms;
    timeUpToSecond = `,"time":"${new Date(now).toISOString().slice(0, 'YYYY-MM-DDTHH:mm:ss.'.length)}`;
  }
  return timeUpToSecond + MILLISECONDS[ms]!;
}

/** A batch is written once it is full… */
const BATCH_BYTES = 64 * 1024;
/** …or once its first line has waited this long. */
const BATCH_MS = 100;
/** When the reader of a pipe is behind (EAGAIN), the wait before writing again. */
const RETRY_MS = 10;

/** Every destination with lines not yet handed to a write, for the exit handler. */
const unwritten = new Set<LineBatches>();
let exitHandled = false;

/**
 * pino's destination for JSON: each line is copied at once into a batch of bytes, which the thread
 * pool writes to `fd` when it is full, so a line costs a copy rather than a system call, and no
 * line is kept as a string for the garbage collector to move. (pino's own, sonic-boom, keeps a
 * string that it measures whole on every line, which costs more than making the line.) Like
 * sonic-boom, it stops writing when the reader has gone (EPIPE) and throws on any other failure.
 */
class LineBatches implements DestinationStream {
  readonly #fd: number;
  /** Allocated when a line comes: a batch in the thread pool's hands is not written to again. */
  #batch = Buffer.alloc(0);
  #used = 0;
  /** Batches filled while a write was under way. */
  #full: Buffer[] = [];
  #writing = false;
  #timer: NodeJS.Timeout | undefined;
  #flushed: (() => void)[] = [];
  #readerGone = false;

  constructor(fd: number) {
    this.#fd = fd;
    if (!exitHandled) {
      exitHandled = true;
      process.once('exit', () => {
        for (const destination of unwritten) destination.flushSync();
      });
    }
  }

  /** A line from pino, or in ASCII (`latin1`: a byte a character, with no UTF-8 to work out). */
  write(line: string, encoding: 'utf8' | 'latin1' = 'utf8'): void {
    if (this.#readerGone) return;
    // A character takes at most 3 bytes in UTF-8.
    const most = encoding === 'latin1' ? line.length : line.length * 3;
    if (this.#batch.length - this.#used < most) {
      if (this.#used > 0) this.#full.push(this.#batch.subarray(0, this.#used));
      this.#batch = Buffer.allocUnsafe(Math.max(BATCH_BYTES, most));
      this.#used = 0;
    }
    if (this.#used === 0 && this.#full.length === 0) unwritten.add(this);
    this.#used += this.#batch.write(line, this.#used, encoding);
    if (this.#full.length > 0) this.#writePending();
    else this.#timer ??= setTimeout(this.#onTimer, BATCH_MS).unref();
  }

  /** Writes what is pending now; `done` once it has been written. */
  flush(done: () => void = () => {}): void {
    this.#flushed.push(done);
    this.#writePending();
  }

  /** Writes what is pending before returning: for the exit, when no callback will run again. */
  flushSync(): void {
    const bytes = this.#takePending();
    const giveUpAt = Date.now() + 1000;
    for (let offset = 0; offset < bytes.length && !this.#readerGone;) {
      try {
        offset += writeSync(this.#fd, bytes, offset);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() > giveUpAt) return;
      }
    }
  }

  readonly #onTimer = () => {
    this.#timer = undefined;
    this.#writePending();
  };

  #takePending(): Buffer {
    const last = this.#batch.subarray(0, this.#used);
    const pending = this.#full.length === 0 ? last : Buffer.concat([...this.#full.splice(0), last]);
    this.#batch = Buffer.alloc(0);
    this.#used = 0;
    unwritten.delete(this);
    clearTimeout(this.#timer);
    this.#timer = undefined;
    return pending;
  }

  /** Starts writing what is pending, unless a write is under way: its end comes back here. */
  #writePending(): void {
    if (this.#writing) return;
    if (this.#used === 0 && this.#full.length === 0) {
      for (const done of this.#flushed.splice(0)) done();
      return;
    }
    this.#send(this.#takePending());
  }

  #send(bytes: Buffer): void {
    this.#writing = true;
    write(this.#fd, bytes, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(() => this.#send(bytes), RETRY_MS);
        return;
      }
      this.#writing = false;
      if (error?.code === 'EPIPE') {
        this.#readerGone = true;
        this.#takePending();
      } else if (error) {
        throw error;
      } else if (written < bytes.length) {
        this.#send(bytes.subarray(written));
        return;
      }
      const due = this.#used > 0 && this.#timer === undefined;
      if (due || this.#full.length > 0 || this.#flushed.length > 0) this.#writePending();
    });
  }
}
