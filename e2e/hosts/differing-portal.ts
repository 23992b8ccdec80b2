/**
 * The portal as a customer runs it against a provider whose service differs from the contract:
 * `npm start` in proxy mode (`--api-upstream`) before the differing service
 * (src/sandbox/testing/differing-service.ts), which forwards to the run's sandbox (the first
 * portal's `/api`) and changes the replies it is told to. The differing service runs in the test's
 * own process, so a test changes replies by calling it; the portal is a real server process.
 * Each worker running at the same time gets its own ports (`parallelIndex`). Beside it, a partner's
 * pages (partner-pages.ts) on an origin the portal may be framed by, for the embedded portal, and
 * the address-check widget, which calls the differing service itself, as a partner's widget calls
 * the provider's API.
 */
import { type Server, createServer } from 'node:http';
import {
  DIST_DIR,
  FIRST_SPARE_PORT,
  PORTAL_URL,
  SERVER_LOG_DIR,
  STRANGER_URL,
} from '../../playwright.config.ts';
import { demoAccounts } from '../../src/sandbox/store/seed/accounts.ts';
import { type DifferingService, startDifferingService } from '../../src/sandbox/testing/differing-service.ts';
import { pageFor } from './partner-pages.ts';
import { answers, startProcess } from './processes.ts';

export interface DifferingPortal {
  url: string;
  /** The partner's pages that embed this portal and carry its widget. */
  partnerUrl: string;
  service: DifferingService;
  stop(): Promise<void>;
}

/** Ports from FIRST_SPARE_PORT + 20 on: two per worker running at the same time. */
const portsOf = (parallelIndex: number) => ({
  portal: FIRST_SPARE_PORT + 20 + 2 * parallelIndex,
  partner: FIRST_SPARE_PORT + 21 + 2 * parallelIndex,
});

export async function startDifferingPortal(parallelIndex: number): Promise<DifferingPortal> {
  const { portal: port, partner: partnerPort } = portsOf(parallelIndex);
  const url = `http://127.0.0.1:${port}`;
  const partnerUrl = `http://localhost:${partnerPort}`;
  const service = await startDifferingService({ upstream: `${PORTAL_URL}/api` });
  const partner = await servePartnerPages(partnerPort, url, service.url);
  try {
    const portal = await startProcess(
      [
        'src/server/cli.ts',
        `--dist-dir=${DIST_DIR}`,
        `--port=${port}`,
        `--data-dir=data/e2e-${port}`,
        '--reset',
        `--api-upstream=${service.url}/`,
        '--log-format=json',
      ],
      {
        port,
        env: { PORTAL_ALLOWED_PARENT_ORIGINS: partnerUrl },
        logFile: `${SERVER_LOG_DIR}/portal-${port}-differing.log`,
        ready: () => answers(`http://127.0.0.1:${port}/config.json`),
      },
    );
    return {
      url,
      partnerUrl,
      service,
      stop: async () => {
        await portal.stop();
        await service.stop();
        await new Promise((resolve) => partner.close(resolve));
      },
    };
  } catch (error) {
    await service.stop();
    await new Promise((resolve) => partner.close(resolve));
    throw error;
  }
}

/** The partner's pages for `portal`, with its server-side token hand-off (as e2e/hosts/serve.ts does). */
async function servePartnerPages(port: number, portal: string, api: string): Promise<Server> {
  const admin = demoAccounts.find((account) => account.username === 'admin');
  if (!admin) throw new Error('the seed has no admin');
  const token = async () => {
    const reply = await fetch(`${portal}/api/jwt/log-in`, {
      headers: { Authorization: `Basic ${Buffer.from(`admin:${admin.password}`).toString('base64')}` },
    });
    if (!reply.ok) throw new Error(`the portal refused the partner's log-in: ${reply.status}`);
    return ((await reply.json()) as { access_token: string }).access_token;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    pageFor(url.pathname, url.searchParams, { portal, stranger: STRANGER_URL, api }, token).then(
      (reply) =>
        response
          .writeHead(reply.status, {
            'Cache-Control': 'no-store',
            ...(reply.type ? { 'Content-Type': reply.type } : {}),
          })
          .end(reply.body),
      (error: unknown) => response.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return server;
}
