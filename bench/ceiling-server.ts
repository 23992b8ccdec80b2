/**
 * The "ceiling" for the throughput benchmark: a bare Node HTTP server that reads the request body
 * and answers one fixed JSON-RPC reply. Whatever the sandbox does on top of this costs throughput.
 * Prints `listening on <url>` once it accepts connections.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const REPLY = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { providers: ['KPNWBA', 'KPNWEAS'] } });

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(REPLY),
    });
    response.end(REPLY);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening on http://127.0.0.1:${port}/\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
