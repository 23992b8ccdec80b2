/**
 * Every option of `npm run sandbox` (which `npm start` takes too) in one table. The parser
 * (`configFromArgs` in config.ts), `--help` of both CLIs and the "Every option" section of
 * docs/operations.md (written by `npm run generate`, checked by `npm run generate:check`) are all
 * made from it, so they cannot drift: a new option is a row here, then a line in config.ts that
 * reads it. `npm start`'s own options are the same kind of table in src/server/options.ts.
 */
import type { ParseArgsOptionsConfig } from 'node:util';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from './auth/jwt.ts';
import { defaultDemoSettings } from './demo/settings.ts';
import { DEFAULT_PRODUCT_COUNT } from './store/seed/index.ts';

/** One option of a CLI: a flag, its environment variables, its default and what it does. */
export interface CliOption {
  /** The flag without its dashes; none for a setting that only the environment gives. */
  readonly flag?: string;
  /** A one-letter alias (`-h`). */
  readonly short?: string;
  /** The value's name (`--port PORT`); none for a switch. */
  readonly value?: string;
  /** A value option that may be given more than once; its variable then takes a comma-separated list. */
  readonly repeats?: boolean;
  /** Environment variables read when the flag is not given; the first one set wins. */
  readonly env?: readonly string[];
  /** For a switch: the value of its variable that does what the flag does (default `1`). */
  readonly envValue?: string;
  /** The default as one value: giving it is the same as giving nothing. */
  readonly default?: string;
  /** The default in words, where it is not one value. */
  readonly defaultText?: string;
  /** For a runtime-config variable: the key of `config.json` it overrides. */
  readonly configKey?: string;
  /** What it does: a phrase, `code` in backticks (the backticks are left out of `--help`). */
  readonly help: string;
}

