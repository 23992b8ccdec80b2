import { inEveryVariant, test } from '../engines/fixtures.ts';
import { heading, logIn } from './support.ts';

/*
 * Layout and semantics that WebKit and Gecko are known to treat unlike Chromium, checked where the
 * portal relies on them. (Dialogs, the clipboard, blob downloads, print and cookies in a frame are
 * checked in the flows of the pages that use them.)
 */
inEveryVariant(() => {
  test('the products table keeps its header in view while its rows scroll inside their box', async ({
    tab,
  }) => {
    await tab.open('/login?next=%2Fproducts');
    await logIn(tab, 'admin');
    await tab.see(heading(tab.say('Carrierproducten', 'Carrier products')));
    await tab.until('rows in the table', async () =>
      (await tab.count({ css: '.carrier-table tbody tr.carrier-table__row' })) > 10 ? true : undefined,
    );
    const positions = await tab.evaluate(async () => {
      const box = document.querySelector<HTMLElement>('.carrier-table')!;
      box.scrollTop = 1200;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const head = box.querySelector('thead')!.getBoundingClientRect();
      return { scrolled: box.scrollTop, boxTop: box.getBoundingClientRect().top, headTop: head.top };
    });
    test.expect(positions.scrolled).toBeGreaterThan(1000);
    test.expect(Math.abs(positions.headTop - positions.boxTop)).toBeLessThanOrEqual(2);
  });

  test('a narrow provider card lays its rows out as a grid and keeps them rows and cells for screen readers', async ({
    tab,
  }) => {
    await tab.open('/login?next=%2Faddress-check%3Fzipcode%3D1012AB%26housenr%3D1');
    await logIn(tab, 'admin');
    const card = { role: 'region', name: 'KPNWBA' } as const;
    const fiber = new RegExp(`^${tab.say('Glasvezel', 'Fiber')}`);
    await tab.see({ role: 'row', name: fiber, within: card });
    const layout = await tab.evaluate(
      () => getComputedStyle(document.querySelector('.provider-card tbody tr')!).display,
    );
    test.expect(layout).toBe(tab.variant.width < 600 ? 'grid' : 'table-row');
    // the engine's own accessibility tree (null: its driver cannot tell, as Firefox's over BiDi)
    for (const [query, roles] of [
      [{ role: 'row', name: fiber, within: card }, ['row']],
      [{ role: 'rowheader', name: fiber, within: card }, ['rowheader', 'RowHeader']],
    ] as const) {
      const role = await tab.accessibleRole(query);
      if (role !== null) test.expect(roles).toContain(role);
    }
  });

  test('colours written with light-dark() reach the page in this engine', async ({ tab }) => {
    await tab.open('/login');
    const colours = await tab.evaluate(() => {
      const button = document.querySelector('button[type="submit"]')!;
      return {
        body: getComputedStyle(document.body).backgroundColor,
        button: getComputedStyle(button).backgroundColor,
        text: getComputedStyle(document.body).color,
      };
    });
    test.expect(colours.body).not.toBe('rgba(0, 0, 0, 0)');
    test.expect(colours.button).not.toBe(colours.body);
    test.expect(colours.text).not.toBe(colours.body);
  });
});
