import { describe, expect, it } from 'vitest';
import { type EdgeContext, type Middleware, compose, end } from './pipeline.ts';
import type { Replies } from './reply.ts';
import { router } from './router.ts';

const context = (method: string, routePath: string) =>
  ({ method, routePath, path: `/${routePath}` }) as unknown as EdgeContext;

describe('compose', () => {
  it('runs middlewares in order, each around the rest, and stops where one does not go on', async () => {
    const seen: string[] = [];
    const step =
      (name: string, goOn = true): Middleware =>
      async (_context, next) => {
        seen.push(`${name} in`);
        if (goOn) await next();
        seen.push(`${name} out`);
      };
    await compose([step('a'), step('b', false), step('c')])(context('GET', ''), end);
    expect(seen).toEqual(['a in', 'b in', 'b out', 'a out']);
  });

  it('hands a failure back to the middlewares before it', async () => {
    const caught: unknown[] = [];
    const guard: Middleware = async (_context, next) => {
      try {
        await next();
      } catch (error) {
        caught.push(error);
      }
    };
    await compose([guard, () => Promise.reject(new Error('broken'))])(context('GET', ''), end);
    expect(caught).toEqual([new Error('broken')]);
  });
});

describe('router', () => {
  const answers: string[] = [];
  const replies = {
    notFound: (context: EdgeContext) => answers.push(`404 ${context.path}`),
    notAllowed: (_context: EdgeContext, allow: string) => answers.push(`405 ${allow}`),
  } as unknown as Replies;
  const answer =
    (text: string): Middleware =>
    () => {
      answers.push(text);
    };
  const routes = router(
    [
      { matches: (path) => path === '', allow: 'GET', alsoTakes: ['HEAD'], handlers: [answer('index')] },
      { matches: (path) => path.startsWith('jwt/'), allow: 'POST, GET', handlers: [answer('log-in')] },
    ],
    replies,
  );

  it('answers with the first route that matches, 405 naming Allow, 404 for no route', async () => {
    answers.length = 0;
    await routes(context('GET', ''), end);
    await routes(context('HEAD', ''), end);
    await routes(context('POST', ''), end);
    await routes(context('GET', 'jwt/log-in'), end);
    await routes(context('HEAD', 'jwt/log-in'), end);
    await routes(context('GET', 'nothing/here'), end);
    expect(answers).toEqual(['index', 'index', '405 GET', 'log-in', '405 POST, GET', '404 /nothing/here']);
  });
});
