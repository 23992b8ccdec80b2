import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { injectBaseHref } from './src/server/base-href.ts';
import { writeBuildStamp } from './src/server/build-if-needed.ts';
import { apiMountPath, loadRuntimeConfig } from './src/server/runtime-config.ts';

/**
 * `npm run dev`: the same API as `npm start` (the sandbox, or API_UPSTREAM through the same proxy)
 * and the same runtime config, at /. No CSP and no security headers here: Vite's dev client and
 * React refresh need inline code; `npm start` serves the real policy.
 */
function portalDevServer(): Plugin {
  return {
    name: 'portal-dev-server',
    apply: 'serve',
    async configureServer(server) {
      // The dev server always serves the portal at "/", whatever PORTAL_BASENAME says.
      const runtimeConfig = {
        ...loadRuntimeConfig(resolve(server.config.root, 'public'), process.env),
        basename: '/',
      };
      const configBody = `${JSON.stringify(runtimeConfig, null, 2)}\n`;
      const apiPath = apiMountPath(runtimeConfig);
      const [{ createApi, pathUnderMount }, { configFromArgs }] = await Promise.all([
        import('./src/server/api.ts'),
        import('./src/sandbox/config.ts'),
      ]);
      const api =
        apiPath === null
          ? null
          : createApi({
              sandboxConfig: configFromArgs([], process.env).config,
              apiUpstream: process.env.API_UPSTREAM?.trim() || null,
              log: (message) => server.config.logger.error(message),
            });
      server.httpServer?.once('close', () => api?.close());
      if (api) server.config.logger.info(`  API at ${apiPath}: ${api.describe}`);
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const rest = api && apiPath ? pathUnderMount(url, apiPath) : null;
        if (api && rest !== null) {
          void api.handle(request, response, rest);
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
    transformIndexHtml: (html) => injectBaseHref(html, '/'),
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
  plugins: [react(), portalDevServer(), buildStamp()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    target: 'es2023',
  },
});
