import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRODUCT_COUNT } from './store/seed/index.ts';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from './auth/jwt.ts';
import { defaultThrottleSettings, type ThrottleSettings } from './auth/throttle.ts';
import { type DemoSettings, defaultDemoSettings } from './demo/settings.ts';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from '../http/logger.ts';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { type SandboxFlag, envOf, optionOf, parseArgsOptions, sandboxOptions } from './options-table.ts';

export interface SandboxConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Delete the database and seed it anew at start. */
  reset: boolean;
  /** Validate every reply against its reply schema (a failure becomes error 011). */
  strictReplies: boolean;
  /** Seconds after a cancellation request before the simulated backoffice marks it cancelled. */
  backofficeDelaySeconds: number;
  /** Calls per second one account may make with Basic or a bearer token (0: no limit). */
  accountCallsPerSecond: number;
  bodyLimitBytes: number;
  /** Peers (addresses or CIDR) whose X-Forwarded-For is believed for the client IP. */
  trustedProxies: string[];
  /**
   * Web origins whose pages may call the log-in and log-out from a browser (CORS); none by default,
   * so only pages of the sandbox's own origin can. Class URLs answer any origin.
   */
  loginOrigins: string[];
  /**
   * Where callers reach this server (`https://portal.example.nl`, maybe with a path in front of
   * the mount), for documents that name their own URLs (OpenRPC's servers, rpc.discover); null:
   * the address and port the server was reached at, never a host taken from a request.
   */
  publicUrl: string | null;
  /** HS256 secret; generated and kept in the data directory when not given. */
  jwtSecret: string | null;
  /** Lifetime of a bearer token; every authenticated reply carries a renewed one. */
  tokenLifetimeSeconds: number;
  /** Number of carrier products a fresh seed creates. */
  productCount: number;
  throttle: ThrottleSettings;
  /** Slow clients: headers must arrive within this many seconds… */
  headersTimeoutSeconds: number;
  /** …and the whole request within this many. */
  requestTimeoutSeconds: number;
  /** Header carrying the correlation id of every response. */
  cidHeader: string;
  /** The lowest level of the log written (access lines are `info`). */
  logLevel: LogLevel;
  /** `json` lines or `pretty` ones; null: pretty on a terminal, else json. */
  logFormat: LogFormat | null;
  /** The port of the Prometheus listener (`/metrics`); null: none. */
  metricsPort: number | null;
  /** Where that listener binds (loopback unless said otherwise). */
  metricsHost: string;
  /**
   * Threads that run long listings beside the main thread; 0 runs them on it. `auto`: two for a
   * catalogue of 50,000 products or more, where listings read long; none for a smaller one, which
   * the main thread answers in milliseconds without the memory two more heaps take (about 50 MiB).
   */
  readerThreads: number | 'auto';
  /** Demo mode: persona sign-in to private copies of the data, a moving backoffice; null when off. */
  demo: DemoSettings | null;
  /**
   * The time the service lives at, instead of the machine's (no flag): the OpenRPC examples are
   * answers of a sandbox seeded and running at one fixed moment.
   */
  clock?: () => Date;
}

export const defaultDataDir = fileURLToPath(new URL('../../data/', import.meta.url));

export const defaultConfig: SandboxConfig = {
  host: '127.0.0.1',
  port: 8080,
  dataDir: defaultDataDir,
  reset: false,
  strictReplies: false,
  backofficeDelaySeconds: 30,
  accountCallsPerSecond: 0,
  bodyLimitBytes: 1_048_576,
  trustedProxies: [],
  loginOrigins: [],
  publicUrl: null,
  jwtSecret: null,
  tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS,
  productCount: DEFAULT_PRODUCT_COUNT,
  throttle: defaultThrottleSettings,
  headersTimeoutSeconds: 10,
  requestTimeoutSeconds: 30,
  cidHeader: 'X-Broadband-CID',
  logLevel: 'info',
  logFormat: null,
  metricsPort: null,
  metricsHost: '127.0.0.1',
  readerThreads: 'auto',
  demo: null,
};

export class ConfigError extends Error {}

/** The data directory exists (made when missing) and can be written; else a configuration error. */
export function checkDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `The data directory ${dir} cannot be written (${reason}); choose another with --data-dir.`,
    );
  }
}

/** What stopped a server from starting, in one line for a person, when it is theirs to fix. */
export function startProblem(error: unknown, config: Pick<SandboxConfig, 'host' | 'port'>): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${config.port} on ${config.host} is in use: stop what listens there, or choose another with --port.`;
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen')
    return `No permission to listen on port ${config.port} on ${config.host}: choose a port above 1023 with --port.`;
  if (code === 'EADDRNOTAVAIL')
    return `${config.host} is not an address of this machine: choose another with --host.`;
  return null;
}

function numberOption(
  name: SandboxFlag,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`--${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  }
  return value;
}

/** `https://host[:port]` as a browser sends it in `Origin`; anything else is a configuration error. */
function webOrigin(text: string): string {
  const url = URL.parse(text);
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin !== text.replace(/\/$/, '')
  ) {
    throw new ConfigError(
      `--login-origin must be an origin such as https://portal.example.nl, got "${text}".`,
    );
  }
  return url.origin;
}

