import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext } from './compose.ts';
import { type Route, router } from './router.ts';

let server: Server | undefined;
let base = '';

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

const json = ({ response }: RequestContext, status: number, body: unknown, headers = {}) =>
  void response
    .writeHead(status, { 'Content-Type': 'application/json', ...headers })
    .end(JSON.stringify(body));

const answering =
  (name: string) =>
  (context: RequestContext): void =>
    json(context, 200, { route: name, method: context.method });

const routes: Route<RequestContext>[] = [
  { matches: ({ path }) => path === '/', allow: 'GET', alsoTakes: ['HEAD'], answer: answering('index') },
  { matches: ({ path }) => path === '/log-in', allow: 'POST, GET', answer: answering('log-in') },
  { matches: ({ path }) => path.startsWith('/files/'), allow: 'GET', answer: answering('files') },
  { matches: ({ path }) => path.startsWith('/files/'), allow: 'DELETE', answer: answering('never') },
  {
    matches: ({ path }) => path === '/slow',
    allow: 'GET',
    answer: async (context) => {
      await new Promise((resolve) => setImmediate(resolve));
      json(context, 200, { route: 'slow' });
    },
  },
  { matches: ({ path }) => path.startsWith('/any/'), answer: answering('any') },
];

async function start(): Promise<void> {
  const handle = router(routes, {
    notFound: (context) => json(context, 404, { message: `Nothing at ${context.path}.` }),
    notAllowed: (context, allow) =>
      json(context, 405, { message: `${context.path} takes ${allow}.` }, { Allow: allow }),
  });
  server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    void handle({ request, response, method: request.method ?? 'GET', path });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function ask(method: string, path: string) {
  const reply = await fetch(`${base}${path}`, { method });
  const text = await reply.text();
  return {
    status: reply.status,
    allow: reply.headers.get('allow'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe('a route that matches', () => {
  it('answers a method it takes', async () => {
    await start();
    expect(await ask('GET', '/')).toEqual({
      status: 200,
      allow: null,
      body: { route: 'index', method: 'GET' },
    });
    expect(await ask('POST', '/log-in')).toMatchObject({
      status: 200,
      body: { route: 'log-in', method: 'POST' },
    });
    expect(await ask('GET', '/log-in')).toMatchObject({
      status: 200,
      body: { route: 'log-in', method: 'GET' },
    });
  });

  it('answers a method it also takes without naming it', async () => {
    await start();
    expect(await ask('HEAD', '/')).toEqual({ status: 200, allow: null, body: null });
  });

  it('answers every method when it names none', async () => {
    await start();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(await ask(method, '/any/thing')).toMatchObject({ status: 200, body: { route: 'any', method } });
    }
  });

  it('answers once it has waited for what it needs', async () => {
    await start();
    expect(await ask('GET', '/slow')).toMatchObject({ status: 200, body: { route: 'slow' } });
  });
});

describe('a method the matching route does not take', () => {
  it('gets 405 with Allow naming the methods the route names, not those it also takes', async () => {
    await start();
    expect(await ask('POST', '/')).toEqual({ status: 405, allow: 'GET', body: { message: '/ takes GET.' } });
    expect(await ask('HEAD', '/log-in')).toEqual({ status: 405, allow: 'POST, GET', body: null });
    expect(await ask('PUT', '/log-in')).toMatchObject({ status: 405, allow: 'POST, GET' });
  });

  it('gets 405 from the first route that matches, though a later one takes the method', async () => {
    await start();
    expect(await ask('DELETE', '/files/report.csv')).toEqual({
      status: 405,
      allow: 'GET',
      body: { message: '/files/report.csv takes GET.' },
    });
  });
});

describe('a path no route matches', () => {
  it('gets 404 whatever the method', async () => {
    await start();
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(await ask(method, '/nothing/here')).toEqual({
        status: 404,
        allow: null,
        body: { message: 'Nothing at /nothing/here.' },
      });
    }
  });
});
