/**
 * `npm run bench -- embed`: only the embedded deep link of the portal benchmark (part e of
 * bench/portal.ts), on a build and a portal of its own, for a quicker look than the whole portal run.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  type EmbedDeepLinkFigures,
  embedDeepLinkFigures,
  embedDeepLinkTable,
  servePartnerPage,
} from './embed.ts';
import { DIST_DIR, PARTNER_PORT, PORT } from './portal/settings.ts';
import { loadAverage, projectRoot, startPortal } from './support.ts';

export function buildPortal() {
  const vite = join(projectRoot, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', DIST_DIR, '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`vite build --outDir ${DIST_DIR} failed (exit ${build.status})`);
}

export async function benchEmbed(): Promise<EmbedDeepLinkFigures> {
  if (process.env.BENCH_EMBED_NO_BUILD !== '1') buildPortal();
  const partnerUrl = `http://localhost:${PARTNER_PORT}`;
  const portal = await startPortal({
    port: PORT,
    distDir: DIST_DIR,
    env: { PORTAL_ALLOWED_PARENT_ORIGINS: partnerUrl },
  });
  const partner = await servePartnerPage(PARTNER_PORT, portal.url);
  try {
    process.stdout.write(`portal: ${portal.url}, load average ${loadAverage().toFixed(1)}\n`);
    const figures = await embedDeepLinkFigures(portal.url, partner.url);
    process.stdout.write(embedDeepLinkTable(figures));
    return figures;
  } finally {
    await partner.close();
    await portal.stop();
  }
}