export const sandboxOptions = [
  {
    flag: 'host',
    value: 'HOST',
    env: ['SANDBOX_HOST'],
    default: '127.0.0.1',
    help: 'address to listen on',
  },
  {
    flag: 'port',
    value: 'PORT',
    env: ['SANDBOX_PORT'],
    default: '8080',
    help: 'port, 0 for any free one',
  },
  {
    flag: 'data-dir',
    value: 'DIR',
    env: ['SANDBOX_DATA_DIR'],
    defaultText: '`./data`',
    help: 'where the SQLite database and JWT secret live',
  },
  {
    flag: 'reset',
    env: ['SANDBOX_RESET'],
    help: 'delete the database and seed it anew',
  },
  {
    flag: 'strict',
    env: ['SANDBOX_STRICT'],
    help: 'validate every reply against its schema; a failure is error 011',
  },
  {
    flag: 'backoffice-delay',
    value: 'SEC',
    env: ['SANDBOX_BACKOFFICE_DELAY'],
    default: '30',
    help: 'seconds before a requested cancellation becomes "cancelled"',
  },
  {
    flag: 'account-rate-limit',
    value: 'CALLS',
    env: ['SANDBOX_ACCOUNT_RATE_LIMIT'],
    default: '0',
    help: 'calls per second one account may make with Basic or a bearer token, then 429 with `Retry-After` (0: no limit)',
  },
  {
    flag: 'trusted-proxy',
    value: 'CIDR',
    repeats: true,
    env: ['SANDBOX_TRUSTED_PROXIES'],
    defaultText: 'none',
    help: 'believe `X-Forwarded-For`, `-Host` and `-Proto` from this peer (the entry it added)',
  },
  {
    flag: 'public-url',
    value: 'URL',
    env: ['SANDBOX_PUBLIC_URL'],
    defaultText: 'the address the server was reached at',
    help: 'where callers reach this server, for the URLs OpenRPC documents name',
  },
  {
    flag: 'login-origin',
    value: 'ORIGIN',
    repeats: true,
    env: ['SANDBOX_LOGIN_ORIGINS'],
    defaultText: 'none',
    help: 'a web origin whose pages may log in from the browser (CORS on `/jwt/log-in` and `/jwt-log-out`)',
  },
  {
    flag: 'jwt-secret',
    value: 'TEXT',
    env: ['SANDBOX_JWT_SECRET'],
    defaultText: 'generated once and kept in the data directory',
    help: 'the HS256 secret',
  },
  {
    flag: 'token-lifetime',
    value: 'SEC',
    env: ['SANDBOX_TOKEN_LIFETIME'],
    default: String(DEFAULT_TOKEN_LIFETIME_SECONDS),
    help: 'bearer token lifetime in seconds',
  },
  {
    flag: 'scale',
    value: 'N',
    env: ['SANDBOX_SCALE'],
    default: String(DEFAULT_PRODUCT_COUNT),
    help: 'carrier products in a fresh seed',
  },
  {
    flag: 'body-limit',
    value: 'BYTES',
    env: ['SANDBOX_BODY_LIMIT'],
    default: '1048576',
    help: 'largest request body',
  },
  {
    flag: 'reader-threads',
    value: 'N',
    env: ['SANDBOX_READER_THREADS'],
    default: 'auto',
    help: 'threads for long listings beside the main one, 0 for none; `auto`: 2 for a catalogue of 50,000 products or more, else 0',
  },
  {
    flag: 'demo',
    env: ['SANDBOX_DEMO'],
    help: 'demo mode: persona sign-in to a private copy of the data per visitor, a moving backoffice',
  },
  {
    flag: 'demo-idle-minutes',
    value: 'MIN',
    env: ['SANDBOX_DEMO_IDLE_MINUTES'],
    default: String(defaultDemoSettings.idleMinutes),
    help: 'remove a private copy unused this long',
  },
  {
    flag: 'demo-max-copies',
    value: 'N',
    env: ['SANDBOX_DEMO_MAX_COPIES'],
    default: String(defaultDemoSettings.maxCopies),
    help: 'most private copies at once; a new one replaces the longest idle that is not in use, and is refused (503) when all are',
  },
  {
    flag: 'demo-in-use-minutes',
    value: 'MIN',
    env: ['SANDBOX_DEMO_IN_USE_MINUTES'],
    default: String(defaultDemoSettings.inUseMinutes),
    help: 'a copy used within this many minutes is never removed to make room',
  },
  {
    flag: 'demo-copies-per-client',
    value: 'N',
    env: ['SANDBOX_DEMO_COPIES_PER_CLIENT'],
    default: String(defaultDemoSettings.copiesPerClient),
    help: 'most private copies of one client, an IPv4 address or an IPv6 /64; loopback has no limit',
  },
  {
    flag: 'demo-sign-ins-per-minute',
    value: 'N',
    env: ['SANDBOX_DEMO_SIGN_INS_PER_MINUTE'],
    default: String(defaultDemoSettings.signInsPerMinute),
    help: 'persona sign-ins (copies made) per minute from all clients together',
  },
  {
    flag: 'demo-copy-growth-kib',
    value: 'KIB',
    env: ['SANDBOX_DEMO_COPY_GROWTH_KIB'],
    default: String(defaultDemoSettings.copyGrowthKib),
    help: 'KiB a private copy may grow by through writes; past it a write answers 012',
  },
  {
    flag: 'demo-backoffice-interval',
    value: 'SEC',
    env: ['SANDBOX_DEMO_BACKOFFICE_INTERVAL'],
    default: String(defaultDemoSettings.backofficeSeconds),
    help: 'seconds between two steps of the moving backoffice',
  },
  {
    flag: 'log-level',
    value: 'LEVEL',
    env: ['SANDBOX_LOG_LEVEL'],
    default: 'info',
    help: 'the least severe lines written: `fatal`, `error`, `warn`, `info` (one line per request), `debug`, `trace` or `silent`',
  },
  {
    flag: 'log-format',
    value: 'FORMAT',
    env: ['SANDBOX_LOG_FORMAT'],
    defaultText: '`pretty` on a terminal, else `json`',
    help: '`json` (one object per line) or `pretty`',
  },
  {
    flag: 'metrics-port',
    value: 'PORT',
    env: ['PORTAL_METRICS_PORT', 'SANDBOX_METRICS_PORT'],
    defaultText: 'none',
    help: 'Prometheus metrics at `http://HOST:PORT/metrics` on a listener of their own',
  },
  {
    flag: 'metrics-host',
    value: 'HOST',
    env: ['SANDBOX_METRICS_HOST'],
    default: '127.0.0.1',
    help: 'where that listener binds',
  },
  {
    flag: 'accounts',
    help: 'print the demo accounts and apiKey tokens as JSON and exit',
  },
  {
    flag: 'help',
    short: 'h',
    help: 'print this help and exit',
  },
] as const satisfies readonly CliOption[];

