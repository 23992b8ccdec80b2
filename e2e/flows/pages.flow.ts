import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { SIGNED_IN_PAGES } from '../pages.ts';
import { expectFitsAndAccessible, heading, logIn } from './support.ts';

/** Every page of the portal, opened afresh by its address, and an address that is no page. */
const pages = (tab: Tab) => [
  ...SIGNED_IN_PAGES.map(({ path, title }) => ({ path, title: tab.say(title.nl, title.en) })),
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
