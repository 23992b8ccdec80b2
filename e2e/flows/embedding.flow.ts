/**
 * The portal embedded with the SDK (`embed.js`) in a partner's page of another origin and site
 * (EMBED_HOST_URL, http://localhost:<port+2>, served by e2e/hosts), signed in with a token the
 * partner's server got for it and handed over by message.
 *
 * The tab sees only the host page: the frame is of another origin, so neither the tab's queries nor
 * `tab.evaluate` reach into it. What the portal does is read where the host reads it: the events
 * the SDK hands to the host page (`window.events`) and the frame's size. What it shows at its own
 * address is read in a second tab of the same browser.
 */
import { EMBED_HOST_URL, PORTAL_URL, STRANGER_URL } from '../../playwright.config.ts';
import { expect, inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { type HostOptions, hostPagePath } from '../hosts/partner-pages.ts';
import { heading } from './support.ts';

interface HostEvent {
  type: string;
  height?: number;
  path?: string;
  reason?: string;
  zipcode?: string;
  housenr?: number;
  providers?: Record<string, { products: string[] }>;
}

const ADDRESS_CHECK = '/address-check?zipcode=1012AB&housenr=1';

async function openHost(tab: Tab, options: HostOptions): Promise<void> {
  await tab.visit(`${EMBED_HOST_URL}${hostPagePath({ locale: tab.language, ...options })}`);
  await tab.see(heading('Partner intranet'));
}

const hostEvents = (tab: Tab) => tab.evaluate(() => (window as unknown as { events: HostEvent[] }).events);

/** Waits until the events the host has heard satisfy `check`, and returns them. */
const heard = (tab: Tab, what: string, check: (events: HostEvent[]) => boolean) =>
  tab.until(`the host to hear ${what}`, async () => {
    const events = await hostEvents(tab);
    return check(events) ? events : undefined;
  });

const addressChecked = (events: HostEvent[]) => events.filter((event) => event.type === 'address-checked');

/** The frame's height on the host page, and the last height the portal reported for its page. */
const frameSize = (tab: Tab) =>
  tab.evaluate(() => {
    const frame = document.querySelector('#portal iframe');
    const resizes = (window as unknown as { events: HostEvent[] }).events.filter(
      (event) => event.type === 'resize',
    );
    return {
      frame: frame ? frame.getBoundingClientRect().height : 0,
      reported: resizes.at(-1)?.height ?? null,
      window: window.innerHeight,
      page: document.documentElement.scrollHeight,
    };
  });

/** Waits until the frame is as tall as the portal's page says it is, and returns that height. */
async function frameFitsItsPage(tab: Tab, what: string, check: (height: number) => boolean) {
  let last: Awaited<ReturnType<typeof frameSize>> | null = null;
  return tab.until(
    () => `the frame to be as tall as its page (${what}); it was ${JSON.stringify(last)}`,
    async () => {
      const size = await frameSize(tab);
      last = size;
      return size.reported !== null && Math.abs(size.frame - size.reported) <= 1 && check(size.frame)
        ? size
        : undefined;
    },
  );
}

/** The portal's kept-session cookie (`portal-session`, or `__Host-portal-session` over https). */
const sessionCookies = async (tab: Tab) =>
  (await tab.cookies()).filter((cookie) => /portal-session/.test(cookie.name)).map((cookie) => cookie.name);

/**
 * What a frame of another origin, framed as the SDK frames the portal (with the SDK frame's referrer
 * policy), is told of this page: its referrer and its ancestor origins. The portal checks its
 * parent's origin by `location.ancestorOrigins`, or by its referrer in engines without that
 * (host-channel.ts); its own frame cannot be read, a frame of the stranger's origin can tell.
 */
const whatAFrameIsTold = async (tab: Tab) =>
  tab.evaluate(async (src: string) => {
    const policy = (window as unknown as { portal: { iframe: HTMLIFrameElement } }).portal.iframe
      .referrerPolicy;
    const frame = document.createElement('iframe');
    frame.title = 'probe';
    frame.referrerPolicy = policy;
    frame.src = src;
    const told = new Promise<{ referrer: string; ancestorOrigins: string[] | null }>((resolve, reject) => {
      setTimeout(() => reject(new Error(`${src} told nothing in 5 s`)), 5000);
      window.addEventListener('message', function listen(event: MessageEvent) {
        if (event.source !== frame.contentWindow) return;
        window.removeEventListener('message', listen);
        resolve(event.data as { referrer: string; ancestorOrigins: string[] | null });
      });
    });
    document.body.append(frame);
    const data = await told;
    frame.remove();
    return data;
  }, `${STRANGER_URL}/referrer.html`);

/** Notes in the report which of the two the portal relies on in this engine. */
async function noteParentOriginSource(tab: Tab) {
  const told = await whatAFrameIsTold(tab);
  test.info().annotations.push({
    type: 'parent origin from',
    description: told.ancestorOrigins?.length
      ? 'location.ancestorOrigins'
      : `document.referrer (${JSON.stringify(told.referrer)})`,
  });
  return told;
}

inEveryVariant(() => {
  test('a partner’s page shows the portal signed in with its token, as tall as its page, without a cookie', async ({
    tab,
  }) => {
    await openHost(tab, { path: ADDRESS_CHECK });
    await noteParentOriginSource(tab);

    // signed in with the host's token: the address check ran (the API answered), no log-in on the way
    const events = await heard(tab, 'the address checked', (all) => addressChecked(all).length === 1);
    const [report] = addressChecked(events);
    expect(report).toMatchObject({ zipcode: '1012AB', housenr: 1 });
    expect(report!.providers!.KPNWBA!.products[0]).toBe('Fiber');
    expect(events.filter((event) => event.type === 'ready')).toHaveLength(1);
    await heard(tab, `the portal at ${ADDRESS_CHECK}`, (all) =>
      all.some((event) => event.type === 'navigate' && event.path === ADDRESS_CHECK),
    );
    expect((await hostEvents(tab)).filter((event) => event.path?.startsWith('/login'))).toEqual([]);

    // the frame grows to its page: taller than the window, so the host page scrolls and the frame does not
    const tall = await frameFitsItsPage(tab, 'the report', (height) => height > 900);
    expect(tall.page).toBeGreaterThan(tall.window);

    // the token went by message, never in an address
    const src = await tab.evaluate(() => document.querySelector('#portal iframe')?.getAttribute('src') ?? '');
    expect(src.startsWith(`${PORTAL_URL}/address-check`)).toBe(true);
    expect(src).not.toMatch(/eyJ/);

    // F5 on the host page: the portal is signed in again by the host
    await tab.reload();
    const again = await heard(
      tab,
      'the address checked after the reload',
      (all) => addressChecked(all).length === 1,
    );
    expect(again.filter((event) => event.path?.startsWith('/login'))).toEqual([]);
    await frameFitsItsPage(tab, 'the report after the reload', (height) => height > 900);

    // …and by no cookie (a cross-site frame gets none in Safari): no session cookie in this browser
    // (Chromium's and Firefox's drivers list every site's cookies, WebKit's only the page's own), and
    // the portal at its own address, in a second tab of this browser, has no session to give back.
    // (Last: Chromium renders no page in a tab behind another, so the frame would report no height.)
    expect(await sessionCookies(tab)).toEqual([]);
    const own = await tab.openTab();
    await own.visit(`${PORTAL_URL}/profile`);
    await own.see(heading(/^(Inloggen|Log in)$/));
    await own.seeUrl(/^\/login\?next=%2Fprofile$/);
    expect(await sessionCookies(own)).toEqual([]);
  });

  test('the host hears where the portal goes, sends it elsewhere and signs it out; the frame follows each page', async ({
    tab,
  }) => {
    await openHost(tab, { path: '/mail' });
    await heard(tab, 'the portal at /mail', (all) => all.some((event) => event.path === '/mail'));
    const mail = await frameFitsItsPage(tab, '/mail', (height) => height > 200);

    await tab.evaluate(() =>
      (window as unknown as { portal: { navigate(path: string): void } }).portal.navigate(
        '/address-check?zipcode=3011AB&housenr=10',
      ),
    );
    const events = await heard(tab, 'the second address checked', (all) => addressChecked(all).length === 1);
    expect(addressChecked(events)[0]).toMatchObject({ zipcode: '3011AB', housenr: 10 });
    expect(events.map((event) => event.path).filter(Boolean)).toEqual([
      '/mail',
      '/address-check?zipcode=3011AB&housenr=10',
    ]);
    const other = await frameFitsItsPage(
      tab,
      'the other page',
      (height) => Math.abs(height - mail.frame) > 1,
    );

    // the host signs the portal out: it hears so, the portal shows its log-in, and the frame shrinks to it
    await tab.evaluate(() => (window as unknown as { portal: { signOut(): void } }).portal.signOut());
    await heard(tab, 'the sign-out', (all) =>
      all.some((event) => event.type === 'signed-out' && event.reason === 'logged-out'),
    );
    await heard(tab, 'the portal at its log-in', (all) =>
      all.some((event) => event.type === 'navigate' && event.path?.startsWith('/login') === true),
    );
    await frameFitsItsPage(tab, 'the log-in', (height) => height < other.frame);
  });

  test('a partner page that sends no referrer of its own still gets its portal', async ({ tab }) => {
    // `same-origin` is a common intranet policy: a frame of another origin then gets no referrer.
    // Engines with location.ancestorOrigins (these three) do not need one; in one without it (Firefox
    // before it had it: the project flows-firefox-without-ancestor-origins) the portal checks its
    // parent by its referrer, which the SDK's frame must still get: the host's origin, not its path.
    await openHost(tab, { path: ADDRESS_CHECK, referrerPolicy: 'same-origin' });
    const told = await noteParentOriginSource(tab);
    expect(told.referrer).toBe(`${EMBED_HOST_URL}/`);
    await heard(tab, 'the address checked', (all) => addressChecked(all).length === 1);
    await frameFitsItsPage(tab, 'the report', (height) => height > 900);
  });
});
