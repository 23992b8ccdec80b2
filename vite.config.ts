import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type HtmlTagDescriptor, type Plugin, type Rollup, build, createServer, defineConfig } from 'vite';
import { writeBuildStamp } from './src/server/build-if-needed.ts';
import { FRAMED_CHROMES, drawingPath, drawnFramedPageFile, drawnPageFile } from './src/server/drawn-pages.ts';
import { drawnCheckFile } from './src/contract/drawn-address.ts';
import { PRERENDERED_DIR, renderIndexHtml } from './src/server/index-html.ts';
import { SIGNED_IN_PAGES } from './src/server/route-preloads.ts';
import { precompressFolder } from './src/server/precompress.ts';
import { type RuntimeConfig, apiMountPath, loadRuntimeConfig } from './src/server/runtime-config.ts';

/**
 * `npm run dev`: the same API as `npm start` (the sandbox, or API_UPSTREAM through the same proxy)
 * and the same runtime config, at /. No CSP and no security headers here: Vite's dev client and
 * React refresh need inline code; `npm start` serves the real policy.
 */
function portalDevServer(): Plugin {
  // The dev server always serves the portal at "/", whatever PORTAL_BASENAME says. Its index.html
  // is the same for every request, so the page always asks for a kept session.
  const runtimeConfig: RuntimeConfig & { session: 'ask' } = {
    ...loadRuntimeConfig(resolve('public'), process.env),
    basename: '/',
    session: 'ask' as const,
  };
  return {
    name: 'portal-dev-server',
    apply: 'serve',
    async configureServer(server) {
      const apiPath = apiMountPath(runtimeConfig);
      const [
        { createApi, pathUnderMount },
        { configFromArgs },
        { createSessionKeeper },
        { openEndedSessions },
      ] = await Promise.all([
        import('./src/server/api.ts'),
        import('./src/sandbox/config.ts'),
        import('./src/server/session-keeper.ts'),
        import('./src/server/session-store.ts'),
      ]);
      const sandboxConfig = configFromArgs([], process.env).config;
      const apiUpstream = process.env.API_UPSTREAM?.trim() || null;
      if (apiPath !== null && !apiUpstream && sandboxConfig.demo) {
        runtimeConfig.demo = {
          idleMinutes: sandboxConfig.demo.idleMinutes,
          backofficeIntervalSeconds: sandboxConfig.demo.backofficeSeconds,
        };
      }
      const configBody = `${JSON.stringify(runtimeConfig, null, 2)}\n`;
      const endedSessions = openEndedSessions(undefined, { dataDir: resolve(sandboxConfig.dataDir) });
      const keeper = createSessionKeeper({ ended: endedSessions });
      const api =
        apiPath === null
          ? null
          : createApi({
              sandboxConfig,
              apiUpstream,
              log: (message) => server.config.logger.error(message),
            });
      server.httpServer?.once('close', () => {
        api?.close();
        void endedSessions.close();
      });
      if (api) server.config.logger.info(`  API at ${apiPath}: ${api.describe}`);
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const rest = api && apiPath ? pathUnderMount(url, apiPath) : null;
        if (api && rest !== null) {
          void keeper.watchApiReply(request, response, rest).then(() => api.handle(request, response, rest));
          return;
        }
        if (api && url.split('?')[0] === '/session') {
          void keeper.answer(request, response);
          return;
        }
        if (url.split('?')[0] === '/config.json') {
          response.writeHead(200, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          response.end(configBody);
          return;
        }
        next();
      });
    },
    transformIndexHtml: (html) => renderIndexHtml(html, runtimeConfig),
  };
}

/**
 * Every visit starts at the log-in, which comes with the entry (Vite preloads the entry's imports):
 * the built index.html also preloads each language's texts (`data-locale`; the server keeps the
 * default language's), so they load in parallel with the entry, not after it has run.
 */
function preloadTexts(): Plugin {
  const isChunk = (item: Rollup.OutputBundle[string] | undefined): item is Rollup.OutputChunk =>
    item?.type === 'chunk';
  return {
    name: 'portal-preload-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.values(bundle)
          .filter(isChunk)
          .flatMap((chunk): HtmlTagDescriptor[] => {
            const locale = /\/src\/i18n\/messages-([a-z]+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
            if (!locale) return [];
            const attrs = {
              rel: 'modulepreload',
              crossorigin: true,
              href: `./${chunk.fileName}`,
              'data-locale': locale,
            };
            return [{ tag: 'link', attrs, injectTo: 'head' }];
          });
      },
    },
  };
}