export type SandboxFlag = (typeof sandboxOptions)[number]['flag'];

/** node:util parseArgs' `options` for a table's flags. */
export function parseArgsOptions(table: readonly CliOption[]): ParseArgsOptionsConfig {
  return Object.fromEntries(
    table.flatMap((option) =>
      option.flag === undefined
        ? []
        : [
            [
              option.flag,
              {
                type: option.value === undefined ? ('boolean' as const) : ('string' as const),
                ...(option.repeats ? { multiple: true } : {}),
                ...(option.short ? { short: option.short } : {}),
              },
            ],
          ],
    ),
  );
}

/** The option of `table` with this flag (a flag the table has; typed by the caller). */
export function optionOf(table: readonly CliOption[], flag: string): CliOption {
  const option = table.find((entry) => entry.flag === flag);
  if (!option) throw new Error(`--${flag} is not in the options table`);
  return option;
}

/** The value of the first of an option's environment variables that is set (even to ""). */
export function envOf(option: CliOption, env: NodeJS.ProcessEnv): string | undefined {
  for (const name of option.env ?? []) if (env[name] !== undefined) return env[name];
  return undefined;
}

/** `--port PORT`, `-h, --help`, or the variable for a setting without a flag. */
export function optionLabel(option: CliOption): string {
  if (option.flag === undefined) return option.env?.join(', ') ?? '';
  const flag = `${option.short ? `-${option.short}, ` : ''}--${option.flag}`;
  return option.value === undefined ? flag : `${flag} ${option.value}`;
}

/** How the option's variables are written: `SANDBOX_RESET=1`, or `SANDBOX_TRUSTED_PROXIES` (a list). */
export function envNames(option: CliOption): string[] {
  return (option.env ?? []).map((name) =>
    option.value === undefined && option.flag !== undefined ? `${name}=${option.envValue ?? '1'}` : name,
  );
}

const plain = (text: string) => text.replaceAll('`', '');

/** The option's help as one line of `--help`: what it does, then its variables and default. */
export function helpSentence(option: CliOption): string {
  const notes: string[] = [];
  const names = option.flag === undefined ? [] : envNames(option);
  if (names.length > 0) {
    notes.push(`${names.join(' or ')}${option.repeats ? ', comma-separated' : ''}`);
  }
  if (option.configKey !== undefined) notes.push(`config.json "${option.configKey}"`);
  let defaults = '';
  if (option.default !== undefined) defaults = `default ${option.default}`;
  else if (option.defaultText !== undefined) defaults = `default: ${plain(option.defaultText)}`;
  const body = `${plain(option.help)}${option.repeats ? '; repeatable' : ''}`;
  const parenthesis = [notes.join(', '), defaults]
    .filter(Boolean)
    .join(option.default !== undefined ? ', ' : '; ');
  return parenthesis ? `${body} (${parenthesis})` : body;
}

const HELP_WIDTH = 110;
const LABEL_WIDTH = 25;

/** The words of `text` in lines of at most `width` characters (a longer word has a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The lines of `--help` for a table: the label, then what it does wrapped beside it. */
export function helpLines(table: readonly CliOption[]): string {
  const indent = ' '.repeat(2 + LABEL_WIDTH);
  return table
    .map((option) => {
      const label = optionLabel(option);
      const text = wrapWords(helpSentence(option), HELP_WIDTH - indent.length).map(
        (line) => `${indent}${line}`,
      );
      if (label.length <= LABEL_WIDTH - 2) text[0] = `  ${label.padEnd(LABEL_WIDTH)}${text[0]!.trimStart()}`;
      else text.unshift(`  ${label}`);
      return `${text.join('\n')}\n`;
    })
    .join('');
}
