import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { demoTransactions } from '../../src/sandbox/store/seed/transactions.ts';
import { expectFitsAndAccessible, heading, logIn } from './support.ts';

/** Every page of the portal, opened afresh by its address (a bookmark, a link in an e-mail, F5). */
const pages = (tab: Tab) => [
  { path: '/', title: tab.say('Overzicht', 'Overview') },
  { path: '/address-check?zipcode=1012AB&housenr=1', title: tab.say('Adrescheck', 'Address check') },
  { path: '/address-check/many', title: tab.say('Meerdere adressen', 'Many addresses') },
  { path: '/products', title: tab.say('Carrierproducten', 'Carrier products') },
  { path: '/transactions', title: tab.say('Transacties', 'Transactions') },
  {
    path: `/transactions/${demoTransactions.notCancellable.uuid}`,
    title: `${tab.say('Transactie', 'Transaction')} ${demoTransactions.notCancellable.nid}`,
  },
  { path: '/profile', title: tab.say('Profiel en beveiliging', 'Profile and security') },
  { path: '/mail', title: 'Mail' },
  { path: '/console', title: tab.say('API-console', 'API console') },
  { path: '/no-such-page', title: tab.say('Pagina niet gevonden', 'Page not found') },
];

inEveryVariant(() => {
  test('every page opened by its address fits the window and passes axe', async ({ tab }) => {
    test.slow(); // ten pages, each scanned whole
    await tab.open('/login');
    await tab.see({ role: 'button', name: tab.say('Inloggen', 'Log in') });
    await expectFitsAndAccessible(tab, 'the log-in');
    await logIn(tab, 'admin');
    await tab.see(heading(tab.say('Overzicht', 'Overview')));
    for (const page of pages(tab)) {
      await tab.open(page.path);
      await tab.see(heading(page.title));
      await expectFitsAndAccessible(tab, page.path);
    }
  });
});
