/**
 * Demo mode (sandbox design): `GET /demo` tells what the demo offers, `POST /demo/sign-in` signs a
 * persona in to a private copy of the seeded data, `POST /demo/reset` puts the seed back in that
 * copy. Callers with Basic, an apiKey or a `/jwt/log-in` token keep working on the shared data.
 * A timer moves the backoffice on (every copy and the shared data) and removes idle copies.
 */
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { type HttpRefusal, refuse } from '../auth/authenticate.ts';
import { subnetMatcher } from '../credentials/ip-whitelist.ts';
import type { TokenService } from '../auth/jwt.ts';
import { TOTP_PERIOD_SECONDS, matchTotpStep, totpCode } from '../credentials/totp.ts';
import type { DemoSettings } from './settings.ts';
import { toDatetime } from '../methods/dates.ts';
import { DATABASE_FILE, openDatabase } from '../store/database.ts';
import { advanceBackoffice } from './moving-backoffice.ts';
import { type Persona, personas, scenarioList } from './personas.ts';
import { type Workspaces, createWorkspaces } from './workspaces.ts';

/** Persona sign-ins one client IP may make in SIGN_IN_WINDOW_MS (each makes a copy). */
const SIGN_INS_PER_IP = 30;
const SIGN_IN_WINDOW_MS = 10 * 60_000;

export interface DemoRequest {
  method: string;
  body: string;
  authorization: string | undefined;
  totp: string | undefined;
  clientIp: string;
}

export type DemoReply =
  { status: 200; body: Record<string, unknown>; headers?: Record<string, string> } | { refusal: HttpRefusal };

export interface DemoRoute {
  path: string;
  method: 'GET' | 'POST';
  run: (request: DemoRequest, now: Date) => Promise<DemoReply>;
}

export interface DemoMode {
  settings: DemoSettings;
  workspaces: Workspaces;
  /** `demo`, `demo/sign-in` and `demo/reset` (paths below the API's mount), each with its method. */
  routes: readonly DemoRoute[];
  /** One turn of the backoffice and the sweep (the timer calls it; tests may too). */
  tick(now: Date): void;
  close(): void;
}

function ownCidr(ip: string): string {
  return ip.includes(':') ? `${ip}/128` : `${ip}/32`;
}

function badRequest(message: string, reason: string): { refusal: HttpRefusal } {
  return { refusal: { status: 400, message, extra: { reason } } };
}

function personaFrom(body: string): Persona | { refusal: HttpRefusal } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return badRequest('The body is not valid JSON: send {"persona": "staff"}.', 'invalid_body');
  }
  const id = (parsed as { persona?: unknown } | null)?.persona;
  const persona = personas.find((candidate) => candidate.id === id);
  if (persona) return persona;
  return badRequest(
    `Unknown persona ${JSON.stringify(id ?? null)}: use one of ${personas.map((known) => known.id).join(', ')}.`,
    'unknown_persona',
  );
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
  const { settings, tokens, log } = options;
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

  const workspaces = createWorkspaces({
    dir: join(demoDir, 'copies'),
    templateFile: join(demoDir, 'template', DATABASE_FILE),
    idleMs: settings.idleMinutes * 60_000,
    maxCopies: settings.maxCopies,
    log,
  });
  const signIns = new Map<string, number[]>();

  function tooManySignIns(clientIp: string, nowMs: number): number | null {
    const recent = (signIns.get(clientIp) ?? []).filter((at) => nowMs - at < SIGN_IN_WINDOW_MS);
    if (recent.length >= SIGN_INS_PER_IP) {
      signIns.set(clientIp, recent);
      return Math.max(1, Math.ceil((recent[0]! + SIGN_IN_WINDOW_MS - nowMs) / 1000));
    }
    recent.push(nowMs);
    signIns.set(clientIp, recent);
    if (signIns.size > 10_000) signIns.clear();
    return null;
  }

  /** In the copy only: the visitor's address joins the persona's whitelist, as staff would add it. */
  const welcome = (persona: Persona, clientIp: string) => (db: DatabaseSync) => {
    const whitelist = persona.account.whitelist;
    if (whitelist.length === 0 || subnetMatcher(whitelist.map((entry) => entry.subnet))(clientIp)) return;
    db.prepare(
      'INSERT OR IGNORE INTO ip_whitelist (user_id, subnet, description, position) VALUES (?, ?, ?, ?)',
    ).run(persona.account.id, ownCidr(clientIp), 'Demo visitor', whitelist.length);
  };

  function info(now: Date) {
    const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
    return {
      demo: true,
      data: 'Invented: every person, address, product and order in this demo is made up.',
      idle_minutes: settings.idleMinutes,
      max_copies: settings.maxCopies,
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

  async function signIn(request: DemoRequest, now: Date): Promise<DemoReply> {
    const persona = personaFrom(request.body);
    if ('refusal' in persona) return persona;
    const wait = tooManySignIns(request.clientIp, now.getTime());
    if (wait !== null)
      return refuse(
        429,
        'throttled',
        `Too many demo sign-ins from this address; try again in ${wait} seconds.`,
        {
          'Retry-After': String(wait),
        },
      );
    const { account } = persona;
    let secondFactor: 'ip' | 'totp' = 'ip';
    if (account.totpSecret) {
      const code = request.totp?.trim();
      if (!code)
        return refuse(
          401,
          'totp_required',
          'TOTP code is missing: send the 6-digit code in the X-TOTP header.',
        );
      if (matchTotpStep(account.totpSecret, code, now) === null)
        return refuse(403, 'invalid_totp', 'Invalid TOTP code');
      secondFactor = 'totp';
    }
    const workspace = workspaces.create(now.getTime(), welcome(persona, request.clientIp));
    const issued = await tokens.issue(
      {
        userId: account.id,
        username: account.username,
        permissions: [...account.permissions],
        secondFactor,
        workspace,
      },
      now,
    );
    log(`demo: ${persona.id} signed in to private copy ${workspace} (${workspaces.size} open)`);
    return {
      status: 200,
      body: {
        access_token: issued.token,
        token_type: 'Bearer',
        expires_in: tokens.lifetimeSeconds,
        persona: persona.id,
        idle_minutes: settings.idleMinutes,
      },
      headers: { Authorization: `Bearer ${issued.token}` },
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
    if (!persona || !workspaces.reset(verified.workspace, now.getTime(), welcome(persona, request.clientIp)))
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
    const removed = workspaces.sweep(now.getTime());
    if (removed > 0) log(`demo: removed ${removed} idle private ${removed === 1 ? 'copy' : 'copies'}`);
  }

  const timer = setInterval(() => tick(options.now()), settings.backofficeSeconds * 1000);
  timer.unref();

  return {
    settings,
    workspaces,
    routes,
    tick,
    close() {
      clearInterval(timer);
      workspaces.close();
    },
  };
}
