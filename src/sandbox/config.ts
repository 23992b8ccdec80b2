import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRODUCT_COUNT } from './store/seed/index.ts';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from './auth/jwt.ts';
import { defaultThrottleSettings, type ThrottleSettings } from './auth/throttle.ts';
import { type DemoSettings, defaultDemoSettings } from './demo/settings.ts';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './http/logger.ts';
import { accessSync, constants, mkdirSync } from 'node:fs';

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
  name: string,
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
  name: string,
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

/** Flags win over environment variables, which win over defaults. */
export function configFromArgs(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { config: SandboxConfig; accounts: boolean; help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean' },
      strict: { type: 'boolean' },
      'backoffice-delay': { type: 'string' },
      'body-limit': { type: 'string' },
      'trusted-proxy': { type: 'string', multiple: true },
      'login-origin': { type: 'string', multiple: true },
      'public-url': { type: 'string' },
      'jwt-secret': { type: 'string' },
      'token-lifetime': { type: 'string' },
      scale: { type: 'string' },
      'reader-threads': { type: 'string' },
      demo: { type: 'boolean' },
      'demo-idle-minutes': { type: 'string' },
      'demo-max-copies': { type: 'string' },
      'demo-backoffice-interval': { type: 'string' },
      'demo-in-use-minutes': { type: 'string' },
      'demo-copies-per-client': { type: 'string' },
      'demo-sign-ins-per-minute': { type: 'string' },
      'demo-copy-growth-kib': { type: 'string' },
      'log-level': { type: 'string' },
      'log-format': { type: 'string' },
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string' },
      accounts: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const proxies =
    values['trusted-proxy'] ?? (env.SANDBOX_TRUSTED_PROXIES ? env.SANDBOX_TRUSTED_PROXIES.split(',') : []);
  const loginOrigins =
    values['login-origin'] ?? (env.SANDBOX_LOGIN_ORIGINS ? env.SANDBOX_LOGIN_ORIGINS.split(',') : []);
  const config: SandboxConfig = {
    ...defaultConfig,
    host: values.host ?? env.SANDBOX_HOST ?? defaultConfig.host,
    port: numberOption('port', values.port ?? env.SANDBOX_PORT, defaultConfig.port, 0, 65535),
    dataDir: values['data-dir'] ?? env.SANDBOX_DATA_DIR ?? defaultConfig.dataDir,
    reset: values.reset ?? truthy(env.SANDBOX_RESET),
    strictReplies: values.strict ?? truthy(env.SANDBOX_STRICT),
    backofficeDelaySeconds: numberOption(
      'backoffice-delay',
      values['backoffice-delay'] ?? env.SANDBOX_BACKOFFICE_DELAY,
      defaultConfig.backofficeDelaySeconds,
      0,
      86_400,
    ),
    bodyLimitBytes: numberOption(
      'body-limit',
      values['body-limit'] ?? env.SANDBOX_BODY_LIMIT,
      defaultConfig.bodyLimitBytes,
      1024,
      104_857_600,
    ),
    trustedProxies: proxies
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean),
    loginOrigins: loginOrigins
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(webOrigin),
    publicUrl:
      (values['public-url'] ?? env.SANDBOX_PUBLIC_URL)
        ? publicUrl(values['public-url'] ?? env.SANDBOX_PUBLIC_URL ?? '')
        : null,
    jwtSecret: values['jwt-secret'] ?? env.SANDBOX_JWT_SECRET ?? null,
    logLevel: oneOf(
      'log-level',
      values['log-level'] ?? env.SANDBOX_LOG_LEVEL,
      LOG_LEVELS,
      defaultConfig.logLevel,
    ),
    logFormat: oneOf('log-format', values['log-format'] ?? env.SANDBOX_LOG_FORMAT, LOG_FORMATS, null),
    metricsPort: metricsPortOf(values['metrics-port'] ?? env.PORTAL_METRICS_PORT ?? env.SANDBOX_METRICS_PORT),
    metricsHost: values['metrics-host'] ?? env.SANDBOX_METRICS_HOST ?? defaultConfig.metricsHost,
    tokenLifetimeSeconds: numberOption(
      'token-lifetime',
      values['token-lifetime'] ?? env.SANDBOX_TOKEN_LIFETIME,
      defaultConfig.tokenLifetimeSeconds,
      10,
      604_800,
    ),
    productCount: numberOption(
      'scale',
      values.scale ?? env.SANDBOX_SCALE,
      defaultConfig.productCount,
      100,
      1_000_000,
    ),
    readerThreads:
      (values['reader-threads'] ?? env.SANDBOX_READER_THREADS ?? 'auto') === 'auto'
        ? 'auto'
        : numberOption('reader-threads', values['reader-threads'] ?? env.SANDBOX_READER_THREADS, 0, 0, 16),
    demo:
      (values.demo ?? truthy(env.SANDBOX_DEMO))
        ? {
            idleMinutes: numberOption(
              'demo-idle-minutes',
              values['demo-idle-minutes'] ?? env.SANDBOX_DEMO_IDLE_MINUTES,
              defaultDemoSettings.idleMinutes,
              1,
              10_080,
            ),
            maxCopies: numberOption(
              'demo-max-copies',
              values['demo-max-copies'] ?? env.SANDBOX_DEMO_MAX_COPIES,
              defaultDemoSettings.maxCopies,
              1,
              1000,
            ),
            backofficeSeconds: numberOption(
              'demo-backoffice-interval',
              values['demo-backoffice-interval'] ?? env.SANDBOX_DEMO_BACKOFFICE_INTERVAL,
              defaultDemoSettings.backofficeSeconds,
              1,
              86_400,
            ),
            inUseMinutes: numberOption(
              'demo-in-use-minutes',
              values['demo-in-use-minutes'] ?? env.SANDBOX_DEMO_IN_USE_MINUTES,
              defaultDemoSettings.inUseMinutes,
              1,
              10_080,
            ),
            copiesPerClient: numberOption(
              'demo-copies-per-client',
              values['demo-copies-per-client'] ?? env.SANDBOX_DEMO_COPIES_PER_CLIENT,
              defaultDemoSettings.copiesPerClient,
              1,
              1000,
            ),
            signInsPerMinute: numberOption(
              'demo-sign-ins-per-minute',
              values['demo-sign-ins-per-minute'] ?? env.SANDBOX_DEMO_SIGN_INS_PER_MINUTE,
              defaultDemoSettings.signInsPerMinute,
              1,
              100_000,
            ),
            copyGrowthKib: numberOption(
              'demo-copy-growth-kib',
              values['demo-copy-growth-kib'] ?? env.SANDBOX_DEMO_COPY_GROWTH_KIB,
              defaultDemoSettings.copyGrowthKib,
              64,
              10_485_760,
            ),
          }
        : null,
  };
  return { config, accounts: values.accounts ?? false, help: values.help ?? false };
}
