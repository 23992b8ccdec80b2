import { type Socket, connect } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createHttpServer, listenGracefully } from './listen.ts';

const TIMEOUTS = { headersTimeoutSeconds: 10, requestTimeoutSeconds: 30 };

/** Everything a raw socket receives until the server ends it. */
async function readAll(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  await once(socket, 'close');
  return text;
}

describe('a server stopping gracefully', () => {
  it('answers a request that arrives on a connection accepted just before the stop', async () => {
    const server = createHttpServer((_request, response) => {
      setTimeout(() => response.end('answered'), 50);
    }, TIMEOUTS);
    let closed = false;
    const listening = await listenGracefully(server, 0, '127.0.0.1', () => (closed = true));
    const accepted = once(server, 'connection');
    const socket = connect(Number(new URL(listening.url).port), '127.0.0.1');
    const received = readAll(socket);
    await accepted;

    const stopped = listening.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');

    expect(await received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*answered$/);
    await stopped;
    expect(closed).toBe(true);
  });

  it('stops accepting at once and lets a request in flight finish', async () => {
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const server = createHttpServer((_request, response) => {
      started();
      setTimeout(() => response.end('late but whole'), 200);
    }, TIMEOUTS);
    const listening = await listenGracefully(server, 0, '127.0.0.1', () => {});
    const reply = fetch(listening.url);
    await requestStarted;
    const stopped = listening.stop();
    await expect(fetch(listening.url)).rejects.toThrow();
    expect(await (await reply).text()).toBe('late but whole');
    await stopped;
  });
});
