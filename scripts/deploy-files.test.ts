import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const systemdDir = fileURLToPath(new URL('../deploy/systemd/', import.meta.url));
const guide = readFileSync(fileURLToPath(new URL('../docs/operations.md', import.meta.url)), 'utf8');
const systemdAnalyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' }).status === 0;
const usage = (cli: string) =>
  spawnSync(process.execPath, [fileURLToPath(new URL(cli, import.meta.url)), '--help'], {
    encoding: 'utf8',
  }).stdout;
let knownOptions: string | undefined;
/** What `npm start -- --help` and `npm run sandbox -- --help` list. */
const helpOfBoth = () =>
  (knownOptions ??= `${usage('../src/server/cli.ts')}${usage('../src/sandbox/cli.ts')}`);

/** The units, each with an instance name systemd-analyze can load it as and the guide's section on it. */
const units = [
  {
    file: 'broadband-portal.service',
    loadedAs: 'broadband-portal.service',
    section: 'Installing and starting',
  },
  {
    file: 'broadband-portal@.service',
    loadedAs: 'broadband-portal@8081.service',
    section: 'Several instances with systemd',
  },
];

const unitText = (file: string) => readFileSync(`${systemdDir}${file}`, 'utf8');
const settings = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!);
const execStartOf = (file: string) => settings(unitText(file), 'ExecStart')[0] ?? '';

/** The guide's section under a heading, up to the next heading of its level or above. */
function guideSection(heading: string): string {
  const start = new RegExp(`^(#+) ${heading}$`, 'm').exec(guide);
  if (!start) throw new Error(`docs/operations.md has no heading "${heading}"`);
  const rest = guide.slice(start.index + start[0].length);
  const end = new RegExp(`^#{1,${start[1]!.length}} `, 'm').exec(rest);
  return rest.slice(0, end?.index);
}

/** The commands of the `sh` block that follows "To upgrade" in a section. */
const upgradeSteps = (section: string) =>
  /To upgrade[^]*?```sh\n([^]*?)```/.exec(section)?.[1]?.split('\n').filter(Boolean) ?? [];

/** An instance's ExecStart as systemd runs it: `%i` its name, `$NAME` a variable split into words. */
function instanceCommand(execStart: string, instance: string, environment: Record<string, string>) {
  return execStart
    .replaceAll('%i', instance)
    .split(/\s+/)
    .flatMap((word) => {
      const variable = /^\$(\w+)$/.exec(word)?.[1];
      return variable === undefined ? [word] : (environment[variable]?.split(/\s+/) ?? []);
    });
}

const optionOf = (words: string[], flag: string) => {
  const at = words.indexOf(flag);
  return at === -1 ? undefined : words[at + 1];
};

describe.each(units)('the systemd unit $file', ({ file, loadedAs, section }) => {
  it.runIf(systemdAnalyze)('passes systemd-analyze verify', () => {
    const verified = spawnSync('systemd-analyze', ['verify', `${systemdDir}${loadedAs}`], {
      encoding: 'utf8',
    });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });

  it('starts the server only with options it has', () => {
    // npm's own options come before `--`, the server's after it
    const serverOptions = execStartOf(file).split(' -- ')[1] ?? '';
    const flags = serverOptions.match(/--[a-z-]+/g) ?? [];
    expect(flags.length).toBeGreaterThan(3);
    const known = helpOfBoth();
    for (const flag of flags) expect(known, `${flag} is an option of npm start`).toContain(`${flag} `);
  });

  it('starts it as the guide says: npm without its own lines, no build, a JSON log', () => {
    const execStart = execStartOf(file);
    expect(execStart).toMatch(/^\/usr\/bin\/npm start --silent -- --no-build /);
    expect(execStart).toContain(' --log-format json');
    expect(guideSection('Installing and starting')).toMatch(
      /^npm start --silent -- --no-build --log-format json /m,
    );
  });

  it('is upgraded in the guide with a build before the restart when it passes --no-build', () => {
    const steps = upgradeSteps(guideSection(section));
    const at = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step));
    expect(at(/\bgit pull\b.*\bnpm ci\b/)).toBeGreaterThanOrEqual(0);
    expect(at(/\bsystemctl restart\b/)).toBeGreaterThan(0);
    if (execStartOf(file).includes('--no-build')) {
      expect(at(/\bnpm ci\b.*\bnpm run build\b/), steps.join('\n')).toBeGreaterThanOrEqual(0);
      expect(at(/\bnpm run build\b/)).toBeLessThan(at(/\bsystemctl restart\b/));
    }
  });
});

