/**
 * docs/partners as a partner tries it: the embedding example of embedding.md (the blocks marked
 * `<!-- embedding-example: NAME -->`) run as written against `npm start` — the start command, the
 * partner's server `host.mjs` and its page `host.html` — with the page opened in Chromium; and
 * every address on this machine that docs/partners names, answered by those two servers.
 *
 * The docs' ports (8080 for `npm start`, 3000 for the partner's server) are moved to spare ports of
 * this run; nothing else in the examples changes.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST_DIR, FIRST_SPARE_PORT, SERVER_LOG_DIR } from '../playwright.config.ts';
import { type NpmRun, descendantsOf, isRunning, runNpm } from '../src/server/testing/npm-process.ts';
import { type StartedProcess, answers, startProcess } from './hosts/processes.ts';

const DOCS_DIR = 'docs/partners';
const DOCS_PORTAL_PORT = 8080;
const DOCS_HOST_PORT = 3000;
// behind-a-proxy.spec.ts and many-sites.spec.ts use the spare ports up to FIRST_SPARE_PORT + 10,
// many-sites-counts.spec.ts + 13
const portalPort = FIRST_SPARE_PORT + 11;
const hostPort = FIRST_SPARE_PORT + 12;
const portalUrl = `http://127.0.0.1:${portalPort}`;
const hostUrl = `http://localhost:${hostPort}`;

/** The code blocks marked `<!-- embedding-example: NAME -->`, by name. */
export function examplesOf(markdown: string): Map<string, string> {
  const blocks = markdown.matchAll(/^<!-- embedding-example: (\S+) -->\s*\n(`{3,})[^\n]*\n([\s\S]*?)\n\2$/gm);
  return new Map([...blocks].map(([, name, , code]) => [name!, `${code}\n`]));
}

/** The text with the docs' two ports moved to this run's. */
const moved = (text: string) =>
  text
    .replace(new RegExp(`\\b${DOCS_PORTAL_PORT}\\b`, 'g'), String(portalPort))
    .replace(new RegExp(`\\b${DOCS_HOST_PORT}\\b`, 'g'), String(hostPort));

/** `NAME=value … npm start -- args` as the environment and the arguments after `--`. */
export function startCommandOf(block: string): { env: Record<string, string>; args: string[] } {
  const match = /^((?:[A-Z_]+=\S+ )*)npm start(?: -- (.*))?$/m.exec(block.trim());
  if (!match) throw new Error(`not an npm start command: ${block}`);
  const env = Object.fromEntries(
    match[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((assignment) => assignment.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  return { env, args: match[2]?.split(/\s+/) ?? [] };
}

/** Every address on this machine that the Markdown names, as written. */
export function loopbackUrlsOf(markdown: string): string[] {
  const urls =
    markdown.match(/https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?[^\s`'"<>()[\]…]*/g) ?? [];
  return urls.map((url) => url.replace(/[.,;:]+$/, ''));
}

/** What is wrong with the reply to a GET of `url` (an address of the portal or the host): '' when nothing. */
async function problemWith(url: string): Promise<string> {
  const reply = await fetch(url, { redirect: 'manual' });
  const type = reply.headers.get('content-type') ?? '';
  await reply.body?.cancel();
  if (reply.status === 404 || reply.status >= 500) return `HTTP ${reply.status}`;
  const { origin, pathname, search } = new URL(url);
  if (origin !== portalUrl || pathname === '/' || !type.startsWith('text/html')) return '';
  // a path the portal answers with its own page may be one that is only the API's under /api
  const api = await fetch(`${portalUrl}/api${pathname}${search}`, { redirect: 'manual' });
  await api.body?.cancel();
  return api.status !== 404 && !(api.headers.get('content-type') ?? '').startsWith('text/html')
    ? `the portal's page, not the API: under npm start the API is at /api${pathname}`
    : '';
}

/** Stops `npm start` (SIGTERM, as an operator's Ctrl-C), and whatever it started if that outlives it. */
async function stopNpm(run: NpmRun): Promise<void> {
  const below = descendantsOf(run.child.pid!);
  run.child.kill('SIGTERM');
  await Promise.race([run.exited, new Promise((done) => setTimeout(done, 10_000))]);
  for (const pid of below) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

const embedding = readFileSync(join(DOCS_DIR, 'embedding.md'), 'utf8');
const examples = examplesOf(embedding);

test.describe('the partner docs, as written, against npm start', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: NpmRun | undefined;
  let host: StartedProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect([...examples.keys()].sort()).toEqual(['host.html', 'host.mjs', 'start']);
    const { env, args } = startCommandOf(moved(examples.get('start')!));
    expect(env).toEqual({ PORTAL_ALLOWED_PARENT_ORIGINS: hostUrl });
    portal = await runNpm(
      [
        'start',
        '--silent',
        '--',
        ...args,
        `--dist-dir=${DIST_DIR}`,
        `--port=${portalPort}`,
        `--data-dir=data/e2e-${portalPort}`,
        '--reset',
        '--log-format=json',
      ],
      env,
    );
    expect(portal.url).toBe(portalUrl);

    const folder = resolve(`test-results/embedding-example-${hostPort}`);
    mkdirSync(folder, { recursive: true });
    for (const name of ['host.html', 'host.mjs'])
      writeFileSync(join(folder, name), moved(examples.get(name)!));
    host = await startProcess([join(folder, 'host.mjs')], {
      port: hostPort,
      logFile: join(folder, 'host.log'),
      ready: () => answers(`${hostUrl}/`),
    });
  });

  test.afterAll(async () => {
    await host?.stop();
    if (portal) {
      await stopNpm(portal);
      mkdirSync(SERVER_LOG_DIR, { recursive: true });
      writeFileSync(`${SERVER_LOG_DIR}/portal-${portalPort}.log`, portal.stdout());
    }
  });

  test('embedding.md: the partner’s page shows the portal signed in by the partner’s server', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      // the SDK's and the portal's own warnings (the host page has no favicon, which is no concern here)
      if (/broadband ?portal/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${hostUrl}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner intranet' })).toBeVisible();
    const portalFrame = page.frameLocator('#portal iframe');
    await expect(portalFrame.getByRole('heading', { level: 1, name: 'Address check' })).toBeVisible();
    await expect(
      portalFrame.getByRole('region', { name: 'KPNWBA' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(portalFrame.getByLabel('Username')).toHaveCount(0);
    expect(warnings).toEqual([]);

    // the endpoint answers the bearer token, and only it
    const reply = await fetch(`${hostUrl}/broadband-token`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await reply.text()).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await fetch(`${hostUrl}/elsewhere`)).status).toBe(404);
  });

  test('every address on this machine in docs/partners answers as written', async () => {
    const named = readdirSync(DOCS_DIR)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        loopbackUrlsOf(readFileSync(join(DOCS_DIR, file), 'utf8')).map((url) => ({ file, url })),
      );
    expect(named.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const { file, url } of named) {
      const port = new URL(url).port;
      if (port !== String(DOCS_PORTAL_PORT) && port !== String(DOCS_HOST_PORT)) {
        problems.push(`${file}: ${url}: neither npm start (${DOCS_PORTAL_PORT}) nor the embedding example`);
        continue;
      }
      const problem = await problemWith(moved(url));
      if (problem) problems.push(`${file}: ${url}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

test('the doc readers find what the docs hold', () => {
  expect(examplesOf('<!-- embedding-example: a.sh -->\n\n```sh\nnpm start\n```\n\n```js\nx\n```')).toEqual(
    new Map([['a.sh', 'npm start\n']]),
  );
  expect(startCommandOf('A=1 B=x,y npm start -- --demo')).toEqual({
    env: { A: '1', B: 'x,y' },
    args: ['--demo'],
  });
  expect(
    loopbackUrlsOf('at `http://127.0.0.1:8080/…`, <http://localhost:3000/>, (http://[::1]:8080/api).'),
  ).toEqual(['http://127.0.0.1:8080/', 'http://localhost:3000/', 'http://[::1]:8080/api']);
});
