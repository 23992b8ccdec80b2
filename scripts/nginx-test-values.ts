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
      /^(\s*)server 127\.0\.0\.1:8080;.*$/m,
      values.upstreams.map((upstream) => `$1server ${upstream};`).join('\n'),
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

/** Ports on 127.0.0.1 that nothing listens on now, from the system (not fixed ones), all different. */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  await Promise.all(probes.map((probe) => new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))));
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((done) => probe.close(done))));
  return ports;
}

/**
 * An nginx.conf of a test's own: one worker in the foreground, its pid, log and temporary files in
 * `dir`, and an http context of `httpLines` (settings, then the `include`s of the files under test).
 */
export function testNginxConf(dir: string, httpLines: readonly string[]): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${httpLines.map((line) => `  ${line}`).join('\n')}
}
`;
}
