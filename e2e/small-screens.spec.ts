import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { account, logInAs } from './support.ts';

const WIDTHS = [360, 390, 768] as const;
const TOUCH = 44;

/** A transaction of the seed, asked for as any API client would. */
async function someTransaction(request: APIRequestContext): Promise<string> {
  const admin = account('admin');
  const reply = await request.post('/api/broadband/v1', {
    headers: { Authorization: `Basic ${btoa(`admin:${admin.password}`)}` },
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'list_transactions',
      params: { pagination: { page: 1, per_page: 1 } },
    },
  });
  const body = (await reply.json()) as { result: { transactions: { uuid: string }[] } };
  return body.result.transactions[0]!.uuid;
}

interface PageCase {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** What shows the page has its content, not only its heading. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const PAGES: PageCase[] = [
  {
    name: 'overview',
    path: '/',
    ready: async (page) => {
      await heading(page, 'Overzicht');
      await expect(page.getByRole('list', { name: 'Verwachte opleveringen per dag' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Carrierproducten per technologie' })).toBeVisible();
    },
  },
  {
    name: 'address check with a result',
    path: '/address-check?zipcode=1012AB&housenr=1',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'KPNWBA' }).locator('tbody tr').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Aanwezige aansluitingen' }).locator('li').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'address check nobody serves, answers unfolded',
    path: '/address-check?zipcode=9711AB&housenr=5',
    ready: async (page) => {
      await page.getByText('Antwoord per leverancier').click();
      await expect(page.getByText('Foutcode 003').first()).toBeVisible();
    },
  },
  {
    name: 'carrier products',
    path: '/products',
    ready: async (page) => {
      await heading(page, 'Carrierproducten');
      await expect(page.getByRole('row').nth(2)).toBeVisible();
      await page.getByText(/^Kolommen \(/).click();
      await expect(page.getByRole('group', { name: 'Zichtbare kolommen' })).toBeVisible();
    },
  },
  {
    name: 'transactions',
    path: '/transactions',
    ready: async (page) => {
      await heading(page, 'Transacties');
      await expect(page.getByRole('link', { name: /^\d{4}[A-Z]{2}/ }).first()).toBeVisible();
    },
  },
  {
    name: 'a transaction',
    path: async (request) => `/transactions/${await someTransaction(request)}`,
    ready: async (page) => {
      await heading(page, /^Transactie /);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    name: 'profile',
    path: '/profile',
    ready: async (page) => {
      await heading(page, 'Profiel en beveiliging');
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: 'mail',
    path: '/mail',
    ready: async (page) => {
      await heading(page, 'Mail');
      await expect(page.locator('.mail-card, .mail-table tbody tr').first()).toBeVisible();
    },
  },
  {
    name: 'console with a reply',
    path: '/console?method=broadband/v1:list_carriers',
    ready: async (page) => {
      await heading(page, 'API-console');
      await page.getByRole('button', { name: 'Verzenden', exact: true }).click();
      await expect(
        page.getByRole('region', { name: 'Antwoord', exact: true }).getByRole('status'),
      ).toHaveText(/Antwoord ontvangen/);
    },
  },
  {
    name: 'a page that does not exist',
    path: '/no-such-page',
    ready: (page) => heading(page, 'Pagina niet gevonden'),
  },
];

/** Anything wider than the window, and the page's own sideways scroll. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // inside a box meant to scroll sideways on its own, wide content is fine
      const scroller = element.parentElement?.closest('.scroll-area__viewport, .carrier-table');
      if (scroller && scroller.getBoundingClientRect().right <= width + 0.5) continue;
      sticking.push(`${element.tagName.toLowerCase()}.${element.className}: right ${Math.round(box.right)}`);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      bodyOverflowX: getComputedStyle(document.body).overflowX,
      sticking: sticking.slice(0, 5),
    };
  });
}

async function expectNoSidewaysScrolling(page: Page, label: string) {
  const found = await overflow(page);
  expect(found.sticking, `${label}: elements past the right edge`).toEqual([]);
  expect(found.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(found.width);
  expect(found.bodyOverflowX, `${label}: the body does not hide what sticks out`).toBe('visible');
}

/** Controls a finger has to hit, smaller than 44 × 44 px (the box of a checkbox's label counts). */
async function smallTargets(page: Page) {
  return page.evaluate((touch) => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex="0"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      if (control.closest('.visually-hidden, .skip-link')) continue;
      // a link in running text is sized by its sentence
      if (control.tagName === 'A' && control.closest('p, li, dd, td') && !control.closest('nav')) {
        const block = control.closest('p, li, dd, td')!;
        if ((block.textContent ?? '').trim() !== (control.textContent ?? '').trim()) continue;
      }
      const label = control instanceof HTMLInputElement ? control.labels?.[0] : null;
      const boxes = [control.getBoundingClientRect(), ...(label ? [label.getBoundingClientRect()] : [])];
      const fits = boxes.some((box) => box.height >= touch - 0.5 && box.width >= touch - 0.5);
      if (!fits) {
        const box = boxes[0]!;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, TOUCH);
}

test.describe('every page from 360 px up', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the log-in page fits and its controls are big enough for a finger', async ({ page }) => {
    await page.goto('/login');
    await heading(page, 'Inloggen');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      await expectNoSidewaysScrolling(page, `log-in at ${width}`);
    }
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await smallTargets(page)).toEqual([]);
  });

  for (const pageCase of PAGES) {
    test(`${pageCase.name}: no sideways scrolling at 360, 390 and 768 px, targets of 44 px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const path = typeof pageCase.path === 'string' ? pageCase.path : await pageCase.path(request);
      await page.goto(`/login?next=${encodeURIComponent(path)}`);
      await logInAs(page, 'admin');
      await pageCase.ready(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        await expectNoSidewaysScrolling(page, `${pageCase.name} at ${width}`);
      }
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await smallTargets(page)).toEqual([]);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link')).toHaveCount(7);
      await expectNoSidewaysScrolling(page, `${pageCase.name} with the menu open`);
      expect(await smallTargets(page)).toEqual([]);

      // English words are often longer: the same page again in English
      await page.locator('.app-header').getByLabel('Taal').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 780 });
        await expectNoSidewaysScrolling(page, `${pageCase.name} in English at ${width}`);
      }
      expect(await smallTargets(page)).toEqual([]);
    });
  }
});

test.describe('the header', () => {
  test('on a phone it is one bar whose menu button unfolds the navigation and the tools', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/login?next=${encodeURIComponent('/transactions')}`);
    await logInAs(page, 'admin');
    await heading(page, 'Transacties');
    const header = page.locator('.app-header');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const menu = page.getByRole('button', { name: 'Menu' });
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveCount(7);
    await expect(page.getByLabel('Taal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // the open menu lies over the page: when the focus moves on past it, it closes
    await menu.press('Enter');
    await expect(nav).toBeVisible();
    for (let presses = 0; presses < 12 && (await nav.isVisible()); presses += 1)
      await page.keyboard.press('Tab');
    await expect(nav).toBeHidden();
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    expect(await focused.evaluate((element) => element.closest('main') !== null)).toBe(true);

    // the open menu lies over the page: nothing below it moves; a press outside closes it
    const headingBox = async () => (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
    const headingBefore = await headingBox();
    await menu.click();
    await expect(nav).toBeVisible();
    expect(await headingBox()).toBe(headingBefore);
    await page.mouse.click(4, 836);
    await expect(nav).toBeHidden();

    await menu.press('Enter');
    await nav.getByRole('link', { name: 'Mail' }).click();
    await heading(page, 'Mail');
    await expect(nav).toBeHidden();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  });

  test('at 1440 px it is one row with every link and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await logInAs(page, 'admin');
    await heading(page, 'Overzicht');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const links = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
    await expect(links).toHaveCount(7);
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    );
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    const header = (await page.locator('.app-header').boundingBox())!;
    const tools = (await page.getByLabel('Taal').boundingBox())!;
    expect(tools.y + tools.height).toBeLessThanOrEqual(header.y + header.height);
    expect(header.height).toBeLessThanOrEqual(72);
  });
});
