/**
 * The "ceiling" for the throughput benchmark: a bare Node HTTP server that reads the request body
 * and answers a fixed JSON-RPC reply. `POST /<bytes>` answers a reply of exactly that many bytes
 * (padded), so a method is compared with a ceiling that sends as much as it does; any other path
 * answers a small reply. Whatever the sandbox does on top of this costs throughput. Prints
 * `listening on <url>` once it accepts connections.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const SMALL = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { providers: ['KPNWBA', 'KPNWEAS'] } });
const replies = new Map<number, Buffer>();

function replyOf(bytes: number): Buffer {
  let reply = replies.get(bytes);
  if (!reply) {
    const frame = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { padding: '' } });
    reply = Buffer.from(frame.replace('""', `"${'x'.repeat(Math.max(0, bytes - frame.length))}"`));
    replies.set(bytes, reply);
  }
  return reply;
}

const server = createServer((request, response) => {
  const bytes = Number((request.url ?? '/').slice(1));
  const reply = Number.isSafeInteger(bytes) && bytes > 0 ? replyOf(bytes) : Buffer.from(SMALL);
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': reply.length });
    response.end(reply);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening on http://127.0.0.1:${port}/\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
