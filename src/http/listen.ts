import { type RequestListener, type Server, createServer } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';

export interface ServerTimeouts {
  /** A request whose headers have not all arrived by then is cut off (slow clients). */
  headersTimeoutSeconds: number;
  /** A request whose body has not all arrived by then is cut off. */
  requestTimeoutSeconds: number;
}

/** An HTTP server whose timeouts are checked every second, so a trickling client cannot linger. */
export function createHttpServer(listener: RequestListener, timeouts: ServerTimeouts): Server {
  return createServer(
    {
      headersTimeout: timeouts.headersTimeoutSeconds * 1000,
      requestTimeout: timeouts.requestTimeoutSeconds * 1000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    listener,
  );
}

const CLIENT_READ_GRACE_MS = 1000;

export interface Listening {
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then runs `closed` once. */
  stop(): Promise<void>;
}

/** Listens, and on stop lets in-flight requests finish and their replies flush before closing. */
export async function listenGracefully(
  server: Server,
  port: number,
  host: string,
  closed: () => void,
): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const sockets = new Set<Socket>();
  let requestsInFlight = 0;
  let lastReplyFinishedAt = 0;
  let lastConnectedAt = 0;
  server.on('connection', (socket) => {
    lastConnectedAt = Date.now();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (_request, response) => {
    requestsInFlight += 1;
    response.once('close', () => {
      requestsInFlight -= 1;
      lastReplyFinishedAt = Date.now();
    });
  });

  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let stopping: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${address.port}`,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        // The plain net close stops accepting without cutting connections that are still
        // flushing a reply (http's close would destroy them as idle).
        NetServer.prototype.close.call(server, () => {
          closed();
          resolve();
        });
        const endWhenFlushed = () => {
          // A client may still be reading the last reply when its bytes have left (fetch in Node
          // takes the end of a kept-alive socket for a cut until it has parsed the whole body), and
          // a request may have arrived on a socket just accepted but not yet be read: idle sockets
          // end a moment after the last reply and the last connection, not at once.
          const flushed =
            requestsInFlight === 0 && [...sockets].every((socket) => socket.writableLength === 0);
          const lastActivityAt = Math.max(lastReplyFinishedAt, lastConnectedAt);
          if (flushed && Date.now() - lastActivityAt >= CLIENT_READ_GRACE_MS) {
            for (const socket of sockets) socket.end();
            return;
          }
          setTimeout(endWhenFlushed, 10);
        };
        endWhenFlushed();
      });
      return stopping;
    },
  };
}

/**
 * SIGTERM or SIGINT: says so, lets in-flight requests finish (`stop`), then exits; a stop that
 * takes longer than ten seconds is cut short. A signal that follows the first is ignored: under
 * `npm start` the server hears it twice when npm hands on what a terminal's Ctrl-C or systemd has
 * already sent to the server itself, and the second must not cut the stop short.
 */
export function stopOnSignals(stop: () => Promise<void>, say: (line: string) => void): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: finishing in-flight requests, then closing the database`);
    void stop().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
