import { describe, expect, it } from 'vitest';
import { type Middleware, NextCalledTwice, chain } from './compose.ts';
import { router } from './router.ts';

interface Request {
  method: string;
  path: string;
}
const request = (method: string, path: string): Request => ({ method, path });

describe('chain', () => {
  it('runs middlewares in order, each around the rest, and stops where one does not go on', async () => {
    const seen: string[] = [];
    const step =
      (name: string, goOn = true): Middleware<Request> =>
      async (context, next) => {
        seen.push(`${name} in`);
        if (goOn) await next(context);
        seen.push(`${name} out`);
      };
    const handler = chain<Request>()
      .use(step('a'))
      .use(step('b', false))
      .use(step('c'))
      .answer(() => void seen.push('answer'));
    await handler(request('GET', '/'));
    expect(seen).toEqual(['a in', 'b in', 'b out', 'a out']);
  });

  it('hands what a middleware adds to those after it', () => {
    const withUser: Middleware<Request, Request & { user: string }> = (context, next) =>
      next({ ...context, user: 'jansen' });
    const answers: string[] = [];
    const handler = chain<Request>()
      .use(withUser)
      .answer((context) => void answers.push(`${context.user} ${context.path}`));
    void handler(request('GET', '/profiel'));
    expect(answers).toEqual(['jansen /profiel']);
  });

  it('does not compile a chain that uses a member before the middleware that adds it', () => {
    const needsUser: Middleware<Request & { user: string }> = (context, next) => next(context);
    // @ts-expect-error `user` is added by no middleware before this one
    const handler = chain<Request>().use(needsUser);
    expect(handler).toBeDefined();
  });

  it('hands a failure back to the middlewares before it', async () => {
    const caught: unknown[] = [];
    const guard: Middleware<Request> = async (context, next) => {
      try {
        await next(context);
      } catch (error) {
        caught.push(error);
      }
    };
    await chain<Request>()
      .use(guard)
      .answer(() => Promise.reject(new Error('broken')))(request('GET', '/'));
    expect(caught).toEqual([new Error('broken')]);
  });

  it('refuses a second next() from one middleware instead of answering twice', async () => {
    const answers: string[] = [];
    const twice: Middleware<Request> = async (context, next) => {
      await next(context);
      await next(context);
    };
    const handler = chain<Request>()
      .use(twice)
      .answer(() => void answers.push('answer'));
    await expect(handler(request('GET', '/'))).rejects.toBeInstanceOf(NextCalledTwice);
    expect(answers).toEqual(['answer']);
  });

  it('makes no promise when no middleware waits', () => {
    const handler = chain<Request>()
      .use((context, next) => next(context))
      .answer(() => undefined);
    expect(handler(request('GET', '/'))).toBeUndefined();
  });
});

describe('router', () => {
  const answers: string[] = [];
  const answer = (text: string) => () => void answers.push(text);
  const routes = router<Request>(
    [
      {
        matches: (context) => context.path === '/',
        allow: 'GET',
        alsoTakes: ['HEAD'],
        answer: answer('index'),
      },
      {
        matches: (context) => context.path.startsWith('/jwt/'),
        allow: 'POST, GET',
        answer: answer('log-in'),
      },
      { matches: (context) => context.path.startsWith('/assets/'), answer: answer('asset') },
    ],
    {
      notFound: (context) => void answers.push(`404 ${context.path}`),
      notAllowed: (_context, allow) => void answers.push(`405 ${allow}`),
    },
  );

  it('answers with the first route that matches, 405 naming Allow, 404 for no route', async () => {
    answers.length = 0;
    for (const [method, path] of [
      ['GET', '/'],
      ['HEAD', '/'],
      ['POST', '/'],
      ['GET', '/jwt/log-in'],
      ['HEAD', '/jwt/log-in'],
      ['DELETE', '/assets/app.js'],
      ['GET', '/nothing/here'],
    ] as const) {
      await routes(request(method, path));
    }
    expect(answers).toEqual([
      'index',
      'index',
      '405 GET',
      'log-in',
      '405 POST, GET',
      'asset',
      '404 /nothing/here',
    ]);
  });
});
