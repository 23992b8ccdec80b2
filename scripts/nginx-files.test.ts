/**
 * The nginx files under deploy/nginx/ as shipped, run through Debian's nginx with test values in
 * the lines an operator changes (nginx-test-values.ts) and small Node servers as the portal's
 * instances. The http context around them is as permissive as can be (every TLS protocol, as
 * Debian's nginx.conf has it, ciphers down to OpenSSL's lowest security level, no body limit,
 * server tokens on), so whatever makes them safe is in the files themselves.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/sandbox/index.ts';
import { findTool } from './find-browsers.ts';
import { freePorts, testNginxConf, withTestValues } from './nginx-test-values.ts';

const nginx = findTool('nginx');
const root = fileURLToPath(new URL('../', import.meta.url));
const MAIN = 'deploy/nginx/broadband-portal.conf';
const DEMO = 'deploy/nginx/broadband-portal-demo.conf';
const HSTS = 'max-age=31536000; includeSubDomains';
const shipped = (file: string) => readFileSync(join(root, file), 'utf8');

const temporary: string[] = [];
let certificateDir = '';
let certificate = '';
beforeAll(() => {
  if (!nginx.found) return;
  certificateDir = mkdtempSync(join(tmpdir(), 'nginx-files-certificate-'));
  temporary.push(certificateDir);
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', `${certificateDir}/key.pem`, '-out', `${certificateDir}/certificate.pem`],
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  certificate = readFileSync(`${certificateDir}/certificate.pem`, 'utf8');
});
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One of the portal's instances, played by a server that names itself and counts what reached it. */
interface Instance {
  name: string;
  host: string;
  requests: string[];
  server: Server;
}

/**
 * Given `fails`, the instance fails when asked: a request whose path has `drop` in it as one that
 * goes away mid-request (it reads the request, then closes the connection without a reply), and
 * one with `status=NNN` with that status, as the portal's own 502, 503 or 504.
 */
async function startInstance(name: string, options: { fails?: boolean } = {}): Promise<Instance> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests.push(`${request.method} ${request.url ?? ''}`);
      if (options.fails && request.url?.includes('drop')) {
        request.socket.destroy();
        return;
      }
      const asked = options.fails ? Number(/status=(\d{3})/.exec(request.url ?? '')?.[1]) : Number.NaN;
      // the portal sends its own HSTS behind a proxy that says https: the proxy's is to be the only one
      response
        .writeHead(Number.isInteger(asked) ? asked : request.url?.includes('log-in') ? 401 : 200, {
          'Content-Type': 'application/json',
          'Strict-Transport-Security': 'max-age=60',
        })
        .end(JSON.stringify({ instance: name }));
    });
  });
  const [port] = await freePorts(1);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { name, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

/** An nginx.conf whose http context allows everything, including the given files. */
const permissiveNginxConf = (dir: string, includes: string[]): string =>
  testNginxConf(dir, [
    'ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;',
    'ssl_ciphers DEFAULT:@SECLEVEL=0;',
    'client_max_body_size 0;',
    'server_tokens on;',
    'gzip on;',
    ...includes.map((file) => `include ${file};`),
  ]);

interface Proxy {
  port: number;
  httpPort: number;
  dir: string;
  stop(): Promise<void>;
}

/** Writes the files with test values into a directory of their own; `nginx -t` or a running nginx follows. */
async function configure(files: string[], upstreams: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-files-'));
  temporary.push(dir);
  // nginx's workers run as another user when it is started as root: they keep request bodies here
  chmodSync(dir, 0o755);
  mkdirSync(`${dir}/temp`);
  const ports = await freePorts(files.length * 2);
  const included = files.map((file, index) => {
    const target = `${dir}/server-${index}.conf`;
    const values = { port: ports[index * 2]!, httpPort: ports[index * 2 + 1]!, certificateDir, upstreams };
    writeFileSync(target, withTestValues(shipped(file), file, values));
    return target;
  });
  writeFileSync(`${dir}/nginx.conf`, permissiveNginxConf(dir, included));
  return { dir, port: ports[0]!, httpPort: ports[1]! };
}

const nginxTest = (dir: string) =>
  spawnSync(nginx.found ? nginx.path : 'nginx', ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], {
    encoding: 'utf8',
  });