describe('the template unit broadband-portal@.service in the guide', () => {
  const template = 'broadband-portal@.service';
  const section = guideSection('Several instances with systemd');
  const environmentFile = settings(unitText(template), 'EnvironmentFile').find((path) => path.includes('%i'));
  /** Each instance of the guide with the variables its steps write into its own file. */
  const instances = new Map<string, Record<string, string>>();
  for (const [, name, value, instance] of section.matchAll(
    /echo (\w+)=(\S+) \| sudo tee \/etc\/broadband-portal\/([\w-]+)\.env/g,
  )) {
    instances.set(instance!, { ...instances.get(instance!), [name!]: value! });
  }

  it('reads a file of its own for each instance, which the steps write for two', () => {
    expect(environmentFile).toBe('/etc/broadband-portal/%i.env');
    expect([...instances.keys()]).toHaveLength(2);
  });

  it('gives the two instances distinct ports, metrics ports and data directories, and one session store', () => {
    const execStart = execStartOf(template);
    const unitEnvironment = Object.fromEntries(
      settings(unitText(template), 'Environment').map((setting) => setting.split(/=(.*)/s).slice(0, 2)),
    ) as Record<string, string>;
    const started = [...instances].map(([instance, environment]) => {
      const words = instanceCommand(execStart, instance, environment);
      return {
        instance,
        port: optionOf(words, '--port'),
        metricsPort: optionOf(words, '--metrics-port'),
        dataDir: optionOf(words, '--data-dir'),
        sessionStore: optionOf(words, '--session-store') ?? unitEnvironment.PORTAL_SESSION_STORE,
      };
    });
    for (const { instance, port, metricsPort, dataDir } of started) {
      expect(port, instance).toBe(instance);
      expect(metricsPort, instance).toMatch(/^\d+$/);
      expect(dataDir, instance).toMatch(/^\/var\/lib\/broadband-portal\/\w+$/);
      const writable = settings(unitText(template), 'ReadWritePaths').join(' ').replaceAll('%i', instance);
      expect(writable.split(' '), instance).toContain(dataDir);
    }
    const ports = started.flatMap(({ port, metricsPort }) => [port, metricsPort]);
    expect(new Set(ports).size).toBe(ports.length);
    expect(new Set(started.map(({ dataDir }) => dataDir)).size).toBe(started.length);
    expect(new Set(started.map(({ sessionStore }) => sessionStore))).toEqual(
      new Set(['/var/lib/broadband-portal/shared/ended-sessions.sqlite']),
    );
  });

  it('refuses to start an instance whose file lacks METRICS_PORT, instead of running without metrics', () => {
    // `$METRICS_PORT` as the last word: unset, it leaves --metrics-port without a value
    expect(execStartOf(template)).toMatch(/ --metrics-port \$METRICS_PORT$/);
    const cli = fileURLToPath(new URL('../src/server/cli.ts', import.meta.url));
    const refused = spawnSync(process.execPath, [cli, '--metrics-port'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^Option '--metrics-port <value>' argument missing/);
  });

  it('starts both instances, and lists their ports in the nginx upstream block', () => {
    const names = [...instances.keys()];
    const units = names.map((name) => `broadband-portal@${name}`).join(' ');
    expect(section).toContain(`systemctl enable ${units}`);
    expect(section).toContain(`systemctl start ${units}`);
    const upstream = /^ *upstream broadband_portal \{\n([^]*?)\n *\}/m.exec(section)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^ *server (\S+);$/gm)].map((match) => match[1]);
    expect(servers).toEqual(names.map((name) => `127.0.0.1:${name}`));
  });

  it('is upgraded one instance at a time, each restarted once the one before is ready', () => {
    const steps = upgradeSteps(section);
    const order = steps.flatMap((step) => {
      const restarted = /systemctl restart broadband-portal@(\S+)$/.exec(step)?.[1];
      const awaited = /until curl -fsS http:\/\/127\.0\.0\.1:(\d+)\/readyz/.exec(step)?.[1];
      return restarted ? [`restart ${restarted}`] : awaited ? [`ready ${awaited}`] : [];
    });
    expect(order).toEqual([...instances.keys()].flatMap((name) => [`restart ${name}`, `ready ${name}`]));
  });
});
