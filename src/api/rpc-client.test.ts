import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import { LogInError, failureOf, logIn, logOut } from './auth-endpoints.ts';
import { HttpError, NetworkError, NotOfferedError, RpcError } from './errors.ts';
import { forgetNotOffered } from './offered.ts';
import { rawCall } from './raw-call.ts';
import { call, callReplied } from './rpc-client.ts';
import { configureApiBase } from './transport.ts';
import { bearerToken, currentSession, endSession, startSession } from './session.ts';

// The client against a real sandbox over real HTTP: what the wire carries is what is asserted.
let sandbox: RunningSandbox;
beforeAll(async () => {
  // 90-second tokens: the sandbox then signs a new renewal each second (24-hour ones once a minute).
  sandbox = await startTestSandbox({ tokenLifetimeSeconds: 90 });
  configureApiBase(sandbox.url);
});
afterAll(() => sandbox.stop());
afterEach(() => endSession('logged-out'));

const signIn = () => logIn({ username: 'admin', password: 'sandbox-admin' });

describe('call', () => {
  it('returns the typed result of a method', async () => {
    await signIn();
    const result = await call('broadband/basic/v1', 'list_providers', {});
    expect(result.providers).toEqual(['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO']);
  });

  it('keeps the correlation id of each reply beside its result when asked', async () => {
    await signIn();
    const first = await callReplied('broadband/basic/v1', 'list_providers', {});
    const second = await callReplied('broadband/basic/v1', 'list_providers', {});
    expect(first.result.providers).toContain('KPNWBA');
    expect(first.cid).toMatch(/^[0-9a-f]{24}$/);
    expect(second.cid).toMatch(/^[0-9a-f]{24}$/);
    expect(second.cid).not.toBe(first.cid);
  });

  it('turns a JSON-RPC error into an RpcError with code, data, cid and schema issues', async () => {
    await signIn();
    const failure = await call('broadband/v1', 'list_carriers', {
      pagination: { page: 0, per_page: 10 },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcError);
    const error = failure as RpcError;
    expect(error.code).toBe(11);
    expect(error.cid).toMatch(/^[0-9a-f]{24}$/);
    expect(error.issues).toEqual([expect.objectContaining({ path: '/pagination/page' })]);
  });

  it('turns an HTTP refusal into an HttpError with the body message, status and reason', async () => {
    const failure = await call('user/v1', 'get_profile', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 401,
      reason: 'credentials_missing',
      message: expect.stringContaining('Authorization required'),
    });
    expect((failure as HttpError).cid).toMatch(/^[0-9a-f]{24}$/);
  });

  it('reports a class the service does not have (404 at its URL) as not offered', async () => {
    configureApiBase(`${sandbox.url}/nowhere`);
    try {
      const failure = await call('user/v1', 'get_profile', {}).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NotOfferedError);
      expect(failure).toMatchObject({ className: 'user/v1', method: null });
    } finally {
      configureApiBase(sandbox.url);
      forgetNotOffered();
    }
  });

  it('reports an unreachable service as a NetworkError', async () => {
    configureApiBase('http://127.0.0.1:9');
    try {
      await expect(call('user/v1', 'get_profile', {})).rejects.toBeInstanceOf(NetworkError);
    } finally {
      configureApiBase(sandbox.url);
    }
  });
});

describe('session', () => {
  it('keeps the token from the log-in and adopts the renewed token of a later reply', async () => {
    await signIn();
    const first = bearerToken();
    const firstExpiry = currentSession().expiresAt ?? 0;
    expect(currentSession()).toMatchObject({
      username: 'admin',
      permissions: expect.arrayContaining(['#broadband-ordering-d']),
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await call('user/v1', 'get_profile', {});
    expect(bearerToken()).not.toBe(first);
    expect(currentSession().expiresAt).toBeGreaterThan(firstExpiry);
  });

  it('ends the session when the service refuses the token', async () => {
    const forged = await new SignJWT({ name: 'admin', roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'));
    startSession(forged);
    await expect(call('user/v1', 'get_profile', {})).rejects.toMatchObject({
      status: 401,
      reason: 'invalid_token',
    });
    expect(currentSession()).toMatchObject({ token: null, endedBecause: 'unauthorized' });
  });

  it('gives the console’s raw call the same token handling: renewal adopted, a refused token ends the session', async () => {
    await signIn();
    const first = bearerToken();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const outcome = await rawCall('user/v1', 'get_profile', {});
    expect(outcome).toMatchObject({ status: 200, cid: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(bearerToken()).not.toBe(first);

    startSession(
      await new SignJWT({ name: 'admin', roles: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not-the-secret')),
    );
    const refused = await rawCall('user/v1', 'get_profile', {});
    expect(refused).toMatchObject({ status: 401, body: { message: expect.stringContaining('token') } });
    expect(currentSession()).toMatchObject({ token: null, endedBecause: 'unauthorized' });
  });

  it('reports an unreachable service to the raw call as a NetworkError', async () => {
    configureApiBase('http://127.0.0.1:9');
    try {
      await expect(rawCall('user/v1', 'get_profile', {})).rejects.toBeInstanceOf(NetworkError);
    } finally {
      configureApiBase(sandbox.url);
    }
  });

  it('forgets the token on log-out', async () => {
    await signIn();
    await logOut();
    expect(currentSession()).toMatchObject({ token: null, endedBecause: 'logged-out' });
  });
});

describe('log-in failures', () => {
  it('names a wrong password, a needed TOTP code and a wrong code', async () => {
    await expect(logIn({ username: 'admin', password: 'wrong' })).rejects.toMatchObject({
      failure: 'credentials',
    });
    await expect(logIn({ username: 'totp', password: 'sandbox-totp' })).rejects.toMatchObject({
      failure: 'totp-required',
    });
    await expect(
      logIn({ username: 'totp', password: 'sandbox-totp', totp: '000000' }),
    ).rejects.toBeInstanceOf(LogInError);
  });

  it('falls back to the status and words when the service gives no reason', () => {
    expect(failureOf(new HttpError(401, 'TOTP code is missing'))).toBe('totp-required');
    expect(failureOf(new HttpError(403, 'Invalid TOTP code'))).toBe('totp-invalid');
    expect(failureOf(new HttpError(403, 'TOTP code already used'))).toBe('totp-used');
    expect(failureOf(new HttpError(403, 'IP address not allowed'))).toBe('ip-refused');
    expect(failureOf(new HttpError(429, 'slow down'))).toBe('throttled');
    expect(failureOf(new HttpError(401, 'Invalid credentials'))).toBe('credentials');
  });
});
