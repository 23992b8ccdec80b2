/**
 * Every kind of site is counted under its own name in the summary, the filter and the exports:
 * "not available" only when the service says it serves a known address nowhere, never for an
 * address it does not know, a check that failed or a site that was never checked.
 */
import Papa from 'papaparse';
import { createElement } from 'react';
import { readSheet } from 'read-excel-file/universal';
import { beforeAll, describe, expect, it } from 'vitest';
import { RpcError } from '../../../api/errors.ts';
import type { BroadbandBasicZipcodeReply, ZipcodeProduct } from '../../../contract/types.gen.ts';
import { drawn, textOf } from '../../../ui/testing/draw.ts';
import { exportTable, sitesCsv, sitesXlsx } from './export-sites.ts';
import { type Show, connectionText, summaryItems, summaryOf, visibleRows } from './list-spec.ts';
import nl from './messages-nl.ts';
import { manySitesMessages } from './messages.ts';
import type { SiteList } from './site-list-store.ts';
import { SiteReport } from './site-report.tsx';
import {
  type Site,
  type SiteOutcome,
  type SiteResult,
  type Standing,
  rowsOfList,
  summariseReply,
} from './site-result.ts';
import { verdictOf } from './site-verdict.ts';

const PROVIDERS = ['KPNWBA', 'TELE2'];

/** `carrier` may be one the contract does not name, as a service that differs from it sends. */
const product = (carrier: string, download: number): ZipcodeProduct => ({
  max_download: download,
  max_upload: download / 4,
  carrier: carrier as ZipcodeProduct['carrier'],
  network: 'KPN',
  area: '',
  distance: '',
});

const reply = (available: BroadbandBasicZipcodeReply['available']): BroadbandBasicZipcodeReply => ({
  address: { street: 'Damrak', housenr: 1, housenrext: '', city: 'Amsterdam', municipality: 'Amsterdam' },
  available,
});

const disruption = (provider: string) => ({
  error: { code: 4, message: `The ${provider} backoffice has a disruption. Try again later.` },
});

/** What the run makes of an error the service answers with. */
function outcomeOfError(error: RpcError): SiteOutcome {
  const verdict = verdictOf(error);
  if (verdict.kind !== 'outcome') throw new Error(`no outcome: ${verdict.kind}`);
  return verdict.outcome;
}

const site = (line: number): Site => ({
  line,
  reference: `site ${line}`,
  zipcode: '1012AB',
  housenr: line,
  housenrext: '',
});

/** One site of each kind: its outcome, where it counts, and what the exports say of it. */
const KINDS: {
  name: string;
  outcome: SiteOutcome | null;
  standing: Standing;
  shown: string;
  exported: [served: string, connection: string, status: string];
}[] = [
  {
    name: 'fibre',
    outcome: summariseReply(reply({ KPNWBA: { Fiber: product('Fiber', 1048576) } }), PROVIDERS),
    standing: 'fibre',
    shown: 'Glasvezel',
    exported: ['ja', 'Glasvezel', 'Gecontroleerd'],
  },
  {
    name: 'copper only',
    outcome: summariseReply(reply({ KPNWBA: { VDSL: product('Copper', 81920) } }), PROVIDERS),
    standing: 'copper',
    shown: 'Alleen koper',
    exported: ['ja', 'Alleen koper', 'Gecontroleerd'],
  },
  {
    name: 'a carrier the portal does not know',
    outcome: summariseReply(reply({ KPNWBA: { '5G': product('Radio', 204800) } }), PROVIDERS),
    standing: 'other',
    shown: 'Overig (Radio)',
    exported: ['ja', 'Overig (Radio)', 'Gecontroleerd'],
  },
  {
    name: 'not available: no provider serves the address (003)',
    outcome: outcomeOfError(new RpcError(3, 'No provider services it.', {}, null)),
    standing: 'none',
    shown: 'Niet leverbaar',
    exported: ['nee', 'Geen', 'Niet leverbaar'],
  },
  {
    name: 'not available: every provider answers without products',
    outcome: summariseReply(reply({ KPNWBA: {}, TELE2: {} }), PROVIDERS),
    standing: 'none',
    shown: 'Niet leverbaar',
    exported: ['nee', 'Geen', 'Gecontroleerd'],
  },
  {
    name: 'address unknown: the service does not know the address (002)',
    outcome: outcomeOfError(
      new RpcError(
        2,
        'Invalid combination of zipcode 1012AB, house number 3 and extension "Z". Select a valid one with the postcodes functions.',
        {},
        null,
      ),
    ),
    standing: 'unknown-address',
    shown: 'Adres onbekend',
    exported: ['onbekend', 'Adres onbekend', 'Adres onbekend'],
  },
  {
    name: 'failed: every provider is down (004)',
    outcome: outcomeOfError(new RpcError(4, 'Service temporarily unavailable.', {}, null)),
    standing: 'failed',
    shown: 'Mislukt',
    exported: ['onbekend', 'Mislukt', 'Mislukt'],
  },
  {
    name: 'failed: nothing offered while a provider is down',
    outcome: summariseReply(reply({ KPNWBA: {}, TELE2: disruption('TELE2') }), PROVIDERS),
    standing: 'failed',
    shown: 'Mislukt',
    exported: ['onbekend', 'Mislukt', 'Mislukt'],
  },
  {
    name: 'not checked: the run stopped before the site',
    outcome: null,
    standing: 'unchecked',
    shown: 'Niet gecontroleerd',
    exported: ['onbekend', 'Niet gecontroleerd', 'Niet gecontroleerd'],
  },
];

