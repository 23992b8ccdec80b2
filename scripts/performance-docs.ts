/**
 * `npm run docs:performance [results.json]`: writes the figures of a benchmark run (bench/results.json,
 * written by `npm run bench`) into docs/performance.md, between FIGURES_START and FIGURES_END. Every
 * figure there comes from that file: run the benchmarks, then this, and commit docs/performance.md.
 * A benchmark the run left out is named with the command that measures it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { CarrierTableFigures, TabMemory } from '../bench/carrier-table.ts';
import type { CompressionFigures } from '../bench/compression.ts';
import type { benchDemoCopies } from '../bench/demo-copies.ts';
import type { EmbedDeepLinkFigures } from '../bench/embed.ts';
import type { HostileListFigures, HostileSheetsFigures } from '../bench/hostile-sheets.ts';
import type { InstanceLostFigures } from '../bench/instance-lost.ts';
import type { ManySitesFigures } from '../bench/many-sites.ts';
import type { CostFigures } from '../bench/observability-cost.ts';
import type {
  FloorComparison,
  LighthouseFigures,
  LighthousePageFigures,
  PortalFigures,
} from '../bench/portal.ts';
import type { SandboxThroughputFigures, ScenarioFigures } from '../bench/sandbox-throughput.ts';
import type { RunLoad, Spread } from '../bench/support.ts';
import { sandboxOptions } from '../src/sandbox/options-table.ts';

export const FIGURES_START = '<!-- figures:start -->';
export const FIGURES_END = '<!-- figures:end -->';

/** What `npm run bench` writes: the run's date, Node and load average, and each benchmark it ran. */
export interface BenchResults {
  date: string;
  node: string;
  /** The 1-minute load average when the run started and ended (runs before it was recorded lack it). */
  loadAverage?: RunLoad;
  /** When each benchmark was measured, where a later run of only some kept the others' figures. */
  ranAt?: Record<string, string>;
  'carrier-table'?: CarrierTableFigures;
  portal?: PortalFigures;
  'many-sites'?: ManySitesFigures;
  'hostile-sheets'?: HostileSheetsFigures;
  compression?: CompressionFigures;
  'sandbox-throughput'?: SandboxThroughputFigures;
  'demo-copies'?: Awaited<ReturnType<typeof benchDemoCopies>>;
  observability?: CostFigures[];
  'instance-lost'?: InstanceLostFigures;
  /** `npm run bench -- embed` on its own: shown in the portal's place when it is the later. */
  embed?: EmbedDeepLinkFigures;
}

// ---------------------------------------------------------------------------------------------
// Numbers and tables

const KIB = 1024;
const kib = (bytes: number) =>
  bytes >= KIB * KIB ? `${(bytes / KIB / KIB).toFixed(2)} MiB` : `${(bytes / KIB).toFixed(1)} KiB`;
const whole = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const milliseconds = (value: number) => `${value < 10 ? oneDecimal(value) : whole(value)} ms`;
/** Milliseconds, or seconds from one second up. */
const duration = (value: number) =>
  value < 1000 ? milliseconds(value) : `${(value / 1000).toFixed(value < 10_000 ? 2 : 1)} s`;
const times = (value: number) => `${value.toFixed(value < 0.1 ? 3 : 2)}×`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const met = (yes: boolean | null) => (yes === null ? '' : yes ? 'yes' : '**no**');

/** `median [min–max]`, or the one value of a single run (some benchmarks keep no `runs`). */
function spreadText(
  values: Pick<Spread, 'median' | 'min' | 'max'> & { runs?: number[] },
  show: (value: number) => string,
): string {
  if (!Number.isFinite(values.median)) return '—';
  if (values.runs?.length === 1 || values.min === values.max) return show(values.median);
  return `${show(values.median)} [${show(values.min)}–${show(values.max)}]`;
}

/** The median, least and greatest of values the benchmark kept as a plain list. */
function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    median,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    runs: [...values],
  };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const code = (text: string) => `\`${text}\``;
const loadsText = (loads: readonly RunLoad[]) =>
  `load average per run (start → end): ${loads
    .map((load, index) => `${index + 1}: ${load.start.toFixed(1)} → ${load.end.toFixed(1)}`)
    .join(', ')}`;

