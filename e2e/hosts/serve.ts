/**
 * Serves the partner pages (partner-pages.ts) on one origin; playwright.config.ts starts it twice
 * per test run, for the partner (EMBED_HOST_URL) and the stranger (STRANGER_URL):
 *
 *   node e2e/hosts/serve.ts --port 4175 --portal http://127.0.0.1:4173 --stranger http://localhost:4176
 *
 * `/token` signs in as the sandbox's admin at the portal's API, server-side, and hands the token to
 * the page, as a partner's intranet would.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../../src/sandbox/store/seed/accounts.ts';
import { pageFor } from './partner-pages.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    portal: { type: 'string' },
    stranger: { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || !values.portal || !values.stranger) {
  throw new Error('usage: serve.ts --port <port> --portal <url> --stranger <url>');
}
const origins = { portal: values.portal, stranger: values.stranger };

async function serverSideToken(): Promise<string> {
  const admin = demoAccounts.find((account) => account.username === 'admin');
  if (!admin) throw new Error('the seed has no admin');
  const reply = await fetch(`${origins.portal}/api/jwt/log-in`, {
    headers: { Authorization: `Basic ${Buffer.from(`admin:${admin.password}`).toString('base64')}` },
  });
  if (!reply.ok) throw new Error(`the portal refused the partner's log-in: ${reply.status}`);
  return ((await reply.json()) as { access_token: string }).access_token;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  pageFor(url.pathname, url.searchParams, origins, serverSideToken).then(
    (reply) => {
      const headers = { 'Cache-Control': 'no-store', ...(reply.type ? { 'Content-Type': reply.type } : {}) };
      response.writeHead(reply.status, headers).end(reply.body);
    },
    (error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(error));
    },
  );
});
server.listen(port, 'localhost', () => {
  console.log(`partner pages at http://localhost:${port}/ for ${origins.portal}`);
});
