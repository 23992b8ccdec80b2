import type { DemoLimit, PersonaId } from '../api/demo.ts';

/** Texts of demo mode: the banner, persona sign-in and the scenario addresses. */
const nl = {
  banner: {
    label: 'Demo',
    title: 'Demo',
    titleFor: (prospect: string) => `Demo voor ${prospect}`,
    invented: 'Alle namen, adressen, producten en orders in deze demo zijn verzonnen.',
    privateData: (minutes: number) =>
      `Wat je wijzigt, annuleert of aanmaakt is alleen van jou en verdwijnt na ${minutes} minuten zonder gebruik.`,
    sharedData:
      'Je werkt op de gedeelde gegevens: die kun je bekijken, maar niet wijzigen. Log in met een persona om met een eigen kopie te werken.',
    backoffice: (seconds: number) => `De backoffice werkt elke ${seconds} seconden een order bij.`,
    reset: 'Mijn demogegevens herstellen',
    resetConfirm: 'Alles wat je in deze demo wijzigde, gaat terug naar het begin. Doorgaan?',
    resetYes: 'Ja, herstellen',
    resetNo: 'Nee',
    resetting: 'Bezig met herstellen…',
    resetDone: 'Je demogegevens zijn hersteld.',
    resetFailed: 'Herstellen is mislukt. Log opnieuw in met een persona om met verse gegevens te beginnen.',
  },
  personas: {
    title: 'Kies een persona',
    intro: 'Elke persona krijgt een eigen kopie van de demogegevens, alleen voor deze browser.',
    signIn: (name: string) => `Inloggen als ${name}`,
    signingIn: 'Bezig met inloggen…',
    loading: 'Persona’s laden…',
    unavailable: 'De persona’s zijn nu niet te laden. Log hieronder in met een demo-account.',
    currentCode: (code: string, seconds: number) => `Code van nu: ${code} (nog ${seconds} s)`,
    codeHint: (code: string) => `De authenticator-app van deze persona toont nu ${code}.`,
    formTitle: 'Of log in met gebruikersnaam en wachtwoord',
    limits: {
      full: (when: string) =>
        `De demo is vol: alle plaatsen zijn in gebruik door andere bezoekers. Probeer het ${when} opnieuw.`,
      'copies-of-address': (when: string) =>
        `Vanaf dit adres is het maximale aantal demo’s al in gebruik. Log bij een ervan uit, of probeer het ${when} opnieuw.`,
      'sign-ins-of-address': (when: string) =>
        `Er zijn te veel demo’s gestart vanaf dit adres. Probeer het ${when} opnieuw.`,
      'sign-ins-overall': (when: string) =>
        `Er starten nu veel bezoekers tegelijk een demo. Probeer het ${when} opnieuw.`,
    } satisfies Record<DemoLimit, (when: string) => string>,
    tryAgainIn: (seconds: number | null, time: string) => {
      if (seconds === null) return 'later';
      if (seconds < 60) return `over ${seconds} seconden`;
      const minutes = Math.ceil(seconds / 60);
      return `over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} (om ${time})`;
    },
    roles: {
      staff: {
        title: 'Medewerker met alle rechten',
        line: 'Adrescheck, producten, bestellen en annuleren, profiel en mail.',
      },
      'read-only': {
        title: 'Collega met alleen-leesrechten',
        line: 'Ziet alles, maar annuleren en mail wijzigen mag niet (fout 012).',
      },
      totp: {
        title: 'Account met tweestapsverificatie',
        line: 'Logt in met een TOTP-code; de code van dit moment staat ernaast.',
      },
      whitelist: {
        title: 'Account op een IP-whitelist',
        line: 'Komt binnen op het IP-adres, zonder code; jouw adres staat in deze demo op de whitelist.',
      },
    } satisfies Record<PersonaId, { title: string; line: string }>,
  },
  scenarios: {
    title: 'Voorbeeldadressen in deze demo',
    intro: 'Elk adres laat een ander gedrag zien. Eén klik voert de check uit.',
    run: (address: string) => `Check ${address}`,
    names: {
      everything: 'Alle providers leveren, met bouwmelding',
      providerDown: 'Eén provider heeft een storing',
      complex: 'Complex adres voor de incumbent',
      unserved: 'Geen enkele provider levert',
      copperOnly: 'Alleen koper, geen glasvezel',
      allProvidersDown: 'Alle providers hebben een storing',
      extension: 'Huisnummer met toevoeging',
    } as Record<string, string>,
  },
};

