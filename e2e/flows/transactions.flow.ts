import { demoTransactions } from '../../src/sandbox/store/seed/transactions.ts';
import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Query, Tab } from '../engines/tab.ts';
import { RUNS, escapeRegExp, expectFitsAndAccessible, heading, logIn, runNumber } from './support.ts';

/** A labelled value of a description list (a `dt` and its `dd`), as one piece of text. */
const field = (label: string, value: string | RegExp, within: Query): Query => ({
  text: new RegExp(
    `^${escapeRegExp(label)}\\s*(?:${typeof value === 'string' ? escapeRegExp(value) : value.source})$`,
  ),
  within,
});

interface Listed {
  nid: string;
  uuid: string;
  cancellable: boolean;
}

/** The transactions the list shows, in its order, each with whether it says it can be cancelled. */
const listedTransactions = (tab: Tab): Promise<Listed[]> =>
  tab.evaluate(
    (possible: string) => {
      const links = Array.from(
        document.querySelectorAll<HTMLAnchorElement>('main a[href^="/transactions/"]'),
      );
      return links.map((link) => {
        const item = link.closest('tr, li');
        const values = (item instanceof HTMLElement ? item.innerText : '')
          .split(/[\t\n]/)
          .map((part) => part.trim());
        return {
          nid: (link.textContent ?? '').trim(),
          uuid: link.pathname.split('/').pop() ?? '',
          cancellable: values.includes(possible),
        };
      });
    },
    tab.say('Mogelijk', 'Possible'),
  );

const NID = /^[1-9]\d{3}[A-Z]{2}\d{5}[0-9A-Z]{4}$/;

/**
 * The transaction this engine and variant may cancel, decided by the seeded data alone and touched
 * by no other test: the list is split into one slot per engine and variant by the first
 * digit of the UUID (which never changes, whatever others cancel meanwhile), and the slot's first
 * cancellable transaction is taken. Left out are the seed's fixed demo transaction and the list's
 * first and last cancellable ones, which e2e/transactions.spec.ts cancels (the demo one, the last
 * with a double click) or opens as the read-only account (the first).
 */
function transactionOfThisRun(tab: Tab, listed: readonly Listed[]): Listed {
  const slot = runNumber(tab);
  const cancellable = listed.filter(
    (transaction) => transaction.cancellable && transaction.nid !== demoTransactions.cancellable.nid,
  );
  const mine = cancellable
    .slice(1, -1)
    .find(
      (transaction) => NID.test(transaction.nid) && parseInt(transaction.uuid[0] ?? '', 16) % RUNS === slot,
    );
  if (!mine)
    throw new Error(`no cancellable transaction in slot ${String(slot)} of ${String(cancellable.length)}`);
  return mine;
}

inEveryVariant(() => {
  test('opens a new transaction from the list and cancels it; Escape closes the question without cancelling', async ({
    tab,
  }) => {
    test.slow(); // waits for the backoffice to turn the request into a cancellation
    await tab.open(`/login?next=${encodeURIComponent('/transactions?state=new&per_page=100')}`);
    await logIn(tab, 'admin');
    await tab.see(heading(tab.say('Transacties', 'Transactions')));
    await tab.see({
      text: tab.say(
        /^\d+ transacties gevonden\. Gesorteerd op aanmaakdatum, nieuwste eerst\.$/,
        /^\d+ transactions found\. Sorted by creation date, newest first\.$/,
      ),
    });
    // rows of an earlier reply would stay on view, dimmed, while the next one loads
    const listed = await tab.until('the list to be read', async () => {
      const busy = await tab.count({ css: 'main [aria-busy="true"]' });
      return busy === 0 ? listedTransactions(tab) : undefined;
    });
    const { nid, uuid } = transactionOfThisRun(tab, listed);
    test.info().annotations.push({ type: 'cancels', description: `${nid} (${uuid})` });

    await tab.click({ role: 'link', name: nid });
    await tab.seeUrl(new RegExp(`^/transactions/${uuid}$`));
    await tab.see(heading(tab.say(`Transactie ${nid}`, `Transaction ${nid}`)));
    const identity = { role: 'region', name: tab.say('Identiteit en status', 'Identity and state') } as const;
    await tab.see(field('NID', new RegExp(`${nid}\\s*${tab.say('Kopiëren', 'Copy')}`), identity));
    await tab.see(field('UUID', new RegExp(`${uuid}\\s*${tab.say('Kopiëren', 'Copy')}`), identity));
    await tab.see(field(tab.say('Status', 'State'), tab.say('Nieuw', 'New'), identity));
    await tab.see(field('Open', tab.say('Ja', 'Yes'), identity));
    const cancellation = { role: 'region', name: tab.say('Annulering', 'Cancellation') } as const;
    await tab.see(
      field(tab.say('Annuleren mogelijk', 'Can be cancelled'), tab.say('Ja', 'Yes'), cancellation),
    );

    const cancelButton = {
      role: 'button',
      name: tab.say('Transactie annuleren', 'Cancel transaction'),
      within: cancellation,
    } as const;
    const dialog = {
      role: 'dialog',
      name: tab.say(`Transactie ${nid} annuleren?`, `Cancel transaction ${nid}?`),
    } as const;
    await tab.click(cancelButton);
    await tab.seeText(dialog, uuid);
    await tab.until('the focus to move into the question, to the reason', async () =>
      (await tab.focused()).tag === 'textarea' ? true : undefined,
    );
    await tab.press('Escape');
    await tab.notSee(dialog);
    await tab.until('the focus to return to the cancel button', async () =>
      (await tab.focused()).text === tab.say('Transactie annuleren', 'Cancel transaction') ? true : undefined,
    );
    await tab.see(
      field(
        tab.say('Annulering aangevraagd', 'Cancellation requested'),
        tab.say(/Nee|—/, /No|—/),
        cancellation,
      ),
    );

    const reason = `Flow ${tab.engine} ${String(tab.variant.width)}`;
    await tab.click(cancelButton);
    await tab.fill({ label: tab.say('Reden (optioneel)', 'Reason (optional)'), within: dialog }, reason);
    await tab.click({ role: 'button', name: tab.say('Ja, annuleren', 'Yes, cancel'), within: dialog });
    await tab.notSee(dialog);
    const status = { role: 'status', within: cancellation } as const;
    await tab.seeText(status, tab.say('Aangevraagd door admin', 'Requested by admin'));
    await tab.notSee(cancelButton);
    await tab.see(field(tab.say('Reden van annulering', 'Cancellation reason'), reason, cancellation));

    // the backoffice (no delay in this sandbox) cancels it; the page notices without a reload
    await tab.seeText(
      status,
      tab.say(
        'De backoffice heeft de transactie geannuleerd.',
        'The backoffice has cancelled the transaction.',
      ),
      { timeout: 20_000 },
    );
    await tab.see(field(tab.say('Status', 'State'), tab.say('Geannuleerd', 'Cancelled'), identity));
    await tab.see(field('Open', tab.say('Nee', 'No'), identity));
    await expectFitsAndAccessible(tab);
  });
});
