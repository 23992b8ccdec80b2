import { inEveryVariant, test } from '../engines/fixtures.ts';
import { account, totpCode } from '../support.ts';
import { enterTotpCode, goTo, heading, logIn, logOut } from './support.ts';

inEveryVariant(() => {
  test('log-in with the TOTP step: a wrong code is refused, the right one signs in', async ({ tab }) => {
    test.slow(); // other engines may have used this moment's code: then it waits for the next one
    await tab.open('/login');
    await tab.fill({ label: tab.say('Gebruikersnaam', 'User name') }, 'totp');
    await tab.fill({ label: tab.say('Wachtwoord', 'Password') }, account('totp').password);
    await tab.click({ role: 'button', name: tab.say('Inloggen', 'Log in') });
    const code = { label: tab.say('Zescijferige code', 'Six-digit code') };
    await tab.see(code);
    // the code field takes the focus, and tells phones and password managers what it is for
    const field = await tab.until('the code field to have the focus', () =>
      tab.evaluate(() => {
        const input = document.activeElement;
        return input instanceof HTMLInputElement
          ? { autocomplete: input.getAttribute('autocomplete'), inputMode: input.inputMode }
          : undefined;
      }),
    );
    test.expect(field).toEqual({ autocomplete: 'one-time-code', inputMode: 'numeric' });
    const right = totpCode(account('totp').totpSecret!);
    await tab.fill(code, right === '000000' ? '111111' : '000000');
    await tab.click({ role: 'button', name: tab.say('Bevestigen', 'Confirm') });
    await tab.seeText({ role: 'alert' }, tab.say('Deze code klopt niet', 'This code is wrong'));
    await enterTotpCode(tab, account('totp').totpSecret!);
    await tab.see(heading(tab.say('Overzicht', 'Overview')));
    await tab.seeUrl(/^\/$/);
  });

  test('a reload and a second tab keep the session; a log-out ends it for both', async ({ tab }) => {
    await tab.open('/login?next=%2Fprofile');
    await logIn(tab, 'admin');
    await tab.seeUrl(/^\/profile$/);
    await tab.see(heading(tab.say('Profiel en beveiliging', 'Profile and security')));
    const cookies = await tab.cookies();
    test.expect(cookies.map((cookie) => cookie.name)).toContain('portal-session');

    await tab.reload();
    await tab.see(heading(tab.say('Profiel en beveiliging', 'Profile and security')));
    await tab.seeUrl(/^\/profile$/);
    test.expect(await tab.count({ label: tab.say('Gebruikersnaam', 'User name') })).toBe(0);
    // the log-in page, opened while signed in, goes on to where it was leading
    await tab.open('/login?next=%2Fmail');
    await tab.seeUrl(/^\/mail$/);
    await tab.see(heading('Mail'));

    const second = await tab.openTab();
    await second.open('/transactions');
    await second.see(heading(tab.say('Transacties', 'Transactions')));
    await goTo(second, tab.say('Mail', 'Mail'));
    await logOut(second, 'admin');
    await second.seeUrl(/^\/login$/);
    await second.seeText({ role: 'status' }, tab.say('Je bent uitgelogd.', 'You have logged out.'));

    await tab.reload();
    await tab.seeUrl(/^\/login\?next=%2Fmail$/);
    await tab.seeText(
      { role: 'status' },
      tab.say('Er is geen sessie meer om voort te zetten', 'There is no session left to continue'),
    );
    // (no clicks here: Chromium does not render a tab behind another)
  });
});