// ---------------------------------------------------------------------------------------------
// The portal (npm run bench -- portal)

function bundleSection(figures: PortalFigures['bundle']): string {
  const { logIn } = figures;
  const compilers = figures.compilerChunks;
  return [
    '### JavaScript per route',
    'Gzip bytes of the build, measured as `npm run check:bundle` measures them. The log-in counts the entry, its imports and the default language’s texts; every other route its own chunk, with the chunks only it loads beside.',
    table(
      ['route', 'JavaScript (gzip)', 'shared chunks', 'budget', 'within?'],
      [
        ...figures.routes.map((route) => [
          code(route.route),
          kib(route.gzipBytes),
          route.sharedBytes > 0 ? kib(route.sharedBytes) : '—',
          `≤ ${kib(route.budgetBytes)}`,
          met(route.met),
        ]),
        [
          'runtime JSON Schema compiler',
          compilers.length === 0 ? 'in no chunk' : compilers.map(code).join(', '),
          '',
          'in no chunk',
          met(compilers.length === 0),
        ],
      ],
    ),
    `The log-in page on the wire (the ${logIn.files} files \`index.html\` names: script, preloads, style): ${kib(logIn.gzip)} gzip, ${kib(logIn.brotli)} brotli, ${kib(logIn.raw)} as built.`,
  ].join('\n\n');
}

function scoreText(scores: Spread, target: number, runs: number): string {
  if (scores.runs.length === 0) return `no score (≥ ${target})`;
  const partial = scores.runs.length < runs ? ` (${scores.runs.length} of ${runs} runs)` : '';
  const shown = spreadText(scores, (value) => String(Math.round(value)));
  return `${scores.median >= target ? shown : `**${shown}**`}${partial}`;
}

function lcpText(page: LighthousePageFigures): string {
  if (page.measuredAs === 'route change') return '—';
  if (page.lcpMs.runs.length === 0) return 'none';
  const shown = spreadText(page.lcpMs, duration);
  return page.targets.lcpMs !== null && page.lcpMs.median > page.targets.lcpMs ? `**${shown}**` : shown;
}

function lighthouseSection(figures: LighthouseFigures): string {
  const pages = Object.values(figures.pages);
  const targets = [
    ...new Set(
      pages.map(
        (page) =>
          `${page.measuredAs}: performance ≥ ${page.targets.performance}${page.targets.lcpMs === null ? '' : `, LCP ≤ ${duration(page.targets.lcpMs)}`}`,
      ),
    ),
  ];
  const errors = pages.flatMap((page) =>
    page.errors.map(
      (error) =>
        `${page.page} (${page.measuredAs}), ${error.category}: ${error.message} (${error.runs} of ${figures.runs} runs)`,
    ),
  );
  return [
    `### Lighthouse, ${figures.formFactor}`,
    `Lighthouse ${figures.lighthouse}, Chromium ${figures.chromium}, ${figures.runs} run${figures.runs === 1 ? '' : 's'}: median [min–max]; a figure that misses its target is in bold. Targets: ${targets.join('; ')}; accessibility and best practices 100. ${loadsText(figures.loads)}.`,
    table(
      ['page', 'measured as', 'performance', 'accessibility', 'best practices', 'LCP', 'all targets met?'],
      pages.map((page) => [
        page.page,
        page.measuredAs,
        scoreText(page.performance, page.targets.performance, figures.runs),
        scoreText(page.accessibility, page.targets.accessibility, figures.runs),
        scoreText(page.bestPractices, page.targets.bestPractices, figures.runs),
        lcpText(page),
        met(page.met),
      ]),
    ),
    ...(errors.length > 0
      ? [`Lighthouse errors (those runs' scores are left out): ${errors.join('; ')}.`]
      : []),
  ].join('\n\n');
}

