/**
 * What a check found, shown: a block per provider (its products, fastest first, or why there are
 * none) under a title naming the address, and the one-line summary of the live region.
 */
import { technologyName } from '../contract/service-sentences.ts';
import { formatSpeed } from '../i18n/format-speed.ts';
import type { ProviderView, Reason } from './model.ts';
import { element } from './dom.ts';
import type { Locale, Texts } from './texts.ts';

export interface Outcome {
  label: string;
  providers: ProviderView[];
}

/** The live region's status: busy, or how many providers serve the address checked. */
export function statusText(texts: Texts, busy: boolean, outcome: Outcome | null): string {
  if (busy) return texts.busy;
  if (!outcome) return '';
  const served = outcome.providers.filter((view) => view.products.length > 0).length;
  return texts.summary(served, outcome.providers.length, outcome.label);
}

function providerBlock(view: ProviderView, texts: Texts, locale: Locale, reasons: Record<Reason, string>) {
  const block = element('li', { class: 'provider', part: 'provider', 'data-provider': view.provider });
  block.append(element('h3', { part: 'provider-name' }, view.provider));
  if (view.products.length === 0) {
    block.append(element('p', { class: 'reason', part: 'reason' }, reasons[view.reason ?? 'not-served']));
    return block;
  }
  const products = view.products.map((product) =>
    element(
      'li',
      { class: 'product', part: 'product' },
      element('span', { class: 'technology' }, technologyName(product.technology, locale)),
      ' ',
      element(
        'span',
        { class: 'speeds' },
        element('span', {}, texts.download(formatSpeed(product.download, locale))),
        ', ',
        element('span', {}, texts.upload(formatSpeed(product.upload, locale))),
      ),
    ),
  );
  block.append(element('ul', { class: 'products' }, ...products));
  return block;
}

/** The result area: drawn again only when the outcome or the language changed since it was last drawn. */
export class Results {
  private readonly area: HTMLElement;
  private rendered: { outcome: Outcome | null; locale: Locale } | null = null;

  constructor(area: HTMLElement) {
    this.area = area;
  }

  render(outcome: Outcome | null, texts: Texts, locale: Locale) {
    if (this.rendered && this.rendered.outcome === outcome && this.rendered.locale === locale) return;
    this.rendered = { outcome, locale };
    if (!outcome) {
      this.area.replaceChildren();
      return;
    }
    const reasons: Record<Reason, string> = {
      'not-served': texts.notServed,
      unavailable: texts.unavailable,
      complex: texts.complex,
      failed: texts.failed,
    };
    this.area.replaceChildren(
      element('h2', { part: 'result-title' }, texts.resultTitle(outcome.label)),
      element(
        'ul',
        { class: 'providers' },
        ...outcome.providers.map((view) => providerBlock(view, texts, locale, reasons)),
      ),
    );
  }
}