export type DemoMessages = typeof nl;

const en: DemoMessages = {
  banner: {
    label: 'Demo',
    title: 'Demo',
    titleFor: (prospect) => `Demo for ${prospect}`,
    invented: 'Every name, address, product and order in this demo is invented.',
    privateData: (minutes) =>
      `What you change, cancel or create is yours alone and goes after ${minutes} minutes without use.`,
    sharedData:
      'You are working on the shared data: you can look at it, but not change it. Sign in with a persona to work on a copy of your own.',
    backoffice: (seconds) => `The backoffice updates an order every ${seconds} seconds.`,
    reset: 'Reset my demo data',
    resetConfirm: 'Everything you changed in this demo goes back to the start. Go on?',
    resetYes: 'Yes, reset',
    resetNo: 'No',
    resetting: 'Resetting…',
    resetDone: 'Your demo data is back as it started.',
    resetFailed: 'Resetting failed. Sign in again with a persona to start with fresh data.',
  },
  personas: {
    title: 'Choose a persona',
    intro: 'Each persona gets a copy of the demo data of its own, for this browser only.',
    signIn: (name) => `Sign in as ${name}`,
    signingIn: 'Signing in…',
    loading: 'Loading personas…',
    unavailable: 'The personas cannot be loaded now. Log in below with a demo account.',
    currentCode: (code, seconds) => `Code now: ${code} (${seconds} s left)`,
    codeHint: (code) => `This persona's authenticator app shows ${code} now.`,
    formTitle: 'Or log in with user name and password',
    limits: {
      full: (when) => `The demo is full: every place is in use by other visitors. Try again ${when}.`,
      'copies-of-address': (when) =>
        `This address has the most demos in use it may have. Log out of one of them, or try again ${when}.`,
      'sign-ins-of-address': (when) => `Too many demos were started from this address. Try again ${when}.`,
      'sign-ins-overall': (when) => `Many visitors are starting a demo right now. Try again ${when}.`,
    },
    tryAgainIn: (seconds, time) => {
      if (seconds === null) return 'later';
      if (seconds < 60) return `in ${seconds} seconds`;
      const minutes = Math.ceil(seconds / 60);
      return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (at ${time})`;
    },
    roles: {
      staff: {
        title: 'Staff with all rights',
        line: 'Address check, products, ordering and cancelling, profile and mail.',
      },
      'read-only': {
        title: 'Read-only colleague',
        line: 'Sees everything, but may not cancel or change mail (error 012).',
      },
      totp: {
        title: 'Account with two-step verification',
        line: 'Signs in with a TOTP code; the code of this moment is shown beside it.',
      },
      whitelist: {
        title: 'Account on an IP whitelist',
        line: 'Gets in by IP address, without a code; in this demo your address is on the whitelist.',
      },
    },
  },
  scenarios: {
    title: 'Example addresses in this demo',
    intro: 'Each address shows a different behaviour. One click runs the check.',
    run: (address) => `Check ${address}`,
    names: {
      everything: 'Every provider serves, with a construction message',
      providerDown: 'One provider has a disruption',
      complex: 'A complex address for the incumbent',
      unserved: 'No provider serves it',
      copperOnly: 'Copper only, no fibre',
      allProvidersDown: 'Every provider has a disruption',
      extension: 'A house number with an extension',
    },
  },
};

export const demoMessages = { nl, en };