function floorSection(figures: PortalFigures['logInFloor']): string {
  const rows = (throttling: string, comparison: FloorComparison) => [
    throttling,
    spreadText(comparison.logInLcpMs, milliseconds),
    spreadText(comparison.floorLcpMs, milliseconds),
    spreadText(comparison.ratio, times),
    met(comparison.met),
  ];
  return [
    '### The log-in beside its floor',
    `LCP of the log-in and of its floor (the same form as one static page, styles inline), Lighthouse mobile navigations of both in the same runs; goal: the log-in at most ${times(figures.goal)} as late as the floor.`,
    table(
      ['throttling', 'log-in LCP', 'floor LCP', 'log-in ÷ floor (each run)', 'goal met?'],
      [
        rows('applied while the page loads (DevTools)', figures.applied),
        rows('simulated (Lantern, Lighthouse’s default)', figures.simulated),
      ],
    ),
  ].join('\n\n');
}

function addressCheckSection(figures: PortalFigures['addressCheck']): string {
  return [
    '### Address check: click to the first provider card',
    `From the click on “Controleren” to the first provider card with products, ${figures.addresses.length} addresses (${figures.addresses.join(', ')}); target ≤ ${figures.targetMs} ms. ${loadsText([figures.load])}.`,
    table(
      ['until the first product row is', 'time', 'target met?'],
      [
        ['in the DOM (rendered)', spreadText(figures.renderedMs, milliseconds), met(figures.met)],
        ['painted (end of the next frame)', spreadText(figures.paintedMs, milliseconds), ''],
      ],
    ),
  ].join('\n\n');
}

function embedSection(figures: EmbedDeepLinkFigures): string {
  const row = (label: string, key: keyof EmbedDeepLinkFigures['cold']) => [
    label,
    spreadText(figures.cold[key], milliseconds),
    spreadText(figures.warm[key], milliseconds),
    ...(figures.mountedLater ? [spreadText(figures.mountedLater[key], milliseconds)] : []),
  ];
  return [
    '### The portal embedded at a deep link',
    `From \`mount()\` in a partner’s page to the requested page (${code(figures.path)}) on Lighthouse’s mobile network and CPU, Chromium ${figures.chromium}, ${figures.runs} runs; target: the heading painted within ${figures.targetMs} ms on a first visit (${figures.met ? 'met' : '**not met**'}). ${loadsText(figures.loads)}.`,
    table(
      [
        'mount() →',
        'first visit (nothing cached)',
        'later visit (files cached)',
        ...(figures.mountedLater ? ['first visit, mount() 1 s after the page’s load'] : []),
      ],
      [
        row('the frame’s code runs (`ready`)', 'readyMs'),
        row('the heading is in the DOM', 'headingInDomMs'),
        row('the heading is painted', 'headingPaintedMs'),
        row('the host hears `navigate`', 'navigateMs'),
      ],
    ),
  ].join('\n\n');
}

