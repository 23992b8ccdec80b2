import { createServer } from 'node:http';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { createAccessLog } from './access-log.ts';
import { clientIpReader } from './client-ip.ts';
import { createLogger } from './logger.ts';

it('logs a request its client gave up on as 499, with the address the client came from', async () => {
  const written: string[] = [];
  const capture = new PassThrough();
  capture.on('data', (chunk: Buffer) => written.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const accessLog = createAccessLog({
    logger: createLogger({ level: 'info', format: 'json', to: capture }),
    clientIpOf: clientIpReader([]),
    cidHeader: 'x-cid',
  });
  // a reply that is never sent: nothing but the access log reads the client's address
  const server = createServer((request, response) => accessLog(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /favicon.svg?v=1 HTTP/1.1\r\nHost: portal\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect
      .poll(() =>
        written
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((line) => line.msg === 'request'),
      )
      .toMatchObject({
        cid: expect.stringMatching(/^[0-9a-f]{24}$/),
        client: '127.0.0.1',
        method: 'GET',
        path: '/favicon.svg',
        status: 499,
        bytes: 0,
      });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
