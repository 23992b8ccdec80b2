/**
 * A service that differs from the contract, in every engine: the portal in proxy mode before the
 * differing service (e2e/hosts/differing-portal.ts). A transaction the service sends as a list of
 * one is said in its place, with what to send on; the menu still leads to the list; mail lists the
 * service does not have are said as such and marked in the menu.
 */
import { demoTransactions } from '../../src/sandbox/store/seed/transactions.ts';
import { type DifferingPortal, startDifferingPortal } from '../hosts/differing-portal.ts';
import { inEveryVariant, test } from '../engines/fixtures.ts';
import { expectFitsAndAccessible, goTo, heading, logIn, unfoldMenu } from './support.ts';

let portal: DifferingPortal;
test.beforeAll(async () => {
  portal = await startDifferingPortal(test.info().parallelIndex);
});
test.afterAll(async () => {
  await portal?.stop();
});
test.afterEach(() => portal.service.differ());

inEveryVariant(() => {
  test('a reply the portal cannot read is said in its place; the frame and the other pages stay usable', async ({
    tab,
  }) => {
    portal.service.differ(
      { className: 'broadband/v1', method: 'get_transaction', change: 'list-for-object' },
      ...['list_clients', 'list_mailboxes', 'list_forwarders'].map((method) => ({
        className: 'mail/v1',
        method,
        change: 'method-not-found' as const,
      })),
    );
    const transactionPath = `/transactions/${demoTransactions.notCancellable.uuid}`;
    await tab.open(`${portal.url}/login?next=${encodeURIComponent(transactionPath)}`);
    await logIn(tab, 'admin');

    const notice = { css: '.notice--reply' } as const;
    await tab.seeText(
      notice,
      tab.say(
        /De portal kan het antwoord van de dienst hier niet lezen/,
        /The portal cannot read the service's reply here/,
      ),
    );
    await tab.seeText(notice, /broadband\/v1 get_transaction/);
    await tab.seeText(notice, tab.say(/Ontvangen\s*een lijst/, /Received\s*a list/));
    await tab.see({ role: 'button', name: tab.say('Gegevens kopiëren', 'Copy details'), within: notice });
    await expectFitsAndAccessible(tab, 'the transaction that could not be read');

    await goTo(tab, tab.say('Transacties', 'Transactions'));
    await tab.see({ role: 'link', name: /^\d{4}[A-Z]{2}\d{5}[0-9A-Z]{4}$/, nth: 0 });

    await goTo(tab, 'Mail');
    await tab.seeText(
      { css: '.notice--not-offered', nth: 0 },
      tab.say(/Deze dienst biedt dit niet aan/, /This service does not offer this/),
    );
    await unfoldMenu(tab);
    await tab.see({
      role: 'link',
      name: tab.say('Mail (niet aangeboden)', 'Mail (not offered)'),
      within: { role: 'navigation', name: tab.say('Hoofdmenu', 'Main menu') },
    });
    await expectFitsAndAccessible(tab, 'mail without its lists');
    await tab.see(heading('Mail'));
  });
});