function portalSection(figures: PortalFigures, results: BenchResults): string {
  // a later run of the embedding alone takes the place of the portal run's
  const ranAt = results.ranAt ?? {};
  const embedLater = results.embed && (ranAt.embed ?? '') > (ranAt.portal ?? '');
  return [
    bundleSection(figures.bundle),
    lighthouseSection(figures.lighthouse.mobile),
    floorSection(figures.logInFloor),
    lighthouseSection(figures.lighthouse.desktop),
    addressCheckSection(figures.addressCheck),
    embedLater
      ? `${embedSection(results.embed!)}\n\nMeasured on its own on ${dateText(ranAt.embed!)}.`
      : embedSection(figures.embedDeepLink),
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// The other benchmarks

const memoryText = (memory: TabMemory) =>
  `JS heap ${oneDecimal(memory.jsHeapUsedMiB)} MiB, ${whole(memory.domNodes)} DOM nodes, renderer ${whole(memory.rendererRssMiB)} MiB RSS / ${whole(memory.rendererPssMiB)} MiB PSS`;

function carrierTableSection(figures: CarrierTableFigures): string {
  const scroll = figures.scrollFrameMs;
  const page10000 = spreadOf(figures.paintMs.page10000);
  return [
    '### The carrier products table',
    `Headless Chromium, load average ${figures.load.start.toFixed(1)} at the start and ${figures.load.end.toFixed(1)} at the end.`,
    table(
      ['figure', 'result'],
      [
        ['100-row page: data arrival → painted rows', milliseconds(figures.paintMs.page100)],
        ['10,000-row page: data arrival → painted rows', spreadText(page10000, milliseconds)],
        [
          '10,000-row page: scroll frame time',
          `p95 ${milliseconds(scroll.p95)} (one 60 Hz frame is ${milliseconds(scroll.p95TargetMs)}: ${scroll.met ? 'met' : '**not met**'}), median ${milliseconds(scroll.p50)}, ${scroll.late} of ${scroll.frames} frames late, ${scroll.over50ms} over 50 ms`,
        ],
        [
          'main thread per scrolled frame',
          `script ${milliseconds(figures.scrollWorkMs.script)}, layout ${milliseconds(figures.scrollWorkMs.layout)}, style ${milliseconds(figures.scrollWorkMs.style)}, all tasks ${milliseconds(figures.scrollWorkMs.allTasks)}`,
        ],
        ['tab memory after a garbage collection, 100 rows', memoryText(figures.memory.rows100)],
        ['tab memory after a garbage collection, 10,000 rows', memoryText(figures.memory.rows10000)],
        [
          '`list_carriers` latency at the sandbox, per_page 100 / 10,000',
          `${milliseconds(figures.latencyMs.perPage100)} / ${milliseconds(figures.latencyMs.perPage10000)}`,
        ],
      ],
    ),
  ].join('\n\n');
}

function manySitesSection(figures: ManySitesFigures): string {
  const seconds = (value: number) => `${oneDecimal(value)} s`;
  return [
    '### Many addresses at once',
    `A list of ${whole(figures.sites)} addresses the sandbox knows, checked on \`/address-check/many\` in headless Chromium, ${figures.concurrency} at a time, ${figures.runSeconds.runs.length} runs; load average ${figures.load.start.toFixed(1)} at the start and ${figures.load.end.toFixed(1)} at the end.`,
    table(
      ['figure', 'result'],
      [
        [
          'the whole list, start button to done',
          `${spreadText(figures.runSeconds, seconds)} (target ${seconds(figures.targetSeconds)}: ${figures.met ? 'met' : '**not met**'})`,
        ],
        ['sites per second in the tab', spreadText(figures.sitesPerSecond, whole)],
        [
          'one site, request to reply in the tab',
          `p50 ${milliseconds(figures.perSiteMs.p50)}, p95 ${milliseconds(figures.perSiteMs.p95)}`,
        ],
        [
          `the same calls from Node to the portal, ${figures.concurrency} at a time`,
          `${whole(figures.nodeToPortalSitesPerSecond)} sites/s`,
        ],
        [
          `ceiling: a bare Node server answering ${whole(figures.replyBytes)} bytes`,
          `${whole(figures.ceilingSitesPerSecond)} sites/s`,
        ],
        ['tab memory after a garbage collection, 1,000 rows', memoryText(figures.memory)],
      ],
    ),
  ].join('\n\n');
}

function hostileSheetsSection(figures: HostileSheetsFigures): string {
  const row = (list: HostileListFigures, target: boolean) => [
    `${list.name}: ${list.what}${target ? '' : ' (the floor)'}`,
    kib(list.bytes),
    spreadText(list.longestGapMs, milliseconds),
    spreadText(list.answerMs, duration),
    target ? met(list.met) : '',
    `${list.load.start.toFixed(1)} → ${list.load.end.toFixed(1)}`,
  ];
  return [
    '### Lists from a stranger on the many-addresses page',
    `How long the page stops answering while it reads a hostile list and shows its answer: a timer in the page beats every ${figures.beatMs} ms, and the longest gap between two beats is measured, with the time from choosing the list to the answer (the column step or the refusal). Headless Chromium ${figures.chromium}, ${figures.runs} runs per list: median [min–max]; target: a longest gap of at most ${milliseconds(figures.targetGapMs)}. The ordinary CSV, read in the same run, is the page’s own floor on this machine. Load average ${figures.load.start.toFixed(1)} at the start and ${figures.load.end.toFixed(1)} at the end.`,
    table(
      ['list', 'size', 'longest gap', 'choice → answer', 'target met?', 'load average (start → end)'],
      [...figures.lists.map((list) => row(list, true)), row(figures.floor, false)],
    ),
  ].join('\n\n');
}

function compressionSection(figures: CompressionFigures): string {
  const links = Object.keys(figures.rows[0]?.transferMs ?? {});
  return [
    '### API compression',
    `\`list_carriers\` page 1 of the default seed, ${figures.runs} runs of ${figures.secondsPerRun} s each, each beside a bare server answering as many bytes (the ceiling); ${figures.machine}.`,
    table(
      [
        'rows',
        'encoding',
        'on the wire',
        'of plain',
        'req/s',
        'p99',
        '× ceiling',
        ...links.map((link) => `on ${link}`),
      ],
      figures.rows.map((row) => [
        whole(row.perPage),
        row.encoding === 'identity' ? 'none' : row.encoding,
        kib(row.wireBytes),
        percent(row.ratio),
        spreadText(row.reqPerSec, whole),
        spreadText(row.p99Ms, milliseconds),
        times(row.shareOfCeiling),
        ...links.map((link) => duration(row.transferMs[link]!)),
      ]),
    ),
  ].join('\n\n');
}

function scenarioTarget(figure: ScenarioFigures): string {
  const target = figure.target;
  if (target === null) return '';
  return [
    target.reqPerSec === undefined ? '' : `≥ ${whole(target.reqPerSec)} req/s`,
    target.p99Ms === undefined ? '' : `p99 ≤ ${target.p99Ms} ms`,
    target.ratioToCeiling === undefined ? '' : `≥ ${target.ratioToCeiling} × ceiling`,
  ]
    .filter(Boolean)
    .join(', ');
}

function throughputSection(figures: SandboxThroughputFigures): string {
  const { settings, memoryMiB: memory } = figures;
  const rows = [...figures.scenarios, ...figures.peers.map((peer) => peer.scenario)].map((figure) => [
    figure.name,
    Number.isFinite(figure.replyBytes) ? kib(figure.replyBytes) : '',
    spreadText(figure.reqPerSec, whole),
    Number.isFinite(figure.ratioToCeiling) && figure.server !== 'ceiling'
      ? figure.ratioToCeiling.toFixed(2)
      : '',
    spreadText(figure.p99Ms, milliseconds),
    scenarioTarget(figure),
    met(figure.met),
  ]);
  const peers = figures.peers.map((peer) => `${peer.ours}: ${whole(peer.oursToPeer)}× json-server`);
  return [
    '### Sandbox throughput',
    `autocannon, ${settings.connections} connections, ${settings.runs} runs of ${settings.secondsPerRun} s each, bearer tokens, loopback; ${figures.machine}. Each run follows a run of a bare Node HTTP server answering a fixed reply of the same size (its ceiling); “× ceiling” is the median of run ÷ ceiling run.`,
    table(['scenario', 'reply', 'req/s', '× ceiling', 'p99', 'target', 'met?'], rows),
    ...(peers.length > 0
      ? [
          `On the same queries: ${peers.join('; ')} (json-server’s pages equal the sandbox’s: ${figures.peerPagesEqualSandbox ? 'yes' : '**no**'}).`,
        ]
      : []),
    `Sandbox memory (RSS), default seed: ${whole(memory.defaultAtRest)} MiB at rest, ${whole(memory.defaultAfterLoad)} MiB right after the load, ${whole(memory.defaultAfterIdle)} MiB after a pause; the large catalogue: ${whole(memory.scaledAtRest)}, ${whole(memory.scaledAfterLoad)} and ${whole(memory.scaledAfterIdle)} MiB. A fresh seed took ${oneDecimal(figures.seedSeconds.defaultSeed)} s (default) and ${oneDecimal(figures.seedSeconds.scaled)} s (large).`,
  ].join('\n\n');
}

function demoCopiesSection(figures: NonNullable<BenchResults['demo-copies']>): string {
  const maxCopies = Number(sandboxOptions.find((option) => option.flag === 'demo-max-copies')?.default);
  const rows = [
    ['start, the template seeded', duration(figures.startWithTemplateMs)],
    ['persona sign-in (a copy made)', spreadText(figures.signInMs, milliseconds)],
    ['first look (transactions and 100 products)', spreadText(figures.firstLookMs, milliseconds)],
    ['disk per copy', `${oneDecimal(figures.diskPerCopyMiB)} MiB`],
    ['memory per open copy (resident)', `${oneDecimal(figures.memoryPerCopyMiB)} MiB`],
  ];
  if (Number.isFinite(maxCopies)) {
    rows.push([
      `${maxCopies} copies (the default \`--demo-max-copies\`)`,
      `${oneDecimal((figures.diskPerCopyMiB * maxCopies) / KIB)} GiB of disk, ${oneDecimal((figures.memoryPerCopyMiB * maxCopies) / KIB)} GiB of memory`,
    ]);
  }
  return [
    '### Demo mode’s private copies',
    `${figures.copies} persona sign-ins one after another on the default catalogue; ${figures.machine}.`,
    table(['measure', 'median [min–max]'], rows),
  ].join('\n\n');
}

function observabilitySection(figures: CostFigures[]): string {
  const costText = (cost: Parameters<typeof spreadText>[0] | null) =>
    cost ? spreadText(cost, percent) : '—';
  return [
    '### What the access log and metrics cost',
    'The same server started four times (log silent and no metrics; a JSON line per request; metrics; both) and loaded in turn; the costs are pair by pair against the silent run next to each. The target (in `bench/observability-cost.ts`) is held to the server’s CPU time per request, which other work on a shared machine moves far less than the requests per second.',
    table(
      ['scenario', 'setting', 'req/s', 'fewer req/s', 'CPU µs/req', 'more CPU', 'target met?'],
      figures.flatMap((figure) =>
        figure.settings.map((setting) => [
          setting.setting === 'quiet' ? figure.scenario : '',
          setting.name,
          spreadText(setting.reqPerSec, whole),
          costText(setting.throughputCost),
          spreadText(setting.cpuMicros, whole),
          costText(setting.cpuCost),
          setting.setting === 'observed' ? met(figure.met) : '',
        ]),
      ),
    ),
  ].join('\n\n');
}

function instanceLostSection(figures: InstanceLostFigures): string {
  const count = (value: number) => whole(value);
  const failures =
    figures.failures.length === 0
      ? 'none'
      : figures.failures.map((kind) => `${whole(kind.count)} × ${kind.reason} on ${kind.where}`).join(', ');
  const returned =
    figures.returnedAfterMs.runs.length === 0 ? 'never' : spreadText(figures.returnedAfterMs, duration);
  return [
    '### An instance lost under load',
    `Two instances behind nginx with \`deploy/nginx/broadband-portal.conf\` as shipped, ${whole(figures.perSecond)} signed-in requests a second through it (a page with the kept session, then two JSON-RPC calls); one instance killed with SIGKILL after ${duration(figures.beforeKillMs)}, started again ${duration(figures.downMs)} later (nginx’s \`fail_timeout\` is ${duration(figures.failTimeoutMs)}). ${figures.runs} runs, median [min–max]; ${figures.machine}; ${loadsText(figures.loads)}.`,
    table(
      ['measure', 'median [min–max]'],
      [
        ['requests sent', spreadText(figures.sent, count)],
        ['failed', spreadText(figures.failed, count)],
        ['passed on to the other instance by nginx', spreadText(figures.passedOn, count)],
        ['from the kill until every request succeeds', spreadText(figures.allSucceedAfterMs, duration)],
        ['from the restarted instance answering until it takes requests', returned],
        ['sign-outs (target: none)', spreadText(figures.signOuts, count)],
      ],
    ),
    `Failures over all runs: ${failures}.${figures.neverReturned > 0 ? ` In ${figures.neverReturned} runs nginx passed the restarted instance no request within a minute.` : ''}`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------

/** Each benchmark of `npm run bench`, in the order of the page, with what renders its figures. */
const SECTIONS: {
  [Name in Exclude<keyof BenchResults, 'date' | 'node' | 'loadAverage' | 'ranAt' | 'embed'>]: {
    what: string;
    render: (figures: NonNullable<BenchResults[Name]>, results: BenchResults) => string;
  };
} = {
  portal: {
    what: 'the bundle, Lighthouse, the log-in floor, the address check and embedding',
    render: portalSection,
  },
  'carrier-table': { what: 'the carrier products table', render: carrierTableSection },
  'many-sites': { what: 'many addresses at once', render: manySitesSection },
  'hostile-sheets': {
    what: 'lists from a stranger on the many-addresses page',
    render: hostileSheetsSection,
  },
  compression: { what: 'API compression', render: compressionSection },
  'sandbox-throughput': { what: 'sandbox throughput and memory', render: throughputSection },
  'demo-copies': { what: 'demo mode’s private copies', render: demoCopiesSection },
  observability: { what: 'the cost of the access log and metrics', render: observabilitySection },
  'instance-lost': { what: 'an instance lost under load', render: instanceLostSection },
};

const dateText = (iso: string) => iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');

/** The benchmarks measured at another time than the run named at the top, with that time. */
function earlierText(results: BenchResults): string {
  const earlier = Object.entries(results.ranAt ?? {}).filter(
    ([name, at]) =>
      at !== results.date && name in SECTIONS && results[name as keyof BenchResults] !== undefined,
  );
  if (earlier.length === 0) return '';
  const list = earlier
    .map(([name, at]) => `${SECTIONS[name as keyof typeof SECTIONS].what} on ${dateText(at)}`)
    .join('; ');
  return ` Measured in an earlier run, kept since: ${list}.`;
}

function runText(results: BenchResults): string {
  const date = dateText(results.date);
  const load = results.loadAverage
    ? `load average ${results.loadAverage.start.toFixed(2)} when it started and ${results.loadAverage.end.toFixed(2)} when it ended`
    : 'no load average recorded for the run as a whole (see each benchmark’s own)';
  return `<!-- Written by \`npm run docs:performance\` from bench/results.json: change the benchmarks or that script, not this text. -->\n\nThe run of ${date}, Node ${results.node.replace(/^v/, '')}, ${load}.${earlierText(results)}`;
}

/** The figures part of docs/performance.md for one run's results, formatted as the docs are. */
export async function figuresSection(results: BenchResults): Promise<string> {
  const parts = [runText(results)];
  const missing: string[] = [];
  for (const [name, section] of Object.entries(SECTIONS) as [
    keyof typeof SECTIONS,
    (typeof SECTIONS)[keyof typeof SECTIONS],
  ][]) {
    const figures = results[name];
    if (figures === undefined) missing.push(`${section.what} (\`npm run bench -- ${name}\`)`);
    else parts.push((section.render as (figures: unknown, all: BenchResults) => string)(figures, results));
  }
  if (missing.length > 0) parts.push(`Not measured in this run: ${missing.join('; ')}.`);
  const options = (await resolveConfig(new URL('../docs/performance.md', import.meta.url))) ?? {};
  // Prose in lines of at most 100 characters, as the rest of the docs are written.
  return format(parts.join('\n\n'), { ...options, parser: 'markdown', proseWrap: 'always', printWidth: 100 });
}

/** `document` with the figures between its markers made anew from `results`. */
export async function withFiguresSection(document: string, results: BenchResults): Promise<string> {
  const start = document.indexOf(FIGURES_START);
  const end = document.indexOf(FIGURES_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/performance.md needs the lines ${FIGURES_START} and ${FIGURES_END}, in that order`);
  }
  const before = document.slice(0, start + FIGURES_START.length);
  return `${before}\n\n${(await figuresSection(results)).trim()}\n\n${document.slice(end)}`;
}

if (import.meta.main) {
  const resultsFile = process.argv[2] ?? new URL('../bench/results.json', import.meta.url);
  const documentFile = new URL('../docs/performance.md', import.meta.url);
  let results: BenchResults;
  try {
    results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
  } catch (error) {
    console.error(
      `No benchmark results to render (${(error as Error).message}): run \`npm run bench\` first.`,
    );
    process.exit(2);
  }
  writeFileSync(documentFile, await withFiguresSection(readFileSync(documentFile, 'utf8'), results));
  console.log(`docs/performance.md: the figures of the run of ${results.date}.`);
}