async function startProxy(file: string, instances: Instance[]): Promise<Proxy> {
  const { dir, port, httpPort } = await configure(
    [file],
    instances.map((instance) => instance.host),
  );
  const child: ChildProcess = spawn(
    nginx.found ? nginx.path : 'nginx',
    ['-p', dir, '-c', `${dir}/nginx.conf`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  while (
    !(await handshake(port, 'TLSv1.3').then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    httpPort,
    dir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Resolves with the protocol settled on, or rejects when the server refused the handshake. */
function handshake(port: number, maxVersion: 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: '127.0.0.1',
      port,
      servername: 'localhost',
      ca: certificate,
      minVersion: 'TLSv1',
      maxVersion,
      ciphers: 'DEFAULT@SECLEVEL=0',
    });
    socket.once('secureConnect', () => {
      resolve(socket.getProtocol() ?? '');
      socket.end();
    });
    socket.once('error', reject);
  });
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request from a client address of our choosing (another loopback address is another client). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Reply> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        localAddress: options.from ?? '127.0.0.1',
        ca: certificate,
        servername: 'localhost',
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const logIn = (port: number, from: string, path = '/api/jwt/log-in') =>
  send(`https://127.0.0.1:${port}${path}`, {
    method: 'POST',
    from,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'wrong' }),
  });

describe.runIf(nginx.found)('the nginx files under deploy/nginx/', () => {
  it.each([[MAIN], [DEMO], [MAIN, DEMO]].map((files) => ({ files, names: files.join(' beside ') })))(
    'pass nginx -t with test values in the marked lines: $names',
    async ({ files }) => {
      const { dir } = await configure(files, ['127.0.0.1:9']);
      const checked = nginxTest(dir);
      expect(checked.stderr).toContain('test is successful');
      expect(checked.stderr).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
      expect(checked.status).toBe(0);
    },
  );

  it.each([MAIN, DEMO])('%s marks every line an operator must change', (file) => {
    const lines = shipped(file).split('\n');
    for (const directive of [
      /^\s*listen /,
      /^\s*server_name /,
      /^\s*ssl_certificate(_key)? /,
      /^\s*server \S+:\d+[ ;]/,
    ]) {
      const found = lines.filter((line) => directive.test(line));
      expect(found.length, `${file} has ${directive}`).toBeGreaterThan(0);
      for (const line of found) expect(line, 'marked').toMatch(/# CHANGE: \S/);
    }
  });
});

describe.runIf(nginx.found).each([MAIN, DEMO])('%s: one client', (file) => {
  // an address as nginx writes it (RFC 5952: lower case, the first longest run of 2+ zero groups as ::)
  const clients: [string, string][] = [
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2'],
    ['2001:db8:1:2::6', '2001:db8:1:2'],
    ['2001:db8:1::5:6:7:8', '2001:db8:1:0'],
    ['2001:db8::1', '2001:db8:0:0'],
    ['2001::4:5:6:7:8', '2001:0:0:4'],
    ['::3:4:5:6:7:8', '0:0:3:4'],
    ['::4:5:6:7:8', '0:0:0:4'],
    ['::1', '0:0:0:0'],
  ];

  it('is an IPv4 address, or an IPv6 /64', async () => {
    const map = /^map \$remote_addr (\$\w+) \{[\s\S]*?^\}/m.exec(shipped(file));
    expect(map, 'the file names its clients in a map').not.toBeNull();
    const [block, variable] = map as unknown as [string, string];
    const dir = mkdtempSync(join(tmpdir(), 'nginx-files-'));
    temporary.push(dir);
    chmodSync(dir, 0o755);
    mkdirSync(`${dir}/temp`);
    const [port] = await freePorts(1);
    // the same map, read from a header instead of the connection
    writeFileSync(
      `${dir}/server.conf`,
      `${block.replaceAll('$remote_addr', '$http_x_address')}
server { listen 127.0.0.1:${port}; location / { return 200 "${variable}"; } }
`,
    );
    writeFileSync(`${dir}/nginx.conf`, permissiveNginxConf(dir, [`${dir}/server.conf`]));
    const child = spawn(nginx.found ? nginx.path : 'nginx', ['-p', dir, '-c', `${dir}/nginx.conf`], {
      stdio: 'ignore',
    });
    try {
      const clientOf = (address: string) =>
        send(`http://127.0.0.1:${port}/`, { headers: { 'X-Address': address } }).then((reply) => reply.body);
      const deadline = Date.now() + 10_000;
      while (
        !(await clientOf('192.0.2.1').then(
          () => true,
          () => false,
        ))
      ) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const [address, client] of clients) expect(await clientOf(address), address).toBe(client);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
    }
  });
});

