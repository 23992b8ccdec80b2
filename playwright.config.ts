import { networkInterfaces } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-browsers.ts';
import type { EngineName } from './e2e/engines/tab.ts';

const reportDir = process.env.TEST_REPORT_DIR;
const chromium = findChromium();
if (!chromium.found) throw new Error(chromium.problem);
/** Ports and build can be moved (E2E_PORT, E2E_DIST) so two runs on one machine do not collide. */
const port = Number(process.env.E2E_PORT ?? 4173);
export const DIST_DIR = process.env.E2E_DIST ?? 'dist';
/** Every server of a run logs here, one JSON line per request (read by e2e/server-logs.audit.ts). */
export const SERVER_LOG_DIR = `test-results/server-logs-${port}`;
export const PORTAL_URL = `http://127.0.0.1:${port}`;
/** A second portal whose tokens live 20 seconds, for the session-expiry flow. */
export const SHORT_SESSION_URL = `http://127.0.0.1:${port + 1}`;
/** A partner's page that may embed the portal, and a page of a stranger that may not (other origins). */
export const EMBED_HOST_URL = `http://localhost:${port + 2}`;
export const STRANGER_URL = `http://localhost:${port + 3}`;
/** A portal in demo mode (persona sign-in, private data per visitor), whose backoffice moves every 2 s. */
export const DEMO_URL = `http://127.0.0.1:${port + 4}`;
/**
 * A portal as a partner runs it: listening on every interface (reached over plain http at this
 * machine's LAN address, when it has one) and behind nginx terminating TLS, which it trusts.
 */
const partnerPort = port + 5;
export const PARTNER_PORTAL_URL = `http://127.0.0.1:${partnerPort}`;
export const LAN_PORTAL_URL = lanAddress() ? `http://${lanAddress()}:${partnerPort}` : null;
export const TLS_PROXY_URL = `https://localhost:${port + 6}`;
export const TLS_PROXY_DIR = `test-results/tls-proxy-${port + 6}`;
/** Ports from here on are for servers a spec starts itself (e2e/behind-a-proxy.spec.ts). */
export const FIRST_SPARE_PORT = port + 7;

function lanAddress(): string | null {
  const addresses = Object.values(networkInterfaces()).flat();
  return addresses.find((address) => address?.family === 'IPv4' && !address.internal)?.address ?? null;
}

const server = (port: number, extra: string, env: Record<string, string> = {}) => ({
  command: `mkdir -p ${SERVER_LOG_DIR} && exec node src/server/cli.ts --dist-dir ${DIST_DIR} --port ${port} --data-dir data/e2e-${port} --reset --backoffice-delay 0 --log-format json ${extra} > ${SERVER_LOG_DIR}/portal-${port}.log`,
  env,
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig<object, { engineName: EngineName; firefoxPrefs: Record<string, unknown> }>({
  testDir: 'e2e',
  outputDir: `test-results/playwright-${port}`,
  timeout: 60_000,
  // CI runs two workers, their browsers and the servers on two cores: there a page reached by a
  // link (its code, its data, its first render) has taken more than 10 s. A wait ends as soon as
  // what it waits for is there, so only a failing assertion takes this long.
  expect: { timeout: 20_000 },
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]] : [['list']],
  use: {
    baseURL: PORTAL_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium.path,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testMatch: '*.spec.ts', use: { browserName: 'chromium' } },
    // The same user flows in each engine our users bring (e2e/flows, written once over e2e/engines).
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName: EngineName) => ({
      name: `flows-${engineName}`,
      testMatch: '**/flows/*.flow.ts',
      use: { engineName },
    })),
    // Firefox before it had location.ancestorOrigins: the embedded portal knows its parent by its referrer.
    {
      name: 'flows-firefox-without-ancestor-origins',
      testMatch: '**/flows/embedding.flow.ts',
      use: { engineName: 'firefox', firefoxPrefs: { 'dom.location.ancestorOrigins.enabled': false } },
    },
    // Last, what every server of the run wrote to its log: no secret any test used.
    {
      name: 'server-logs',
      testMatch: 'server-logs.audit.ts',
      dependencies: [
        'chromium',
        'flows-chromium',
        'flows-firefox',
        'flows-webkit',
        'flows-firefox-without-ancestor-origins',
      ],
    },
  ],
  webServer: [
    server(port, '', { PORTAL_ALLOWED_PARENT_ORIGINS: EMBED_HOST_URL }),
    server(port + 1, '--token-lifetime 20'),
    server(port + 4, '--demo --demo-backoffice-interval 2'),
    server(partnerPort, `--host 0.0.0.0 --trusted-proxy 127.0.0.1 --public-url ${TLS_PROXY_URL}`),
    {
      command: `node e2e/hosts/tls-proxy.ts --port ${port + 6} --upstream http://127.0.0.1:${partnerPort} --dir ${TLS_PROXY_DIR}`,
      url: `${TLS_PROXY_URL}/config.json`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    // The partner's pages (allowed to frame the portal) and the stranger's (not allowed), shared by
    // the specs and the flows: e2e/hosts/partner-pages.ts.
    ...[EMBED_HOST_URL, STRANGER_URL].map((url) => ({
      command: `node e2e/hosts/serve.ts --port ${new URL(url).port} --portal ${PORTAL_URL} --stranger ${STRANGER_URL}`,
      url: `${url}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
