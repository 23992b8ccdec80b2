/**
 * Demo mode (DEMO_URL) as a prospect meets it: a persona's sign-in to a private copy of the data that
 * F5 keeps, the guided tour, and the address check's report on paper.
 */
import { DEMO_URL } from '../../playwright.config.ts';
import { demoTransactions } from '../../src/sandbox/store/seed/transactions.ts';
import { expect, inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { pdfPages } from '../support.ts';
import { heading } from './support.ts';

const { uuid, nid } = demoTransactions.cancellable;

const banner = { role: 'region', name: 'Demo' } as const;

/**
 * Waits for the demo bar's tools, which load after the page: until they are there the bar is
 * shorter, and the page below moves down when they come (at 1280 px by 22 px in Chromium), so a
 * click aimed before would land beside its button.
 */
const demoBarReady = (tab: Tab) =>
  tab.see({ role: 'button', name: tab.say('Rondleiding', 'Guided tour'), within: banner });

/** Signs in as the staff persona from the demo's log-in, in the variant's language. */
async function signInAsStaff(tab: Tab): Promise<void> {
  await tab.visit(`${DEMO_URL}/login`);
  await tab.useLanguage();
  await tab.see(heading(tab.say('Inloggen', 'Log in')));
  await tab.click({ role: 'button', name: tab.say(/Medewerker met alle rechten/, /Staff with all rights/) });
  await tab.seeUrl(/^\/$/);
  await tab.seeText(
    banner,
    tab.say('alleen van jou en verdwijnt na 60 minuten', 'yours alone and goes after 60 minutes'),
  );
  await demoBarReady(tab);
}

/**
 * Puts the page in print media through the CSSOM, for what no driver can print (WebKitWebDriver has
 * no print command, and no WebDriver has a command to emulate print media): every `@media` rule
 * meant for paper applies on the screen too (`screen` is added to its media), every one meant for
 * anything but paper (`not print`, which hides what only paper shows) applies nowhere, and every
 * `<link media="print">` applies to all media. Style sheets of another origin cannot be read, but
 * the portal's are its own.
 */
const emulatePrintMedia = (tab: Tab) =>
  tab.evaluate(() => {
    let changed = 0;
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule) {
          const media = Array.from(rule.media);
          if (media.includes('print')) {
            rule.media.appendMedium('screen');
            changed += 1;
          } else if (media.includes('not print')) {
            rule.media.mediaText = 'not all';
            changed += 1;
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[media="print"]'))) {
      link.media = 'all';
      changed += 1;
    }
    return changed;
  });

/** A change only this visitor sees: the demo's cancellable order, cancelled; F5 keeps it, and the session. */
async function privateChangeKeptByF5(tab: Tab): Promise<void> {
  await tab.visit(`${DEMO_URL}/transactions/${uuid}`);
  await tab.see(heading(tab.say(`Transactie ${nid}`, `Transaction ${nid}`)));
  await demoBarReady(tab);
  const cancellation = { role: 'region', name: tab.say('Annulering', 'Cancellation') } as const;
  await tab.click({
    role: 'button',
    name: tab.say('Transactie annuleren', 'Cancel transaction'),
    within: cancellation,
  });
  const dialog = {
    role: 'dialog',
    name: tab.say(`Transactie ${nid} annuleren?`, `Cancel transaction ${nid}?`),
  } as const;
  await tab.click({ role: 'button', name: tab.say('Ja, annuleren', 'Yes, cancel'), within: dialog });
  await tab.notSee(dialog);
  const cancelled = { role: 'status', within: cancellation } as const;
  const state = tab.say(/^Geannuleerd/, /^Cancelled/);
  await tab.seeText(cancelled, state, { timeout: 20_000 });

  // the session is kept in a cookie the page cannot read, and a plain one over http (WebKit keeps
  // no Secure cookie from http, not even from the loopback address)
  const cookies = (await tab.cookies()).filter((cookie) => cookie.name === 'portal-session');
  expect(cookies).toEqual([expect.objectContaining({ httpOnly: true, secure: false })]);

  // F5: still signed in, on the same page, with the cancellation of this visitor's own data
  await tab.reload();
  await tab.see(heading(tab.say(`Transactie ${nid}`, `Transaction ${nid}`)));
  await tab.seeUrl(new RegExp(`^/transactions/${uuid}$`));
  await tab.seeText(cancelled, state);
  await tab.notSee({ role: 'button', name: tab.say('Transactie annuleren', 'Cancel transaction') });
  await tab.seeText(banner, tab.say('alleen van jou', 'yours alone'));
}

/** The guided tour: started with its button, stepped through with the keyboard and its buttons, ended. */
async function guidedTour(tab: Tab): Promise<void> {
  const tourButton = {
    role: 'button',
    name: tab.say('Rondleiding', 'Guided tour'),
    within: banner,
  } as const;
  const step = (number: number, title: string) =>
    ({
      role: 'dialog',
      name: tab.say(`Stap ${number} van 4 ${title}`, `Step ${number} of 4 ${title}`),
    }) as const;
  const highlighted = { css: '.driver-active-element' } as const;
  const next = tab.say('Volgende', 'Next');
  /** The focus is on the popover's button named `name` (a keyboard user goes on from there). */
  const focusOn = async (name: string) => {
    let last = {};
    await tab.until(
      () => `the focus on ${name}; it is on ${JSON.stringify(last)}`,
      async () => {
        const focused = await tab.focused();
        last = focused;
        return focused.text === name || focused.label === name ? true : undefined;
      },
    );
  };

  await tab.click(tourButton);
  const addressCheck = step(1, tab.say('Adrescheck bij een storing', 'Address check during a disruption'));
  await tab.see(addressCheck, { timeout: 20_000 });
  await tab.seeUrl(/^\/address-check\?zipcode=3011AB&housenr=10$/);
  await tab.see({ role: 'heading', name: 'TELE2', within: highlighted });
  await focusOn(next);

  // Enter on Next: the products, filtered
  await tab.press('Enter');
  const products = step(2, tab.say('Producten filteren', 'Filtering products'));
  await tab.see(products, { timeout: 20_000 });
  await tab.seeUrl(/^\/products\?supplier=kpn&download=%3E%3D102400$/);
  await tab.see({ role: 'table', within: highlighted });
  await focusOn(next);

  // Back with its button, and on again with Enter
  await tab.click({ role: 'button', name: tab.say('Vorige', 'Back'), within: products });
  await tab.see(addressCheck, { timeout: 20_000 });
  await focusOn(next);
  await tab.press('Enter');
  await tab.see(products, { timeout: 20_000 });
  await focusOn(next);

  await tab.press('Enter');
  const cancellation = step(3, tab.say('Een order annuleren', 'Cancelling an order'));
  await tab.see(cancellation, { timeout: 20_000 });
  await tab.seeUrl(/^\/transactions\/[0-9a-f-]{36}$/);
  await tab.see({
    role: 'button',
    name: tab.say('Transactie annuleren', 'Cancel transaction'),
    within: highlighted,
  });
  // the focus stays in the popover: Next, Close, Back and round to Next
  await focusOn(next);
  await tab.press('Tab');
  await focusOn(tab.say('Rondleiding sluiten', 'Close the tour'));
  await tab.press('Tab');
  await focusOn(tab.say('Vorige', 'Back'));
  await tab.press('Tab');
  await focusOn(next);

  await tab.press('Enter');
  const totp = step(4, tab.say('Tweestapsverificatie instellen', 'Setting up two-step verification'));
  await tab.see(totp, { timeout: 20_000 });
  await tab.seeUrl(/^\/profile$/);
  await tab.see({
    role: 'heading',
    name: tab.say('Tweestapsverificatie (TOTP)', 'Two-step verification (TOTP)'),
    within: highlighted,
  });
  const done = tab.say('Klaar', 'Done');
  await focusOn(done);

  // Done ends it: no popover, no highlight, the focus back on the tour's button, the end announced
  await tab.press('Enter');
  await tab.notSee({ role: 'dialog' });
  await tab.notSee(highlighted);
  await focusOn(tab.say('Rondleiding', 'Guided tour'));
  await tab.seeText(
    { text: tab.say(/^De rondleiding is klaar/, /^The tour is over/) },
    tab.say('De rondleiding is klaar', 'The tour is over'),
  );

  // again from its button, and Escape stops it
  await tab.press('Enter');
  await tab.see(addressCheck, { timeout: 20_000 });
  await tab.press('Escape');
  await tab.notSee({ role: 'dialog' });
  await tab.notSee(highlighted);
  await focusOn(tab.say('Rondleiding', 'Guided tour'));
  await tab.seeText(
    { text: tab.say(/^De rondleiding is gestopt/, /^The tour has stopped/) },
    tab.say('De rondleiding is gestopt', 'The tour has stopped'),
  );
}

/** The address check's report on paper: the report alone, without the frame, the form or the demo bar. */
async function reportOnPaper(tab: Tab): Promise<void> {
  await tab.visit(`${DEMO_URL}/address-check?zipcode=1012AB&housenr=1`);
  await demoBarReady(tab);
  await tab.see(heading(tab.say('Adrescheck', 'Address check')));
  const lines = { role: 'region', name: tab.say('Aanwezige aansluitingen', 'Lines present') } as const;
  await tab.see({ text: tab.say('Aanwezig', 'Present'), within: lines, nth: 1 });
  const print = {
    role: 'button',
    name: tab.say('Afdrukken / opslaan als PDF', 'Print / save as PDF'),
  } as const;
  await tab.see(print);
  // enabled once every answer is in
  await tab.until('the print button enabled', async () =>
    (await tab.evaluate(
      (name: string) =>
        Array.from(document.querySelectorAll('button')).some(
          (button) => button.textContent === name && !button.disabled,
        ),
      print.name,
    ))
      ? true
      : undefined,
  );
  const address = 'Damrak 1, 1012 AB Amsterdam';
  const title = tab.say('Beschikbaarheidsrapport', 'Availability report');
  const checkedOn = tab.say(/Gecontroleerd op \d{1,2} \S+ \d{4}/, /Checked on \d{1,2} \S+ \d{4}/);
  // a report for a customer names no replies (cids): those are for the screen's technical details
  const cid = /[0-9a-f]{24}/;
  const providers = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];
  // the frame, navigation, form, recent checks, buttons and demo bar stay off paper
  const screenOnly = tab.say(
    [
      'Hoofdmenu',
      'Transacties',
      'Ingelogd als',
      'Postcode',
      'Huisnummer',
      'Laatste controles',
      'Kopiëren',
      'Afdrukken',
      'Voorbeeldadressen',
      'Rondleiding',
      'Alle namen, adressen',
    ],
    [
      'Main menu',
      'Transactions',
      'Signed in as',
      'Postcode',
      'House number',
      'Recent checks',
      'Copy',
      'Print',
      'Example addresses',
      'Guided tour',
      'Every name, address',
    ],
  );

  // Chromium and Firefox print to PDF (WebKitWebDriver has no print command): read what is on paper
  const pdf = await tab.driver.printToPdf();
  test.info().annotations.push({
    type: 'report on paper',
    description: pdf
      ? 'printed to PDF, and print media emulated'
      : 'no PDF from this driver: print media emulated',
  });
  if (pdf) {
    await test.info().attach('report.pdf', { body: Buffer.from(pdf), contentType: 'application/pdf' });
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const report = pages[0]!;
    expect(report).toContain(title);
    expect(report).toContain(address);
    expect(report).toMatch(checkedOn);
    for (const provider of providers) expect(report).toMatch(new RegExp(`\\b${provider}\\b`));
    expect(report).not.toMatch(cid);
    for (const text of screenOnly) expect(report).not.toContain(text);
  }

  // In every engine, the print style sheet as the page applies it: WebDriver has no way to print
  // media but a PDF, which WebKit's driver cannot make, so the CSSOM puts the page in print media.
  expect(await emulatePrintMedia(tab)).toBeGreaterThan(0);
  await tab.see({ text: title });
  await tab.see({ text: checkedOn });
  await tab.see({ role: 'heading', name: tab.say(`Resultaat voor ${address}`, `Result for ${address}`) });
  for (const provider of providers) {
    await tab.see({ role: 'region', name: provider });
    await tab.notSee({ text: cid, within: { role: 'region', name: provider } });
  }
  await tab.see(lines);
  await tab.notSee({ role: 'navigation', name: tab.say('Hoofdmenu', 'Main menu') });
  await tab.notSee(banner);
  await tab.notSee({ text: tab.say('Voorbeeldadressen in deze demo', 'Example addresses in this demo') });
  await tab.notSee({ label: 'Postcode' });
  await tab.notSee({ role: 'button' });
}

inEveryVariant(() => {
  // One persona sign-in for all three: the demo takes 30 sign-ins from one address in 10 minutes,
  // and every browser of the test run signs in from the same one.
  test('a prospect signs in as a persona: a change of its own that F5 keeps, the guided tour, the report on paper', async ({
    tab,
  }) => {
    test.slow(); // three flows in one, and the demo's backoffice takes a few 2-second rounds to cancel
    await signInAsStaff(tab);
    await tab.see(heading(tab.say('Overzicht', 'Overview')));
    await test.step('a change of its own data, which F5 keeps', () => privateChangeKeptByF5(tab));
    await test.step('the guided tour', () => guidedTour(tab));
    await test.step('the address check’s report on paper', () => reportOnPaper(tab));
  });
});
