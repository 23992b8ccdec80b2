/**
 * `node e2e/hosts/tls-proxy.ts --port P --upstream http://127.0.0.1:U [--upstream …] --dir D
 * [--config deploy/nginx/broadband-portal-demo.conf]`: Debian's nginx terminating TLS on
 * 127.0.0.1:P in front of one portal server or several, as a partner's proxy does, with a
 * self-signed certificate for localhost and 127.0.0.1 made at start (`certificate.pem` in D). The
 * configuration is one the project ships (deploy/nginx/broadband-portal.conf unless --config says
 * otherwise), with this run's port, certificate and upstreams in place of its examples (its plain
 * http server on a free port, and a larger log-in burst): it passes the client's address and scheme
 * on (X-Forwarded-For, X-Forwarded-Proto) and streams replies unbuffered. Runs until it is
 * stopped; SIGTERM or SIGINT stops nginx with it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findTool } from '../../scripts/find-browsers.ts';
import { freePorts, testNginxConf, withTestValues } from '../../scripts/nginx-test-values.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    upstream: { type: 'string', multiple: true },
    dir: { type: 'string' },
    config: { type: 'string', default: 'deploy/nginx/broadband-portal.conf' },
  },
});
const port = Number(values.port);
const upstreams = (values.upstream ?? []).map((url) => new URL(url));
const dir = resolve(values.dir ?? `test-results/tls-proxy-${port}`);
const nginx = findTool('nginx');
if (!nginx.found || !Number.isInteger(port) || upstreams.length === 0) {
  console.error(
    nginx.found
      ? 'usage: tls-proxy.ts --port P --upstream URL [--upstream URL…] [--dir D] [--config F]'
      : nginx.problem,
  );
  process.exit(2);
}

mkdirSync(`${dir}/temp`, { recursive: true });
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    `${dir}/key.pem`,
    '-out',
    `${dir}/certificate.pem`,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (made.status !== 0) process.exit(2);

// The specs drive the portal's own log-in throttle through the proxy (52 log-ins from one address
// within seconds), so the shipped per-client burst gives way to a larger one; the shipped limit is
// tested in scripts/nginx-files.test.ts.
const shippedConfiguration = withTestValues(readFileSync(resolve(values.config), 'utf8'), values.config, {
  port,
  httpPort: (await freePorts(1))[0]!,
  certificateDir: dir,
  upstreams: upstreams.map((upstream) => upstream.host),
  logInBurst: 1000,
});

writeFileSync(`${dir}/server.conf`, shippedConfiguration);
writeFileSync(`${dir}/nginx.conf`, testNginxConf(dir, [`include ${dir}/server.conf;`]));

const server = spawn(nginx.path, ['-p', dir, '-c', `${dir}/nginx.conf`], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill('SIGQUIT'));
server.on('exit', (code) => process.exit(code ?? 0));