describe.runIf(nginx.found).each([MAIN, DEMO])('%s, served through nginx', (file) => {
  const instances: Instance[] = [];
  let proxy: Proxy;
  const url = (path: string) => `https://127.0.0.1:${proxy.port}${path}`;

  beforeAll(async () => {
    instances.push(await startInstance('first'), await startInstance('second'));
    proxy = await startProxy(file, instances);
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => new Promise((done) => instance.server.close(done))));
  });
  const reached = () => instances.reduce((sum, instance) => sum + instance.requests.length, 0);

  it('sends HSTS on every reply, once (the portal’s own is hidden), and names no nginx version', async () => {
    for (const path of ['/', '/api/broadband/v1', '/no-such-page']) {
      const reply = await send(url(path));
      expect(reply.status).toBe(200);
      expect(reply.headers['strict-transport-security']).toBe(HSTS);
      expect(reply.headers.server).toBe('nginx');
    }
  });

  it('refuses TLS 1.1 and below, speaks 1.2 and 1.3', async () => {
    await expect(handshake(proxy.port, 'TLSv1.1')).rejects.toThrow();
    expect(await handshake(proxy.port, 'TLSv1.2')).toBe('TLSv1.2');
    expect(await handshake(proxy.port, 'TLSv1.3')).toBe('TLSv1.3');
  });

  it('answers plain http only with a redirect to https', async () => {
    const before = reached();
    const serverName = /^\s*server_name (\S+);/m.exec(shipped(file))?.[1];
    const reply = await send(`http://127.0.0.1:${proxy.httpPort}/transactions?page=2`);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`https://${serverName}/transactions?page=2`);
    expect(reply.headers.server).toBe('nginx');
    expect(reached()).toBe(before);
  });

  it('limits log-ins per client for the whole deployment: 429 with Retry-After after the burst', async () => {
    const burst = Number(/limit_req zone=\S+ burst=(\d+)/.exec(shipped(file))?.[1]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1)
      statuses.push((await logIn(proxy.port, '127.0.0.5')).status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, `refused at last: ${statuses.join(' ')}`).toBeGreaterThan(0);
    expect(firstRefused).toBe(burst + 1);
    expect(statuses.slice(0, firstRefused).every((status) => status === 401)).toBe(true);

    const refused = await logIn(proxy.port, '127.0.0.5');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['strict-transport-security']).toBe(HSTS);
    expect(JSON.parse(refused.body)).toMatchObject({ reason: 'throttled' });
    // the same log-in however the path is written, and the demo's sign-in where there is one
    for (const path of ['/api/jwt/log-in/', '//api//jwt/log-in', '/api/jwt/log-in?again=1']) {
      expect((await logIn(proxy.port, '127.0.0.5', path)).status, path).toBe(429);
    }
    if (file === DEMO) expect((await logIn(proxy.port, '127.0.0.5', '/api/demo/sign-in')).status).toBe(429);
    // another client logs in; the refused one still reaches the rest of the portal
    expect((await logIn(proxy.port, '127.0.0.6')).status).toBe(401);
    expect((await send(url('/api/broadband/v1'), { from: '127.0.0.5' })).status).toBe(200);
  });

  it("refuses a body over the portal's body limit with 413, and passes one at the limit", async () => {
    const post = (bytes: number) =>
      send(url('/api/broadband/v1'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.alloc(bytes, ' '),
      });
    const over = await post(defaultConfig.bodyLimitBytes + 1);
    expect(over.status).toBe(413);
    expect(over.headers['strict-transport-security']).toBe(HSTS);
    expect(over.body).not.toMatch(/nginx\/\d/);
    const limit = Number(/^\s*client_max_body_size (\d+);/m.exec(shipped(file))?.[1]);
    expect(limit, 'the same number as the portal').toBe(defaultConfig.bodyLimitBytes);
    expect((await post(defaultConfig.bodyLimitBytes)).status).toBe(200);
  });

  it(
    file === DEMO
      ? 'routes by a key the client cannot choose: its address, whatever cookie it sends'
      : 'shares one client’s requests among the instances: no instance holds anything of its own',
    async () => {
      const instanceOf = async (from: string, cookie?: string) =>
        (
          JSON.parse(
            (await send(url('/config.json'), { from, headers: cookie ? { Cookie: cookie } : {} })).body,
          ) as { instance: string }
        ).instance;
      const chosen = new Set<string>();
      for (let request = 0; request < 8; request += 1) {
        chosen.add(
          await instanceOf(
            '127.0.0.7',
            `portal_route=${Buffer.from(`client ${request}`).toString('base64')}`,
          ),
        );
      }
      chosen.add(await instanceOf('127.0.0.7'));
      if (file === MAIN) {
        expect([...chosen].sort()).toEqual(['first', 'second']);
        return;
      }
      expect([...chosen]).toHaveLength(1);
      // and yet the clients are shared among the instances
      const shared = new Set<string>();
      for (let client = 10; client < 30; client += 1) shared.add(await instanceOf(`127.0.0.${client}`));
      expect([...shared].sort()).toEqual(['first', 'second']);
    },
  );
});

