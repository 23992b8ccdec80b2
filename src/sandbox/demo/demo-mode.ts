/**
 * Demo mode (sandbox design): `GET /demo` tells what the demo offers, `POST /demo/sign-in` signs a
 * persona in to a private copy of the seeded data, `POST /demo/reset` puts the seed back in that
 * copy. Callers with Basic, an apiKey or a `/jwt/log-in` token read the shared data, which is
 * read-only in demo mode. A timer moves the backoffice on (every copy and the shared data) and
 * removes idle copies.
 */
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { refuse } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/jwt.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '../credentials/totp.ts';
import { toDatetime } from '../methods/dates.ts';
import type { EngineOptions } from '../rpc/engine.ts';
import { DATABASE_FILE, openDatabase } from '../store/database.ts';
import { copyFullFailure, isDatabaseFull } from './copy-size-limit.ts';
import { type DemoReply, type DemoRequest, type DemoRoute, badRequest } from './demo-route.ts';
import { advanceBackoffice } from './moving-backoffice.ts';
import { createPersonaSignIn } from './persona-sign-in.ts';
import { personas, scenarioList } from './personas.ts';
import { sharedDataWriteRefusal } from './read-only-shared-data.ts';
import { type DemoSettings, type ResolvedDemoSettings, resolveDemoSettings } from './settings.ts';
import { welcomeVisitor } from './visitor-whitelist.ts';
import { type Workspaces, createWorkspaces } from './workspaces.ts';

export type { DemoReply, DemoRequest, DemoRoute } from './demo-route.ts';

export interface DemoMode {
  settings: ResolvedDemoSettings;
  workspaces: Workspaces;
  /** `demo`, `demo/sign-in` and `demo/reset` (paths below the API's mount), each with its method. */
  routes: readonly DemoRoute[];
  /** The engine's rules in demo mode: the shared data read-only, a full copy's writes answered 012. */
  engineRules: Required<Pick<EngineOptions, 'refuseCall' | 'explainFailure'>>;
  /** Removes a private copy whose session logged out. */
  release(workspace: string): void;
  /** One turn of the backoffice and the sweep (the timer calls it; tests may too). */
  tick(now: Date): void;
  close(): void;
}

export function createDemoMode(options: {
  dataDir: string;
  productCount: number;
  settings: DemoSettings;
  sharedDb: DatabaseSync;
  tokens: TokenService;
  now: () => Date;
  log: (message: string) => void;
}): DemoMode {
  const { tokens, log } = options;
  const settings = resolveDemoSettings(options.settings);
  const demoDir = join(options.dataDir, 'demo');
  const template = openDatabase({
    dataDir: join(demoDir, 'template'),
    reset: true,
    productCount: options.productCount,
    now: options.now(),
  }).db;
  template.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  template.exec('PRAGMA journal_mode = DELETE');
  template.close();

  const workspaces = createWorkspaces(
    {
      dir: join(demoDir, 'copies'),
      templateFile: join(demoDir, 'template', DATABASE_FILE),
      idleMs: settings.idleMinutes * 60_000,
      growthKib: settings.copyGrowthKib,
      log,
    },
    () => options.now().getTime(),
  );
  const signIn = createPersonaSignIn({ settings, workspaces, tokens, log });

  function info(now: Date) {
    const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
    return {
      demo: true,
      data: 'Invented: every person, address, product and order in this demo is made up.',
      idle_minutes: settings.idleMinutes,
      max_copies: settings.maxCopies,
      in_use_minutes: settings.inUseMinutes,
      copies_per_client: settings.copiesPerClient,
      sign_ins_per_minute: settings.signInsPerMinute,
      copy_growth_kib: settings.copyGrowthKib,
      backoffice_interval_seconds: settings.backofficeSeconds,
      personas: personas.map(({ id, account }) => ({
        id,
        username: account.username,
        name: account.name,
        permissions: [...account.permissions],
        totp: account.totpSecret
          ? { code: totpCode(account.totpSecret, now), valid_for_seconds: secondsLeft }
          : null,
      })),
      scenarios: scenarioList(),
    };
  }

  async function reset(request: DemoRequest, now: Date): Promise<DemoReply> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '')?.[1];
    const verified = token ? await tokens.verify(token, now) : null;
    if (!verified)
      return refuse(
        401,
        'invalid_token',
        'A bearer token from a demo sign-in is required to reset demo data.',
        {
          'WWW-Authenticate': 'Bearer realm="broadband", error="invalid_token"',
        },
      );
    if (verified.workspace === undefined)
      return badRequest(
        'This token works on the shared data, which is not reset: only a persona sign-in has demo data of its own.',
        'not_private',
      );
    const persona = personas.find((candidate) => candidate.account.id === verified.userId);
    if (
      !persona ||
      !workspaces.reset(verified.workspace, now.getTime(), welcomeVisitor(persona, request.clientIp))
    )
      return refuse(
        401,
        'invalid_token',
        'This demo session has ended and its private data was removed: sign in again.',
        {
          'WWW-Authenticate': 'Bearer realm="broadband", error="invalid_token"',
        },
      );
    log(`demo: private copy ${verified.workspace} reset to the seed`);
    return {
      status: 200,
      body: { message: 'Your demo data is back as it was seeded.', reset_at: toDatetime(now) },
    };
  }

  const routes: DemoRoute[] = [
    {
      path: 'demo',
      method: 'GET',
      run: (_request, now) => Promise.resolve({ status: 200, body: info(now) }),
    },
    { path: 'demo/sign-in', method: 'POST', run: signIn },
    { path: 'demo/reset', method: 'POST', run: reset },
  ];

  const copyFull = copyFullFailure(settings.copyGrowthKib);
  const engineRules: DemoMode['engineRules'] = {
    refuseCall: (call, method) => (call.db === undefined ? sharedDataWriteRefusal(method) : null),
    explainFailure: (error, call) => (call.db !== undefined && isDatabaseFull(error) ? copyFull : null),
  };

  function tick(now: Date) {
    for (const db of [options.sharedDb, ...workspaces.databases()]) {
      try {
        advanceBackoffice(db, now);
      } catch (error) {
        log(
          `demo: the backoffice could not move on: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    workspaces.sweep(now.getTime());
  }

  const timer = setInterval(() => tick(options.now()), settings.backofficeSeconds * 1000);
  timer.unref();

  return {
    settings,
    workspaces,
    routes,
    engineRules,
    release: (workspace) => void workspaces.remove(workspace, 'its session logged out (log-out)'),
    tick,
    close() {
      clearInterval(timer);
      workspaces.close();
    },
  };
}
