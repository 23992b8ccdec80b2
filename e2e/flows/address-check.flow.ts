import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Query, Tab } from '../engines/tab.ts';
import { expectFitsAndAccessible, heading, logIn } from './support.ts';

const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

const card = (provider: string): Query => ({ role: 'region', name: provider });
const resultHeading = (tab: Tab, address: string): Query => ({
  role: 'heading',
  level: 2,
  name: tab.say(`Resultaat voor ${address}`, `Result for ${address}`),
});

// required fields carry an asterisk in their label
const postcodeField: Query = { label: /^Postcode\b/ };
const houseNumberField = (tab: Tab): Query => ({
  label: new RegExp(`^${tab.say('Huisnummer', 'House number')}\\b`),
});

async function openAddressCheck(tab: Tab, search = ''): Promise<void> {
  await tab.open(`/login?next=${encodeURIComponent(`/address-check${search}`)}`);
  await logIn(tab, 'admin');
  await tab.see(heading(tab.say('Adrescheck', 'Address check')));
}

/** The provider's card lists products (rows headed by their technology) and no error. */
async function seeProducts(tab: Tab, provider: string): Promise<void> {
  await tab.see(card(provider));
  await tab.until(`products in the card of ${provider}`, async () =>
    (await tab.count({ role: 'rowheader', within: card(provider) })) > 0 ? true : undefined,
  );
  await tab.notSee({ role: 'alert', within: card(provider) });
}

/** The options of a `<select>`, found by the text of its label. */
function optionsOf(tab: Tab, label: string): Promise<string[] | null> {
  return tab.evaluate((name: string) => {
    const select = Array.from(document.querySelectorAll('select')).find((candidate) =>
      Array.from(candidate.labels ?? []).some((element) => element.textContent?.trim() === name),
    );
    return select ? Array.from(select.options, (option) => option.text) : null;
  }, label);
}

inEveryVariant(() => {
  test('checks an address with an extension chosen in the form: every provider’s products, fastest first', async ({
    tab,
  }) => {
    await openAddressCheck(tab);
    const extension = tab.say('Toevoeging', 'Extension');
    await tab.fill(postcodeField, ' 1012 ab ');
    await tab.fill(houseNumberField(tab), '1');
    await tab.until('the extensions of 1012 AB 1 to be offered', async () => {
      const options = await optionsOf(tab, extension);
      return options?.join() === [tab.say('Geen toevoeging', 'No extension'), 'A', 'B', 'H'].join()
        ? true
        : undefined;
    });
    await tab.choose({ label: extension }, 'A');
    await tab.click({ role: 'button', name: tab.say('Controleren', 'Check') });

    await tab.seeUrl(/^\/address-check\?zipcode=1012AB&housenr=1&ext=A$/);
    await tab.see(resultHeading(tab, 'Damrak 1 A, 1012 AB Amsterdam'));
    for (const provider of PROVIDERS) await seeProducts(tab, provider);
    const kpn = card('KPNWBA');
    // a narrow card hides the heading of the line column from sight, not from screen readers
    for (const column of tab.say(
      ['Techniek', 'Download', 'Upload', 'Lijn'],
      ['Technology', 'Download', 'Upload', 'Line'],
    ))
      await tab.see({ role: 'columnheader', name: column, within: kpn });
    const products = await tab.texts({ role: 'rowheader', within: kpn });
    test.expect(await tab.count({ role: 'row', within: kpn })).toBe(products.length + 1);
    const fiberName = tab.say('Glasvezel', 'Fiber');
    test.expect(products).toEqual([fiberName, 'FTTH/FTTO', 'VPLUS', 'BVDSL', 'VVDSL', 'VDSL', 'ADSL']);
    const fiber = { role: 'row', name: new RegExp(`^${fiberName}`), within: kpn } as const;
    test.expect(await tab.texts({ role: 'cell', within: fiber, nth: 0 })).toEqual(['1 Gb/s']);
    const vvdsl = { role: 'row', name: /^VVDSL/, within: kpn } as const;
    await tab.seeText(
      { role: 'cell', within: vvdsl, nth: 0 },
      // the note may wrap below the speed
      tab.say(/^100 Mb\/s\s+\(verwachte snelheid\)$/, /^100 Mb\/s\s+\(expected speed\)$/),
    );
    await expectFitsAndAccessible(tab);
  });

  test('an address nobody serves gets one summary and no provider products', async ({ tab }) => {
    await openAddressCheck(tab);
    await tab.fill(postcodeField, '9711AB');
    await tab.fill(houseNumberField(tab), '5');
    // one Enter sends the form, also while the field offers its house numbers (WebKit gave that Enter
    // to the list of suggestions)
    await tab.press('Enter');

    await tab.seeUrl(/^\/address-check\?zipcode=9711AB&housenr=5$/);
    // no provider's answer names the street, so the heading has it from a postcode lookup
    await tab.see(resultHeading(tab, 'Oude Ebbingestraat 5, 9711 AB Groningen'));
    await tab.see({
      text: tab.say('Geen enkele leverancier bedient dit adres.', 'No supplier serves this address.'),
    });
    for (const provider of PROVIDERS) await tab.notSee(card(provider));
    await tab.notSee({ role: 'row' });
    await tab.notSee({ role: 'alert' });
    // each provider's own answer waits folded below the summary
    const answerCode = { text: tab.say('Foutcode 003', 'Error code 003') };
    test.expect(await tab.count(answerCode)).toBe(0);
    await tab.click({ text: tab.say('Antwoord per leverancier', 'Answer per supplier') });
    await tab.until('every provider’s answer to unfold', async () =>
      (await tab.count(answerCode)) === PROVIDERS.length ? true : undefined,
    );
    await expectFitsAndAccessible(tab);
  });

  test('a disrupted provider shows its error in its own card while the others show products', async ({
    tab,
  }) => {
    await openAddressCheck(tab, '?zipcode=3011AB&housenr=10');
    await tab.seeUrl(/^\/address-check\?zipcode=3011AB&housenr=10$/);
    await tab.see(resultHeading(tab, 'Hoogstraat 10, 3011 AB Rotterdam'));
    const tele2 = card('TELE2');
    await tab.seeText(
      { role: 'alert', within: tele2 },
      tab.say(
        /TELE2 heeft een storing: 3011 AB 10 kan nu niet bij TELE2 worden gecontroleerd[\s\S]*Foutcode 004/,
        /TELE2 has a disruption: 3011 AB 10 cannot be checked with TELE2 right now[\s\S]*Error code 004/,
      ),
    );
    await tab.notSee({ role: 'row', within: tele2 });
    for (const provider of ['KPNWBA', 'KPNWEAS', 'ZIGGO']) await seeProducts(tab, provider);
    await tab.notSee(card('EUROFIBER'));
    await tab.see({ text: tab.say('Niet bediend door EUROFIBER.', 'Not served by EUROFIBER.') });
    // TELE2's is the page's only alert
    await tab.see({ role: 'alert' });
    await expectFitsAndAccessible(tab);
  });
});
