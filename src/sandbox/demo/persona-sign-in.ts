/**
 * `POST /demo/sign-in {persona}`: a private copy of the seeded data and a token naming it. In
 * order: the persona, the client's sign-in rate (429 `throttled`, every attempt counts), the TOTP
 * persona's code (401/403), the sign-in rate of all clients together (429 `demo_busy`, counting the
 * copies made, so that attempts refused here cost other visitors nothing), room for the copy (429
 * at the client's own limit, 503 when every copy is in use), then the copy. Strangers cannot take a
 * prospect's copy: one in use never goes to make room. Every refusal of a limit and every sign-in
 * is logged, without the token.
 */
import type { TokenService } from '../auth/jwt.ts';
import { refuse } from '../auth/authenticate.ts';
import { matchTotpStep } from '../credentials/totp.ts';
import { clientGroupOf, isLoopback } from '../../http/client-group.ts';
import { type DemoReply, type DemoRequest, badRequest } from './demo-route.ts';
import { type LimitRefusal, asHttpRefusal, limitRefusals, secondsFrom } from './limit-refusals.ts';
import { type Persona, personas } from './personas.ts';
import { roomForCopy } from './room-for-copy.ts';
import type { ResolvedDemoSettings } from './settings.ts';
import { createSlidingWindowLimit } from './sliding-window-limit.ts';
import { welcomeVisitor } from './visitor-whitelist.ts';
import type { Workspaces } from './workspaces.ts';

function personaFrom(body: string): Persona | ReturnType<typeof badRequest> {
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

const SIGN_INS_PER_CLIENT = 30;
const CLIENT_WINDOW_MS = 10 * 60_000;
const MINUTE_MS = 60_000;
const EVERYONE = '';

const minutesSince = (thenMs: number, nowMs: number) => Math.floor((nowMs - thenMs) / 60_000);

/** The second factor a persona signs in with, or the refusal: the TOTP persona needs its code of now. */
function secondFactorOf(
  persona: Persona,
  totp: string | undefined,
  now: Date,
): 'ip' | 'totp' | ReturnType<typeof refuse> {
  const secret = persona.account.totpSecret;
  if (!secret) return 'ip';
  const code = totp?.trim();
  if (!code)
    return refuse(401, 'totp_required', 'TOTP code is missing: send the 6-digit code in the X-TOTP header.');
  return matchTotpStep(secret, code, now) === null
    ? refuse(403, 'invalid_totp', 'Invalid TOTP code')
    : 'totp';
}

export function createPersonaSignIn(options: {
  settings: ResolvedDemoSettings;
  workspaces: Workspaces;
  tokens: TokenService;
  log: (message: string) => void;
}): (request: DemoRequest, now: Date) => Promise<DemoReply> {
  const { settings, workspaces, tokens, log } = options;
  const signInsOfClient = createSlidingWindowLimit({
    limit: SIGN_INS_PER_CLIENT,
    windowMs: CLIENT_WINDOW_MS,
  });
  const copiesMade = createSlidingWindowLimit({ limit: settings.signInsPerMinute, windowMs: MINUTE_MS });

  function refused(persona: Persona, client: string, limit: LimitRefusal): DemoReply {
    log(
      `demo: refused a sign-in as ${persona.id} from ${client}: ${limit.status} ${limit.reason}, retry after ${limit.retryAfterSeconds} s`,
    );
    return { refusal: asHttpRefusal(limit) };
  }

  /** Removes the copy that has to go for a new one of `client`; the limit that refuses one instead. */
  function makeRoom(clientIp: string, client: string, nowMs: number): LimitRefusal | null {
    const overallWait = copiesMade.waitSeconds(EVERYONE, nowMs);
    if (overallWait !== null) return limitRefusals.signInsOverall(settings.signInsPerMinute, overallWait);
    const room = roomForCopy(workspaces.uses(), client, nowMs, {
      maxCopies: settings.maxCopies,
      copiesPerClient: isLoopback(clientIp) ? Infinity : settings.copiesPerClient,
      inUseMs: settings.inUseMinutes * 60_000,
    });
    if ('refused' in room) {
      const seconds = secondsFrom(room.retryAfterMs);
      return room.refused === 'full'
        ? limitRefusals.demoFull(settings.maxCopies, seconds)
        : limitRefusals.copiesOfClient(settings.copiesPerClient, seconds);
    }
    if (room.evict) {
      const limit =
        room.because === 'full'
          ? `at most ${settings.maxCopies} copies`
          : `at most ${settings.copiesPerClient} copies per client`;
      workspaces.remove(
        room.evict.id,
        `unused for ${minutesSince(room.evict.lastUsedMs, nowMs)} minutes, to make room for a sign-in from ${client}, ${limit}`,
      );
    }
    return null;
  }

  return async (request, now) => {
    const persona = personaFrom(request.body);
    if ('refusal' in persona) return persona;
    const nowMs = now.getTime();
    const client = clientGroupOf(request.clientIp);
    const clientWait = signInsOfClient.waitSeconds(client, nowMs);
    if (clientWait !== null) return refused(persona, client, limitRefusals.signInsOfClient(clientWait));
    signInsOfClient.record(client, nowMs);

    const secondFactor = secondFactorOf(persona, request.totp, now);
    if (typeof secondFactor !== 'string') return secondFactor;
    const noRoom = makeRoom(request.clientIp, client, nowMs);
    if (noRoom) return refused(persona, client, noRoom);
    const workspace = workspaces.create(nowMs, client, welcomeVisitor(persona, request.clientIp));
    copiesMade.record(EVERYONE, nowMs);

    const { account } = persona;
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
    log(
      `demo: ${persona.id} signed in to private copy ${workspace} from ${client} (${workspaces.size} open)`,
    );
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
  };
}