/**
 * Scripts that other sites load on their own pages, each one file with no imports: as a classic
 * script (`<name>.js`, which sets the global `global`) and as an ES module (`<name>.mjs`).
 */
const STANDALONE_SCRIPTS = [
  { entry: 'src/embedding/sdk/embed.ts', file: 'embed', global: 'BroadbandPortal' },
  { entry: 'src/widget/address-check.ts', file: 'widget/address-check', global: 'BroadbandAddressCheck' },
];

async function buildStandaloneScripts(outDir: string) {
  for (const script of STANDALONE_SCRIPTS) {
    await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
        target: 'es2020',
        // The classic script has no import.meta; the scripts fall back to document.currentScript.
        rolldownOptions: { checks: { emptyImportMeta: false } },
        lib: {
          entry: resolve(script.entry),
          name: script.global,
          formats: ['iife', 'es'],
          fileName: (format) => `${script.file}.${format === 'es' ? 'mjs' : 'js'}`,
        },
      },
    });
  }
}

/**
 * The log-in as the portal first draws it, and each signed-in page as it shows while its data
 * loads, in each language, for the server to put into index.html (src/app/prerender-log-in.tsx and
 * prerender-signed-in.tsx, loaded through a Vite server of its own that renders them in Node).
 */
async function prerenderPages(outDir: string) {
  const server = await createServer({
    configFile: false,
    plugins: [react()],
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerenderLogIn } = (await server.ssrLoadModule('/src/app/prerender-log-in.tsx')) as {
      prerenderLogIn: (locale: 'nl' | 'en') => Promise<string>;
    };
    const { prerenderSignedInPage, prerenderAddressCheckResult } = (await server.ssrLoadModule(
      '/src/app/prerender-signed-in.tsx',
    )) as {
      prerenderSignedInPage: (
        locale: 'nl' | 'en',
        path: string,
        chrome?: 'none' | 'compact',
      ) => Promise<string>;
      prerenderAddressCheckResult: (locale: 'nl' | 'en') => Promise<string>;
    };
    mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
    for (const locale of ['nl', 'en'] as const) {
      writeFileSync(join(outDir, PRERENDERED_DIR, `log-in-${locale}.html`), await prerenderLogIn(locale));
      for (const page of SIGNED_IN_PAGES) {
        writeFileSync(
          join(outDir, PRERENDERED_DIR, drawnPageFile(page.path, locale)),
          await prerenderSignedInPage(locale, drawingPath(page.path)),
        );
        for (const chrome of FRAMED_CHROMES) {
          writeFileSync(
            join(outDir, PRERENDERED_DIR, drawnFramedPageFile(page.path, locale, chrome)),
            await prerenderSignedInPage(locale, drawingPath(page.path), chrome),
          );
        }
      }
      writeFileSync(
        join(outDir, PRERENDERED_DIR, drawnCheckFile(locale)),
        await prerenderAddressCheckResult(locale),
      );
    }
  } finally {
    await server.close();
  }
}

/**
 * After the portal: the standalone scripts, the log-in drawn beforehand, then brotli and gzip
 * copies of the built text files, for the server to send as they are.
 */
function finishBuild(): Plugin {
  let outDir = '';
  return {
    name: 'portal-finish-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await buildStandaloneScripts(outDir);
      await prerenderPages(outDir);
      await precompressFolder(outDir);
    },
  };
}

/** Marks dist/ as built for `npm start`, which rebuilds only when inputs are newer than this. */
function buildStamp(): Plugin {
  let startedAt = new Date();
  let outDir = '';
  return {
    name: 'portal-build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      startedAt = new Date();
    },
    writeBundle() {
      writeBuildStamp(outDir, startedAt);
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the server's injected <base href> makes one build serve any basename.
  base: './',
  plugins: [react(), portalDevServer(), preloadTexts(), finishBuild(), buildStamp()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    target: 'es2023',
  },
});