/** An http(s) URL without credentials, query or fragment, without its trailing slash. */
function publicUrl(text: string): string {
  const url = URL.parse(text);
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(
      `--public-url must be an http(s) URL such as https://portal.example.nl, got "${text}".`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** One of `choices`, or `fallback` when not given; anything else is a configuration error. */
function oneOf<T extends string, F>(
  name: SandboxFlag,
  text: string | undefined,
  choices: readonly T[],
  fallback: F,
): T | F {
  if (text === undefined || text === '') return fallback;
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw new ConfigError(`--${name} must be one of ${choices.join(', ')}, got "${text}".`);
}

/** A port for the metrics listener, or null when none is given. */
const metricsPortOf = (text: string | undefined): number | null =>
  text === undefined || text === '' ? null : numberOption('metrics-port', text, 0, 0, 65535);

const truthy = (text: string | undefined) => text !== undefined && /^(1|true|yes|on)$/i.test(text);

/**
 * Flags win over environment variables, which win over defaults. The flags and the variables each
 * reads are the rows of `sandboxOptions` (options-table.ts), as `--help` and the docs list them.
 */
export function configFromArgs(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { config: SandboxConfig; accounts: boolean; help: boolean } {
  const { values } = parseArgs({ args: argv, options: parseArgsOptions(sandboxOptions), strict: true });
  /** The flag's value, else its first environment variable that is set. */
  const text = (flag: SandboxFlag): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : envOf(optionOf(sandboxOptions, flag), env);
  };
  /** A switch: given, else its variable says 1, true, yes or on. */
  const on = (flag: SandboxFlag): boolean => {
    const value = values[flag];
    return typeof value === 'boolean' ? value : truthy(envOf(optionOf(sandboxOptions, flag), env));
  };
  /** A repeatable flag's values, else its variable's comma-separated list; entries trimmed. */
  const list = (flag: SandboxFlag): string[] => {
    const value = values[flag];
    const fromEnv = envOf(optionOf(sandboxOptions, flag), env);
    const entries = Array.isArray(value) ? value.map(String) : fromEnv ? fromEnv.split(',') : [];
    return entries
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean);
  };
  const host = text('host');
  // Node would take an empty host for every interface: say so rather than open the server silently
  if (host !== undefined && host.trim() === '') {
    throw new ConfigError(
      '--host must name an address or a host name (0.0.0.0 or :: for every interface), got an empty value.',
    );
  }
  const config: SandboxConfig = {
    ...defaultConfig,
    host: host ?? defaultConfig.host,
    port: numberOption('port', text('port'), defaultConfig.port, 0, 65535),
    dataDir: text('data-dir') ?? defaultConfig.dataDir,
    reset: on('reset'),
    strictReplies: on('strict'),
    backofficeDelaySeconds: numberOption(
      'backoffice-delay',
      text('backoffice-delay'),
      defaultConfig.backofficeDelaySeconds,
      0,
      86_400,
    ),
    accountCallsPerSecond: numberOption(
      'account-rate-limit',
      text('account-rate-limit'),
      defaultConfig.accountCallsPerSecond,
      0,
      1_000_000,
    ),
    bodyLimitBytes: numberOption(
      'body-limit',
      text('body-limit'),
      defaultConfig.bodyLimitBytes,
      1024,
      104_857_600,
    ),
    trustedProxies: list('trusted-proxy'),
    loginOrigins: list('login-origin').map(webOrigin),
    publicUrl: text('public-url') ? publicUrl(text('public-url') ?? '') : null,
    jwtSecret: text('jwt-secret') ?? null,
    logLevel: oneOf('log-level', text('log-level'), LOG_LEVELS, defaultConfig.logLevel),
    logFormat: oneOf('log-format', text('log-format'), LOG_FORMATS, null),
    metricsPort: metricsPortOf(text('metrics-port')),
    metricsHost: text('metrics-host') ?? defaultConfig.metricsHost,
    tokenLifetimeSeconds: numberOption(
      'token-lifetime',
      text('token-lifetime'),
      defaultConfig.tokenLifetimeSeconds,
      10,
      604_800,
    ),
    productCount: numberOption('scale', text('scale'), defaultConfig.productCount, 100, 1_000_000),
    readerThreads:
      (text('reader-threads') ?? 'auto') === 'auto'
        ? 'auto'
        : numberOption('reader-threads', text('reader-threads'), 0, 0, 16),
    demo: on('demo')
      ? {
          idleMinutes: numberOption(
            'demo-idle-minutes',
            text('demo-idle-minutes'),
            defaultDemoSettings.idleMinutes,
            1,
            10_080,
          ),
          maxCopies: numberOption(
            'demo-max-copies',
            text('demo-max-copies'),
            defaultDemoSettings.maxCopies,
            1,
            1000,
          ),
          backofficeSeconds: numberOption(
            'demo-backoffice-interval',
            text('demo-backoffice-interval'),
            defaultDemoSettings.backofficeSeconds,
            1,
            86_400,
          ),
          inUseMinutes: numberOption(
            'demo-in-use-minutes',
            text('demo-in-use-minutes'),
            defaultDemoSettings.inUseMinutes,
            1,
            10_080,
          ),
          copiesPerClient: numberOption(
            'demo-copies-per-client',
            text('demo-copies-per-client'),
            defaultDemoSettings.copiesPerClient,
            1,
            1000,
          ),
          signInsPerMinute: numberOption(
            'demo-sign-ins-per-minute',
            text('demo-sign-ins-per-minute'),
            defaultDemoSettings.signInsPerMinute,
            1,
            100_000,
          ),
          copyGrowthKib: numberOption(
            'demo-copy-growth-kib',
            text('demo-copy-growth-kib'),
            defaultDemoSettings.copyGrowthKib,
            64,
            10_485_760,
          ),
        }
      : null,
  };
  return { config, accounts: on('accounts'), help: on('help') };
}
