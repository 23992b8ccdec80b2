/**
 * The lines at an address (a real sandbox behind the differing service), drawn in Dutch and in
 * English: each line's state in the reader's words, the service's own word folded away in the
 * details, and a state the portal does not know as the service names it.
 */
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { carriercheckQueryOptions } from '../../api/broadband/carriercheck.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { drawingClient, drawn, textOf } from '../../ui/testing/draw.ts';
import { CarrierCheck } from './carrier-check.tsx';
import { addressCheckMessages } from './messages.ts';

const { service } = behindDifferingService();
beforeAll(async () => {
  await Promise.all([addressCheckMessages.load('nl'), addressCheckMessages.load('en')]);
});

const DAMRAK = { zipcode: '1012AB', housenr: 1, housenrext: '' };

/** The carrier check drawn with both kinds asked: its HTML, and what a reader sees with the details folded. */
async function drawnLines(locale: 'nl' | 'en') {
  const client = drawingClient();
  await Promise.all(
    (['Fiber', 'Copper'] as const).map((carrier) =>
      client.prefetchQuery(carriercheckQueryOptions(carrier, DAMRAK)),
    ),
  );
  const html = await drawn(createElement(CarrierCheck, { address: DAMRAK }), { client, locale });
  const folded = textOf(html.replace(/<details[^>]*>.*?<\/details>/gs, ''));
  return { html, folded };
}

describe('the lines at an address', () => {
  it('say their state in Dutch, with the service’s word in the details only', async () => {
    const { html, folded } = await drawnLines('nl');
    expect(folded).toMatch(/Status Beschikbaar/);
    expect(folded).not.toMatch(/Status (Open|Planned|Closed)\b/);
    expect(html).toMatch(
      /<details class="service-sentence" data-print="hide"><summary>Zoals de dienst het noemt<\/summary><span lang="en">status: Open<\/span><\/details>/,
    );
  });

  it('say their state in plain English, the service’s word in the details', async () => {
    const { html, folded } = await drawnLines('en');
    expect(folded).toMatch(/Status Available/);
    expect(folded).not.toMatch(/Status Open\b/);
    expect(html).toContain('<span lang="en">status: Open</span>');
  });

  it('name a state the portal does not know as the service does, with nothing folded away', async () => {
    service.differ({ className: 'broadband/v1', method: 'carriercheck', change: 'unknown-values' });
    const { html, folded } = await drawnLines('nl');
    expect(folded).toMatch(/Status unknown_Open \(zoals de dienst het noemt\)/);
    expect(html).not.toContain('service-sentence');
  });
});
