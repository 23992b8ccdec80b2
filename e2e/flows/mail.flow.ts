import { inEveryVariant, test } from '../engines/fixtures.ts';
import { escapeRegExp, expectFitsAndAccessible, heading, logIn } from './support.ts';

/** A mail domain no other test adds to or counts. */
const CLIENT = { name: 'Fietsenmakerij De Spaak', domain: 'fietsenmakerij-despaak.nl' };

inEveryVariant(() => {
  test('creates a mailbox, sees it listed, deletes it after confirming and sees it gone', async ({ tab }) => {
    const email = `flow-${tab.engine}-${tab.variant.width}@${CLIENT.domain}`;
    const name = `Flow ${tab.engine} ${tab.variant.width}`;
    await tab.open('/login?next=%2Fmail');
    await logIn(tab, 'admin');
    await tab.see(heading('Mail'));
    const clients = { role: 'region', name: tab.say('Klanten', 'Clients') } as const;
    await tab.click({ role: 'link', name: CLIENT.name, within: clients });
    await tab.seeUrl(/^\/mail\?client=2$/);

    const mailboxes = {
      role: 'region',
      name: tab.say(`Mailboxen van ${CLIENT.name}`, `Mailboxes of ${CLIENT.name}`),
    } as const;
    // a required field's label ends in an asterisk
    const field = (label: string) => ({
      label: new RegExp(`^${escapeRegExp(label)}( \\*)?$`),
      within: mailboxes,
    });
    await tab.click({ role: 'button', name: tab.say('Nieuwe mailbox', 'New mailbox'), within: mailboxes });
    await tab.fill(field(tab.say('E-mailadres', 'Email address')), email);
    await tab.fill(field(tab.say('Naam', 'Name')), name);
    await tab.fill(field(tab.say('Wachtwoord', 'Password')), 'Lang-genoeg-2026');
    await tab.fill(field(tab.say('Opslag (MB)', 'Storage (MB)')), '2048');
    await tab.click({
      role: 'button',
      name: tab.say('Mailbox aanmaken', 'Create mailbox'),
      within: mailboxes,
    });

    await tab.see({
      text: tab.say(`Mailbox ${email} is aangemaakt.`, `Mailbox ${email} was created.`),
      within: mailboxes,
    });
    // the mailbox's row (a table row on a wide screen, a card on a phone) with its name and storage
    const listed = {
      text: new RegExp(
        `^${escapeRegExp(email)}.*${escapeRegExp(name)}.*${escapeRegExp(tab.say('2.048 MB', '2,048 MB'))}`,
      ),
      within: mailboxes,
    } as const;
    await tab.see(listed);

    await tab.click({ role: 'button', name: tab.say(`${email} verwijderen`, `Delete ${email}`) });
    const dialog = { role: 'dialog', name: tab.say('Mailbox verwijderen?', 'Delete mailbox?') } as const;
    await tab.seeText(dialog, email);
    await tab.click({ role: 'button', name: tab.say('Ja, verwijderen', 'Yes, delete'), within: dialog });
    await tab.notSee(dialog);
    await tab.see({
      text: tab.say(`Mailbox ${email} is verwijderd.`, `Mailbox ${email} was deleted.`),
      within: mailboxes,
    });
    await tab.notSee(listed);
    await expectFitsAndAccessible(tab);
  });
});
