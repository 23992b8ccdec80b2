/**
 * `npm start`'s options: its own (`portalOptions`), the runtime-config variables it serves to the
 * browser (`runtimeConfigVariables`, read in runtime-config.ts), and every option of
 * `npm run sandbox` (src/sandbox/options-table.ts). These tables make the parser below, the
 * `--help` of src/server/cli.ts and the "Every option" section of docs/operations.md
 * (`npm run generate`), so none of them can drift from the others.
 */
import { join } from 'node:path';
import { type SandboxConfig, configFromArgs, type CliOption } from '../sandbox/index.ts';
import { projectRoot } from './build-if-needed.ts';
import { ENDED_SESSIONS_FILE, sessionStoreFrom } from './session-store.ts';
import { defaultRuntimeConfig } from './runtime-config.ts';
import { sessionKeyFrom } from './session-keeper.ts';
import { parseUpstream } from './upstream-proxy.ts';

export const portalOptions = [
  {
    flag: 'api-upstream',
    value: 'URL',
    env: ['API_UPSTREAM'],
    defaultText: 'none, the sandbox answers',
    help: "forward the API to the provider's real service at URL instead of starting the sandbox",
  },
  {
    flag: 'no-build',
    help: 'serve `dist/` as it is, without rebuilding when sources changed',
  },
  {
    flag: 'dist-dir',
    value: 'DIR',
    defaultText: '`dist/`',
    help: 'serve an already built portal from DIR; implies `--no-build`',
  },
  {
    flag: 'source-maps',
    help: "serve the build's source maps (`*.map`); without it they are 404",
  },
  {
    flag: 'no-keep-sessions',
    env: ['PORTAL_KEEP_SESSIONS'],
    envValue: 'off',
    help: 'do not keep sessions across reloads in a sealed cookie',
  },
  {
    env: ['PORTAL_SESSION_KEY'],
    defaultText: 'a new key at each start',
    help: "the kept-session cookie's key: 32 bytes as 64 hex digits; instances that share it restore each other's sessions",
  },
  {
    flag: 'session-store',
    value: 'FILE|URL',
    env: ['PORTAL_SESSION_STORE'],
    defaultText: `\`${ENDED_SESSIONS_FILE}\` in the data directory`,
    help: 'the logged-out sessions, shared by instances that share `PORTAL_SESSION_KEY`: a file for instances on one host, `redis://[:PASSWORD@]HOST:PORT/DB` (or `rediss://` for TLS) for several',
  },
] as const satisfies readonly CliOption[];

/** The runtime config (`{basename}config.json`): a variable wins over the built `config.json`. */
export const runtimeConfigVariables = [
  {
    env: ['PORTAL_BASENAME'],
    configKey: 'basename',
    default: defaultRuntimeConfig.basename,
    help: 'the path the portal is served under, such as `/portal/`',
  },
  {
    env: ['PORTAL_API_BASE'],
    configKey: 'apiBase',
    default: defaultRuntimeConfig.apiBase,
    help: "where the browser calls the API: a path under the basename, or another origin's http(s) URL",
  },
  {
    env: ['PORTAL_DEFAULT_LOCALE'],
    configKey: 'defaultLocale',
    default: defaultRuntimeConfig.defaultLocale,
    help: 'the language of a visitor whose browser asks for none the portal has',
  },
  {
    env: ['PORTAL_ALLOWED_PARENT_ORIGINS'],
    configKey: 'allowedParentOrigins',
    defaultText: 'none',
    help: 'comma-separated origins whose pages may show the portal in a frame',
  },
  {
    env: ['PORTAL_THEME'],
    configKey: 'theme',
    defaultText: 'none',
    help: "a JSON theme for the deployment (`mode`, `colorPrimary`, `logoUrl`, …); an embedding host's theme goes on top",
  },
] as const satisfies readonly CliOption[];

type PortalFlag = Extract<(typeof portalOptions)[number], { flag: string }>['flag'];
type PortalVariable = Extract<(typeof portalOptions)[number], { env: readonly string[] }>['env'][number];

export interface PortalCliOptions {
  sandboxConfig: SandboxConfig;
  /** The provider's base URL to forward the API to instead of starting the sandbox. */
  apiUpstream: string | null;
  build: boolean;
  distDir: string;
  sourceMaps: boolean;
  /** Keep sessions across reloads in a sealed cookie (`--no-keep-sessions`, PORTAL_KEEP_SESSIONS=off). */
  keepSessions: boolean;
  /** PORTAL_SESSION_KEY; a random key per start when absent. */
  sessionKey: Buffer | null;
  /** `--session-store FILE|URL` (PORTAL_SESSION_STORE): the logged-out sessions, shared by instances. */
  sessionStore: string | null;
  accounts: boolean;
  help: boolean;
}

/**
 * The portal's own flags are taken out first; everything else goes to the sandbox's parser, so
 * `npm start` accepts every `npm run sandbox` flag and environment variable.
 */
export function portalOptionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): PortalCliOptions {
  const own = new Map<PortalFlag, string | true>();
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') {
      rest.push(...argv.slice(index));
      break;
    }
    const option = portalOptions.find(
      (entry) =>
        'flag' in entry &&
        (arg === `--${entry.flag}` || ('value' in entry && arg.startsWith(`--${entry.flag}=`))),
    );
    if (!option || !('flag' in option)) {
      rest.push(arg);
      continue;
    }
    const flag = `--${option.flag}`;
    if (!('value' in option)) {
      own.set(option.flag, true);
      continue;
    }
    const value = arg === flag ? argv[++index] : arg.slice(flag.length + 1);
    if (value === undefined || value === '' || (arg === flag && value.startsWith('--'))) {
      throw new TypeError(`${flag} needs a value.`);
    }
    own.set(option.flag, value);
  }
  const given = (flag: PortalFlag): string | undefined => {
    const value = own.get(flag);
    return typeof value === 'string' ? value : undefined;
  };
  /** Only the variables of the table are read (so the docs name every one). */
  const variable = (name: PortalVariable): string | undefined => env[name];

  const { config, accounts, help } = configFromArgs(rest, env);
  const upstream = given('api-upstream') ?? (variable('API_UPSTREAM')?.trim() || null);
  const distDir = given('dist-dir') ?? null;
  return {
    sandboxConfig: config,
    apiUpstream: upstream === null ? null : parseUpstream(upstream).href,
    build: !own.has('no-build') && distDir === null,
    distDir: distDir ?? join(projectRoot, 'dist'),
    sourceMaps: own.has('source-maps'),
    keepSessions:
      !own.has('no-keep-sessions') &&
      !/^(off|false|0|no)$/i.test(variable('PORTAL_KEEP_SESSIONS')?.trim() ?? ''),
    sessionKey: sessionKeyFrom(variable('PORTAL_SESSION_KEY')),
    sessionStore: sessionStoreFrom(given('session-store') ?? variable('PORTAL_SESSION_STORE')?.trim()),
    accounts,
    help,
  };
}