const ALL_STANDINGS: Standing[] = [
  'fibre',
  'copper',
  'other',
  'none',
  'unknown-address',
  'failed',
  'unchecked',
];
const BY_LINE = [{ member: 'line', direction: 'ASC' } as const];

beforeAll(() => manySitesMessages.load('nl'));

/** How many rows of an exported sheet (headings first) have each connection. */
function connectionsIn(cells: readonly (readonly unknown[])[]): Record<string, number> {
  const [headings = [], ...rows] = cells;
  const column = headings.indexOf(nl.exportTexts.connection);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[String(row[column])] = (counts[String(row[column])] ?? 0) + 1;
  return counts;
}

/** A list of the kind's site between a site with fibre and one the service does not serve. */
function listWith(outcome: SiteOutcome | null): SiteResult[] {
  const sites = [site(2), site(3), site(4)];
  const finished: SiteResult[] = [
    {
      site: sites[0]!,
      outcome: summariseReply(reply({ KPNWBA: { Fiber: product('Fiber', 1) } }), PROVIDERS),
    },
    { site: sites[2]!, outcome: { kind: 'not-served', message: 'No provider services it.' } },
  ];
  if (outcome) finished.push({ site: sites[1]!, outcome });
  return rowsOfList(sites, finished, true);
}

describe.each(KINDS)('a site of one kind: $name', ({ outcome, standing, shown, exported }) => {
  const rows = listWith(outcome);
  const expected: Record<Standing, number> = {
    fibre: 1,
    copper: 0,
    other: 0,
    none: 1,
    'unknown-address': 0,
    failed: 0,
    unchecked: 0,
  };
  expected[standing] += 1;

  it(`is counted once, under ${standing}, in the summary`, () => {
    const summary = summaryOf(rows);
    expect(summary).toEqual(expected);
    expect(summaryItems(summary)).toContain(standing);
    expect(Object.values(summary).reduce((sum, count) => sum + count)).toBe(rows.length);
  });

  it('is shown by its own filter only', () => {
    for (const show of ALL_STANDINGS) {
      const lines = visibleRows(rows, { show: show satisfies Show, q: '' }, BY_LINE).map(
        (row) => row.site.line,
      );
      expect(
        lines.filter((line) => line === 3),
        show,
      ).toEqual(show === standing ? [3] : []);
      expect(lines).toHaveLength(expected[show]);
    }
    const kind = rows.find((row) => row.site.line === 3)!;
    expect(connectionText(kind, nl)).toBe(shown);
  });

  it('is exported under its own name', () => {
    const table = exportTable(rows, PROVIDERS, nl.exportTexts);
    const column = (heading: string) => table.headings.indexOf(heading);
    const row = table.rows.find((cells) => cells[column('Regel')] === 3)!;
    const { served, connection, status } = nl.exportTexts;
    expect([row[column(served)], row[column(connection)], row[column(status)]]).toEqual(exported);
  });

  it('is counted the same in the CSV, the workbook and the printed report', async () => {
    const table = exportTable(rows, PROVIDERS, nl.exportTexts);
    const connection = exported[1];
    const expectedExport = { [nl.exportTexts.connections.fibre]: 1, [nl.exportTexts.connections.none]: 1 };
    expectedExport[connection] = (expectedExport[connection] ?? 0) + 1;
    const csv = Papa.parse<string[]>(
      sitesCsv(table, 'nl')
        .replace(/^\uFEFF/, '')
        .trimEnd(),
      { delimiter: ';' },
    );
    expect(connectionsIn(csv.data)).toEqual(expectedExport);
    const sheet = await readSheet(await sitesXlsx(table, nl.sheetName));
    expect(connectionsIn(sheet)).toEqual(expectedExport);

    const list: SiteList = { source: '', sites: [], rejected: [], providers: PROVIDERS, createdAt: '' };
    const report = textOf(await drawn(createElement(SiteReport, { list, rows }), { locale: 'nl' }));
    const line = summaryItems(summaryOf(rows))
      .map((item) => `${nl.summary[item]}: ${expected[item]}`)
      .join(' · ');
    expect(report).toContain(line);
    expect(report).toContain(`${nl.summary[standing]}: ${expected[standing]}`);
  });
});

describe('the rows of a list', () => {
  it('leave out the sites still to check while the run may go on', () => {
    const rows = listWith(null);
    expect(rows).toHaveLength(3);
    const finished = rows.filter((row) => row.outcome.kind !== 'unchecked');
    expect(rowsOfList([site(2), site(3), site(4)], finished, false)).toEqual(finished);
  });
});
