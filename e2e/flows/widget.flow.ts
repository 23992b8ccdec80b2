/**
 * The address-check widget (`<broadband-address-check>`) on a partner's shop page of another origin
 * (EMBED_HOST_URL, served by e2e/hosts), loaded from the portal as a classic script and as an ES
 * module, checking an address against the real sandbox.
 *
 * The widget draws its form and result in an open shadow root, which the tab's queries (Testing
 * Library over `document.body`) do not enter; `inWidget` below finds by label, role and name there
 * with the same Testing Library the tab puts in the page, and acts through the tab's driver.
 */
import { EMBED_HOST_URL } from '../../playwright.config.ts';
import { expect, inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { widgetPagePath } from '../hosts/partner-pages.ts';
import { heading } from './support.ts';

type WidgetQuery = { label: string } | { role: string; name?: string } | { css: string };

/** Runs in the page: the visible elements of the widget's shadow root that match the query. */
const FIND_IN_WIDGET = `(query) => {
  const root = document.querySelector('broadband-address-check')?.shadowRoot;
  const dom = window.TestingLibraryDom;
  if (!root || !dom) return [];
  const found = 'label' in query
    ? dom.queryAllByLabelText(root, query.label)
    : 'role' in query
      ? dom.queryAllByRole(root, query.role, query.name === undefined ? {} : { name: query.name })
      : Array.from(root.querySelectorAll(query.css));
  const visible = (element) => typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;
  // a <datalist>'s and a closed <select>'s options are offered, never laid out
  return found.filter((element) => element.tagName === 'OPTION' || visible(element));
}`;

const describe = (query: WidgetQuery) =>
  'label' in query
    ? `field ${query.label}`
    : 'role' in query
      ? `${query.role} ${query.name ?? ''}`
      : query.css;

function inWidget(tab: Tab) {
  /** The tab puts Testing Library in the page with its first look (again after each page load). */
  const ready = () => tab.count({ css: 'broadband-address-check' });
  const texts = async (query: WidgetQuery) => {
    await ready();
    return tab.driver.evaluate<string[]>(
      `(query) => (${FIND_IN_WIDGET})(query).map((element) => (element.innerText || element.textContent || '').replace(/\\s+/g, ' ').trim())`,
      [query],
    );
  };
  const one = (query: WidgetQuery) =>
    tab.until(`one ${describe(query)} in the widget`, async () => {
      if ((await texts(query)).length !== 1) return undefined;
      return (
        (await tab.driver.element(`(query) => (${FIND_IN_WIDGET})(query)[0] ?? null`, [query])) ?? undefined
      );
    });
  return {
    texts,
    /** Waits until the texts of the matches are `expected`. */
    seeTexts: async (query: WidgetQuery, expected: string[]) => {
      let last: string[] = [];
      await tab.until(
        () =>
          `${describe(query)} in the widget to read ${JSON.stringify(expected)}; it read ${JSON.stringify(last)}`,
        async () => {
          last = await texts(query);
          return JSON.stringify(last) === JSON.stringify(expected) ? true : undefined;
        },
      );
    },
    value: async (query: WidgetQuery) => {
      await ready();
      return tab.driver.evaluate<string | null>(`(query) => (${FIND_IN_WIDGET})(query)[0]?.value ?? null`, [
        query,
      ]);
    },
    fill: async (query: WidgetQuery, text: string) => tab.driver.type(await one(query), text),
    click: async (query: WidgetQuery) => tab.driver.click(await one(query)),
    choose: async (query: WidgetQuery, value: string) => tab.driver.select(await one(query), value),
  };
}

const checkedEvents = (tab: Tab) =>
  tab.evaluate(() => (window as unknown as { checked: { housenrext: string }[] }).checked);

const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

inEveryVariant(() => {
  for (const script of ['classic', 'module'] as const) {
    test(`checks an address on a partner’s page (${script} script)`, async ({ tab }) => {
      await tab.visit(`${EMBED_HOST_URL}${widgetPagePath(script, { locale: tab.language })}`);
      await tab.see(heading('Fast internet at your address'));
      const widget = inWidget(tab);
      const postcode = { label: 'Postcode' };
      const housenr = { label: tab.say('Huisnummer', 'House number') };
      const extension = { label: tab.say('Toevoeging', 'Extension') };

      // the postcode is tidied as it is typed; its house numbers, then the address's extensions, are offered
      await widget.fill(postcode, '1012 ab');
      await tab.until('the postcode tidied', async () =>
        (await widget.value(postcode)) === '1012AB' ? true : undefined,
      );
      await tab.until('the postcode’s house numbers offered', async () =>
        (await widget.texts({ css: 'datalist#housenrs option' })).length === 5 ? true : undefined,
      );
      await widget.fill(housenr, '1');
      await widget.seeTexts({ css: '#housenrext option' }, [
        tab.say('Geen toevoeging', 'No extension'),
        'A',
        'B',
        'H',
      ]);
      await tab.press('Enter');

      const address = 'Damrak 1, 1012AB Amsterdam';
      await widget.seeTexts({ role: 'status' }, [
        tab.say(`5 van de 5 aanbieders leveren op ${address}.`, `5 of 5 providers serve ${address}.`),
      ]);
      // the result's title, then each provider's name over its products, fastest first
      await widget.seeTexts({ role: 'heading' }, [
        tab.say(`Beschikbaarheid op ${address}`, `Availability at ${address}`),
        ...PROVIDERS,
      ]);
      const kpn = await widget.texts({ css: '[data-provider="KPNWBA"] [part~="product"]' });
      expect(kpn).toHaveLength(7);
      expect(kpn[0]).toBe(`${tab.say('Glasvezel', 'Fiber')} 1 Gb/s download, 1 Gb/s upload`);
      expect(kpn.at(-1)).toBe('ADSL 20 Mb/s download, 1 Mb/s upload');
      expect(await widget.texts({ css: '[data-provider="ZIGGO"] [part~="product"]' })).toEqual([
        `${tab.say('Koper', 'Copper')} 1 Gb/s download, 50 Mb/s upload`,
      ]);

      // the partner's page is told, once per check
      await tab.until('the page to hear of the check', async () =>
        (await checkedEvents(tab)).length === 1 ? true : undefined,
      );
      expect(await checkedEvents(tab)).toEqual([
        expect.objectContaining({ zipcode: '1012AB', housenr: 1, housenrext: '' }),
      ]);

      // another extension, checked with the button
      await widget.choose(extension, 'A');
      await widget.click({ role: 'button', name: tab.say('Controleer adres', 'Check address') });
      await tab.until('the page to hear of the second check', async () =>
        (await checkedEvents(tab)).length === 2 ? true : undefined,
      );
      expect((await checkedEvents(tab))[1]).toMatchObject({ zipcode: '1012AB', housenr: 1, housenrext: 'A' });
      await widget.seeTexts({ role: 'status' }, [
        tab.say(
          '5 van de 5 aanbieders leveren op Damrak 1 A, 1012AB Amsterdam.',
          '5 of 5 providers serve Damrak 1 A, 1012AB Amsterdam.',
        ),
      ]);

      // on a phone too the widget fits the page, and nothing in it is out of reach of assistive technology
      const overflow = await tab.overflowsSideways();
      expect(overflow.scrollWidth, overflow.culprits.join(', ')).toBeLessThanOrEqual(overflow.clientWidth);
      expect(await tab.axeViolations()).toEqual([]);
    });
  }
});