describe.runIf(nginx.found).each([MAIN, DEMO])('%s, when an instance fails', (file) => {
  const running: Instance[] = [];
  const proxies: Proxy[] = [];
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.stop()));
    await Promise.all(
      running.splice(0).map((instance) => new Promise((done) => instance.server.close(done))),
    );
  });

  /** A proxy before a first instance that fails when asked to, and a second that answers. */
  async function failing() {
    const first = await startInstance('first', { fails: true });
    const second = await startInstance('second');
    running.push(first, second);
    const proxy = await startProxy(file, [first, second]);
    proxies.push(proxy);
    // a client the first instance serves (the demo file routes each client to one instance)
    let client = '';
    for (let last = 10; last < 40 && !client; last += 1) {
      const from = `127.0.0.${last}`;
      const reply = await send(`https://127.0.0.1:${proxy.port}/config.json`, { from });
      if ((JSON.parse(reply.body) as { instance: string }).instance === 'first') client = from;
    }
    expect(client, 'a client the first instance serves').not.toBe('');
    return { first, second, proxy, client };
  }

  it('passes a GET that got no reply to another instance', async () => {
    const { first, second, proxy, client } = await failing();
    for (
      let attempt = 0;
      attempt < 4 && !first.requests.some((seen) => seen.includes('drop'));
      attempt += 1
    ) {
      const reply = await send(`https://127.0.0.1:${proxy.port}/transactions?drop=${attempt}`, {
        from: client,
      });
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ instance: 'second' });
    }
    const dropped = first.requests.filter((seen) => seen.includes('drop'));
    expect(dropped.length).toBeGreaterThan(0);
    for (const request of dropped) expect(second.requests).toContain(request);
  });

  it('does not send again a POST that reached an instance: the client gets 502', async () => {
    const { first, second, proxy, client } = await failing();
    let reply: Reply | undefined;
    for (
      let attempt = 0;
      attempt < 4 && !first.requests.some((seen) => seen.includes('drop'));
      attempt += 1
    ) {
      reply = await send(`https://127.0.0.1:${proxy.port}/api/broadband/v1?drop=${attempt}`, {
        method: 'POST',
        from: client,
        headers: { 'Content-Type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"cancel_transaction"}',
      });
    }
    const [dropped, ...more] = first.requests.filter((seen) => seen.includes('drop'));
    expect(dropped).toMatch(/^POST /);
    expect(more).toEqual([]);
    expect(reply?.status).toBe(502);
    expect(reply?.headers['strict-transport-security']).toBe(HSTS);
    expect(second.requests).not.toContain(dropped);
  });

  it('passes the portal’s own 502, 503 and 504 on as they are: the service behind it failed, not the instance', async () => {
    const { first, second, proxy, client } = await failing();
    for (const status of [502, 503, 504]) {
      const answered = () => first.requests.filter((seen) => seen.includes(`status=${status}`));
      let reply: Reply | undefined;
      for (let attempt = 0; attempt < 4 && answered().length === 0; attempt += 1) {
        reply = await send(`https://127.0.0.1:${proxy.port}/readyz?status=${status}&attempt=${attempt}`, {
          from: client,
        });
      }
      expect(answered()).toHaveLength(1);
      expect(reply?.status).toBe(status);
      expect(JSON.parse(reply?.body ?? '')).toEqual({ instance: 'first' });
      expect(second.requests).not.toContain(answered()[0]);
    }
    // and the instance stays in: the client's next requests reach it still
    const reached = new Set<string>();
    for (let request = 0; request < 4; request += 1) {
      const reply = await send(`https://127.0.0.1:${proxy.port}/config.json`, { from: client });
      reached.add((JSON.parse(reply.body) as { instance: string }).instance);
    }
    expect(reached).toContain('first');
  });

  it('passes every request, GET or POST, to another instance while one is gone: it could not connect', async () => {
    const gone = await startInstance('gone');
    const second = await startInstance('second');
    running.push(second);
    await new Promise((done) => gone.server.close(done));
    const proxy = await startProxy(file, [gone, second]);
    proxies.push(proxy);
    for (let last = 10; last < 30; last += 1) {
      const from = `127.0.0.${last}`;
      const page = await send(`https://127.0.0.1:${proxy.port}/transactions`, { from });
      const call = await send(`https://127.0.0.1:${proxy.port}/api/broadband/v1`, {
        method: 'POST',
        from,
        headers: { 'Content-Type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"list_providers"}',
      });
      for (const reply of [page, call]) {
        expect(reply.status, from).toBe(200);
        expect(JSON.parse(reply.body)).toEqual({ instance: 'second' });
      }
    }
  });
});
