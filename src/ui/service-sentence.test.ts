/**
 * A text the service recorded, drawn as a reader sees it: the service's default in the reader's
 * words with its own folded away (and hidden on paper), a person's words as they wrote them.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ServiceText } from './service-sentence.tsx';
import { drawn, textOf } from './testing/draw.ts';

const folded = (html: string) => textOf(html.replace(/<details[^>]*>.*?<\/details>/gs, '')).trim();

describe('a text the service recorded', () => {
  it('is its default reason in Dutch words, with the service’s own in the details', async () => {
    const html = await drawn(createElement(ServiceText, { text: 'Cancelled by customer' }), { locale: 'nl' });
    expect(folded(html)).toBe('Geannuleerd door de klant');
    expect(html).toContain(
      '<details class="service-sentence" data-print="hide"><summary>Zoals de dienst het noemt</summary><span lang="en">Cancelled by customer</span></details>',
    );
  });

  it('reads as written where the reader’s words are the service’s', async () => {
    const html = await drawn(createElement(ServiceText, { text: 'Cancelled by customer' }), { locale: 'en' });
    expect(html).toBe('Cancelled by customer');
  });

  it('is a person’s own words as they wrote them, in either language, not marked as the service’s', async () => {
    for (const locale of ['nl', 'en'] as const)
      expect(
        await drawn(createElement(ServiceText, { text: 'Klant ziet af van de bestelling' }), { locale }),
      ).toBe('Klant ziet af van de bestelling');
  });
});
