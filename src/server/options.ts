import { join } from 'node:path';
import { type SandboxConfig, configFromArgs } from '../sandbox/config.ts';
import { projectRoot } from './build-if-needed.ts';
import { sessionKeyFrom } from './session-keeper.ts';
import { parseUpstream } from './upstream-proxy.ts';

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
  /** `--session-store FILE` (PORTAL_SESSION_STORE): the logged-out sessions, shared by instances. */
  sessionStore: string | null;
  accounts: boolean;
  help: boolean;
}

const valueFlags = ['--api-upstream', '--dist-dir', '--session-store'] as const;

/**
 * The portal's own flags are taken out first; everything else goes to the sandbox's parser, so
 * `npm start` accepts every `npm run sandbox` flag and environment variable.
 */
export function portalOptionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): PortalCliOptions {
  const own: Partial<Record<(typeof valueFlags)[number], string>> = {};
  let noBuild = false;
  let sourceMaps = false;
  let keepSessions = !/^(off|false|0|no)$/i.test(env.PORTAL_KEEP_SESSIONS?.trim() ?? '');
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') {
      rest.push(...argv.slice(index));
      break;
    }
    if (arg === '--no-build') {
      noBuild = true;
      continue;
    }
    if (arg === '--source-maps') {
      sourceMaps = true;
      continue;
    }
    if (arg === '--no-keep-sessions') {
      keepSessions = false;
      continue;
    }
    const flag = valueFlags.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (flag) {
      const value = arg === flag ? argv[++index] : arg.slice(flag.length + 1);
      if (value === undefined || value === '' || (arg === flag && value.startsWith('--'))) {
        throw new TypeError(`${flag} needs a value.`);
      }
      own[flag] = value;
      continue;
    }
    rest.push(arg);
  }
  const { config, accounts, help } = configFromArgs(rest, env);
  const upstream = own['--api-upstream'] ?? (env.API_UPSTREAM?.trim() || null);
  const distDir = own['--dist-dir'] ?? null;
  return {
    sandboxConfig: config,
    apiUpstream: upstream === null ? null : parseUpstream(upstream).href,
    build: !noBuild && distDir === null,
    distDir: distDir ?? join(projectRoot, 'dist'),
    sourceMaps,
    keepSessions,
    sessionKey: sessionKeyFrom(env.PORTAL_SESSION_KEY),
    sessionStore: own['--session-store'] ?? (env.PORTAL_SESSION_STORE?.trim() || null),
    accounts,
    help,
  };
}
