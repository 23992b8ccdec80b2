/**
 * A configuration shipped under deploy/nginx/ with a test's own values in the lines an operator
 * changes (marked `# CHANGE:`): the listening addresses, the certificate and the upstreams. Used by
 * e2e/hosts/tls-proxy.ts and scripts/nginx-files.test.ts, so both run the file as it is otherwise.
 */
import { type AddressInfo, createServer } from 'node:net';

export interface TestValues {
  /** The https port on 127.0.0.1, in place of `listen 443 ssl`. */
  port: number;
  /** The plain http port on 127.0.0.1, in place of `listen 80` (left out when the file has none). */
  httpPort?: number;
  /** The directory holding `certificate.pem` and `key.pem`. */
  certificateDir: string;
  /** The portal servers, as `host:port`. */
  upstreams: string[];
  /** A log-in burst of the test's own, in place of the shipped one. */
  logInBurst?: number;
}

export function withTestValues(shipped: string, name: string, values: TestValues): string {
  const replacements: (readonly [RegExp, string, 'required' | 'optional'])[] = [
    [/^(\s*)listen 443 ssl;/m, `$1listen 127.0.0.1:${values.port} ssl;`, 'required'],
    [
      /^(\s*)ssl_certificate \S+;/m,
      `$1ssl_certificate ${values.certificateDir}/certificate.pem;`,
      'required',
    ],
    [
      /^(\s*)ssl_certificate_key \S+;/m,
      `$1ssl_certificate_key ${values.certificateDir}/key.pem;`,
      'required',
    ],
    [
      // the address changes; the parameters after it (max_fails, fail_timeout) stay as shipped
      /^(\s*)server 127\.0\.0\.1:8080((?: [a-z_]+=\S+)*);.*$/m,
      values.upstreams.map((upstream) => `$1server ${upstream}$2;`).join('\n'),
      'required',
    ],
    ...(values.httpPort === undefined
      ? []
      : [[/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${values.httpPort};`, 'optional'] as const]),
    ...(values.logInBurst === undefined
      ? []
      : [[/(limit_req zone=\S+ burst=)\d+/, `$1${values.logInBurst}`, 'required'] as const]),
  ];
  return replacements.reduce((text, [pattern, replacement, presence]) => {
    if (!pattern.test(text)) {
      if (presence === 'optional') return text;
      throw new Error(`${name} no longer has ${pattern}`);
    }
    return text.replace(pattern, replacement);
  }, shipped);
}

/**
 * Ports on 127.0.0.1 that nothing listens on now, all different: from the system, or, where
 * TEST_PORT_RANGE says so (`4900-4999`), from that range only, for a machine whose servers each keep
 * to a range of their own.
 */
export async function freePorts(count: number): Promise<number[]> {
  const range = portRange(process.env.TEST_PORT_RANGE);
  if (range === null) {
    const probes = Array.from({ length: count }, () => createServer());
    await Promise.all(probes.map((probe) => new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))));
    const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
    await Promise.all(probes.map((probe) => new Promise((done) => probe.close(done))));
    return ports;
  }
  // taken in turn from a random start, so that two calls, or two test files, seldom meet
  const size = range.last - range.first + 1;
  const ports: number[] = [];
  for (let tried = 0; ports.length < count && tried < size; tried += 1) {
    const start: number = nextInRange ?? range.first + Math.floor(Math.random() * size);
    const port = range.first + ((start - range.first) % size);
    // moved on before the probe, so that calls at the same time take different ports
    nextInRange = port + 1;
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) {
    throw new Error(`TEST_PORT_RANGE ${range.first}-${range.last} has no ${count} free ports`);
  }
  return ports;
}

let nextInRange: number | null = null;

function portRange(text: string | undefined): { first: number; last: number } | null {
  if (!text) return null;
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  const [first, last] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || !(first >= 1 && first <= last && last <= 65_535)) {
    throw new Error(`TEST_PORT_RANGE must be FIRST-LAST, such as 4900-4999, not ${text}`);
  }
  return { first, last };
}

function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * An nginx.conf of a test's own: one worker in the foreground, its pid, log and temporary files in
 * `dir`, and an http context of `httpLines` (settings, then the `include`s of the files under test).
 * Given `accessLog`, each request is logged in that format (nginx variables) to `dir`/access.log.
 */
export function testNginxConf(
  dir: string,
  httpLines: readonly string[],
  options: { accessLog?: string } = {},
): string {
  const accessLog =
    options.accessLog === undefined
      ? 'access_log off;'
      : `log_format test '${options.accessLog}';\n  access_log ${dir}/access.log test;`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  ${accessLog}
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${httpLines.map((line) => `  ${line}`).join('\n')}
}
`;
}
