import { inEveryVariant, test } from '../engines/fixtures.ts';
import { expectFitsAndAccessible, heading, logIn } from './support.ts';

inEveryVariant(() => {
  test('finds a method, fills its generated form, sends it and reads the result; copies it as curl', async ({
    tab,
  }) => {
    await tab.open('/login?next=%2Fconsole');
    await logIn(tab, 'admin');
    await tab.see(heading(tab.say('API-console', 'API console')));

    const methods = { role: 'navigation', name: tab.say('Methoden', 'Methods') } as const;
    await tab.fill({ label: tab.say('Zoek een methode', 'Search a method'), within: methods }, 'get_address');
    await tab.seeText({ role: 'status', within: methods }, tab.say('1 van 23 methoden', '1 of 23 methods'));
    await tab.click({ role: 'link', name: /^get_address\b/, within: methods });
    await tab.see({ role: 'heading', level: 2, name: 'get_address' });
    await tab.seeUrl(/[?&]method=postcodes%2Fv1%3Aget_address\b/);

    await tab.fill({ role: 'textbox', name: 'zipcode' }, '1012AB');
    await tab.fill({ role: 'spinbutton', name: 'housenr' }, '1');
    await tab.click({ role: 'button', name: tab.say('Verzenden', 'Send') });

    const reply = { role: 'region', name: tab.say('Antwoord', 'Reply') } as const;
    await tab.seeText(
      { role: 'status', within: reply },
      tab.say(/^Antwoord ontvangen in [\d.,]+ ms: resultaat\.$/, /^Reply received in [\d.,]+ ms: result\.$/),
    );
    const replyJson = { role: 'region', name: tab.say('Antwoord (JSON)', 'Reply (JSON)') } as const;
    await tab.seeText(replyJson, '"street": "Damrak"');
    await tab.seeText(replyJson, '"city": "Amsterdam"');

    await tab.click({ role: 'button', name: tab.say('Kopiëren als curl', 'Copy as curl') });
    await tab.see({ text: tab.say('curl-opdracht gekopieerd.', 'curl command copied.') });
    await expectFitsAndAccessible(tab);
  });
});
