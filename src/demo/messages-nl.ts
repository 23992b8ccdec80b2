/**
 * Demo mode's texts in Dutch, the default language (messages-en.ts has the same shape): the bar,
 * persona sign-in, the scenario addresses, the settings (prospect branding) and the guided tour.
 */
import type { DemoLimit, PersonaId } from './api.ts';

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
    exampleIntro: 'Probeer het met de voorbeeldadressen van deze demo, of met de lijst van je prospect.',
    useExample: 'Voorbeeldlijst gebruiken',
    downloadExample: 'Voorbeeldlijst downloaden (CSV)',
    exampleFileName: 'demo-adressen.csv',
    exampleHeading: ['Referentie', 'Postcode', 'Huisnummer', 'Toevoeging'],
    names: {
      everything: 'Alle providers leveren, met bouwmelding',
      providerDown: 'Eén provider heeft een storing',
      complex: 'Complex adres volgens KPN',
      unserved: 'Geen enkele provider levert',
      copperOnly: 'Alleen koper, geen glasvezel',
      allProvidersDown: 'Alle providers hebben een storing',
      extension: 'Huisnummer met toevoeging',
    } as Record<string, string>,
  },
  settings: {
    open: 'Demo-instellingen',
    title: 'Demo-instellingen',
    intro:
      'Laat de demo eruitzien als het portaal van je prospect. Dit blijft alleen in deze browser, voor deze demo.',
    name: 'Naam van de prospect',
    nameHelp: 'Komt in de demobalk: “Demo voor …”.',
    logo: 'Logo',
    logoHelp: (kib: number) =>
      `PNG, JPEG, GIF, WebP of SVG, tot ${kib} KiB. Het bestand blijft in deze browser.`,
    logoPreview: 'Het gekozen logo',
    removeLogo: 'Logo weghalen',
    color: 'Merkkleur',
    colorHelp: 'Als #rrggbb, bijvoorbeeld #0b5394. Voor knoppen, links en accenten.',
    colorPicker: 'Merkkleur kiezen',
    save: 'Opslaan',
    reset: 'Standaardbranding herstellen',
    close: 'Sluiten',
    saved: 'De branding is opgeslagen.',
    resetDone: 'De standaardbranding is terug.',
    fromLink:
      'Deze branding komt uit een link en geldt alleen voor dit bezoek, in dit tabblad. Bewaar je haar, dan houdt deze browser haar ook voor latere bezoeken.',
    keep: 'Branding bewaren',
    kept: 'De branding is bewaard in deze browser.',
    problems: {
      nameTooLong: (max: number) => `Gebruik hoogstens ${max} tekens.`,
      colorFormat: 'Geef de kleur als #rrggbb, bijvoorbeeld #0b5394.',
      colorContrast: (ratio: string) =>
        `Deze kleur heeft te weinig contrast met de achtergrond (${ratio}:1, minstens 4,5:1 nodig). De huidige kleur blijft.`,
      logoType: 'Kies een afbeelding: PNG, JPEG, GIF, WebP of SVG.',
      logoSize: (kib: number) => `Dit bestand is groter dan ${kib} KiB. Kies een kleinere versie.`,
      logoUnreadable: 'Dit bestand is geen leesbare afbeelding.',
    },
    linkRefused: 'De branding uit de link is niet toegepast:',
    dismiss: 'Melding sluiten',
  },
  /** `{{current}}` and `{{total}}` are filled in by the tour. */
  tour: {
    start: 'Rondleiding',
    loading: 'Rondleiding laden…',
    next: 'Volgende',
    back: 'Vorige',
    done: 'Klaar',
    close: 'Rondleiding sluiten',
    progress: 'Stap {{current}} van {{total}}',
    keys: 'Pijltjes links en rechts: vorige en volgende stap. Escape: stoppen.',
    ended: {
      done: 'De rondleiding is klaar. Met de knop Rondleiding begin je opnieuw.',
      skipped: 'De rondleiding is gestopt. Met de knop Rondleiding begin je opnieuw.',
      failed: 'De rondleiding kon de volgende stap niet tonen en is gestopt.',
    },
    steps: {
      addressCheck: {
        title: 'Adrescheck bij een storing',
        description:
          'Op 3011 AB 10 is de backoffice van TELE2 even niet bereikbaar. De check meldt dat bij TELE2 zelf, en de andere providers laten gewoon hun producten zien.',
      },
      products: {
        title: 'Producten filteren',
        description:
          'De tabel toont alleen producten van KPN met minstens 100 Mb/s download: de filters staan in de kolomkoppen. Ze staan ook in het adres, dus een link toont dezelfde selectie.',
      },
      cancellation: {
        title: 'Een order annuleren',
        description:
          'Deze order kun je nog annuleren: de knop vraagt om een reden, daarna verwerkt de backoffice het verzoek. De rondleiding annuleert zelf niets.',
      },
      noCancellation: {
        title: 'Een order annuleren',
        description:
          'Op dit moment is er geen order die nog geannuleerd kan worden. In deze lijst zie je per order of annuleren kan; op de pagina van een order staat de knop.',
      },
      totp: {
        title: 'Tweestapsverificatie instellen',
        description:
          'Hier koppel je een authenticator-app: scan de QR-code en bevestig met de zescijferige code. Daarna vraagt inloggen buiten de IP-whitelist om een code.',
      },
    },
  },
};

export type DemoMessages = typeof nl;

export default nl;
