import type { ServiceErrorTexts } from './error-texts.ts';

/** The portal's shared texts in Dutch, the default language; features keep their own texts. */
const nl = {
  appName: 'Breedband portaal',
  skipToContent: 'Naar de inhoud',
  loading: 'Bezig met laden…',
  nav: {
    label: 'Hoofdmenu',
    menu: 'Menu',
    home: 'Overzicht',
    addressCheck: 'Adrescheck',
    products: 'Carrierproducten',
    transactions: 'Transacties',
    profile: 'Profiel en beveiliging',
    mail: 'Mail',
    console: 'API-console',
  },
  language: { label: 'Taal', nl: 'Nederlands', en: 'English' },
  user: {
    signedInAs: 'Ingelogd als',
    permissions: 'Rechten',
    noPermissions: 'Geen rechten',
    logOut: 'Uitloggen',
  },
  session: {
    expiresIn: (time: string) => `Je sessie verloopt over ${time}.`,
    extend: 'Ingelogd blijven',
    extended: 'Je sessie is verlengd.',
  },
  logIn: {
    title: 'Inloggen',
    intro: 'Log in met de gegevens van het klantportaal of een API-account.',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    totpTitle: 'Verificatiecode',
    totpIntro: 'Dit account vraagt vanaf dit IP-adres een code uit je authenticator-app.',
    totpCode: 'Zescijferige code',
    totpSubmit: 'Bevestigen',
    back: 'Terug',
    required: 'Vul dit veld in.',
    totpFormat: 'De code bestaat uit zes cijfers.',
    handoverFailed:
      'Je bent ingelogd, maar het portaal kon niet verder laden: de verbinding viel weg, of er is net een nieuwe versie geplaatst. Herlaad de pagina; log zo nodig opnieuw in.',
    reload: 'Pagina herladen',
    failures: {
      credentials: 'Gebruikersnaam of wachtwoord klopt niet.',
      'totp-required': 'Vul de code uit je authenticator-app in.',
      'totp-invalid': 'Deze code klopt niet. Controleer de tijd op je telefoon en probeer de volgende code.',
      'totp-used': 'Deze code is al gebruikt. Wacht op de volgende code.',
      'ip-refused': 'Inloggen vanaf dit IP-adres is niet toegestaan voor dit account (IP-whitelist).',
      throttled: (seconds: number | null) =>
        seconds === null
          ? 'Te veel mislukte pogingen. Probeer het later opnieuw.'
          : `Te veel mislukte pogingen. Probeer het over ${seconds} seconden opnieuw.`,
      network: 'De dienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
      unknown: 'Inloggen is mislukt.',
    },
    reasons: {
      'logged-out': 'Je bent uitgelogd.',
      expired: 'Je sessie is verlopen. Log opnieuw in om verder te gaan.',
      unauthorized: 'De dienst herkende je sessie niet meer. Log opnieuw in om verder te gaan.',
      'not-restored':
        'Je sessie kon niet worden hersteld: de server kan haar nu niet controleren. Log opnieuw in om verder te gaan.',
      reload:
        'Om veiligheidsredenen bewaart het portaal je sessie alleen in het geheugen: na het herladen van de pagina log je opnieuw in.',
      reloadNoSession:
        'Er is geen sessie meer om voort te zetten: ze is verlopen of je bent uitgelogd. Log opnieuw in.',
    },
  },
  placeholder: 'Deze pagina is in aanbouw.',
  notFound: {
    title: 'Pagina niet gevonden',
    body: 'Deze pagina bestaat niet (meer). Controleer het adres of ga naar het overzicht.',
    home: 'Naar het overzicht',
  },
  embedding: {
    waitingForHost: 'Het portaal wacht tot de pagina eromheen je aanmeldt…',
  },
  scrollArea: {
    label: (name: string) => `${name} (schuift opzij)`,
  },
  /** The page bar under every paged list (src/ui/pagination.tsx). */
  pagination: {
    label: 'Pagina’s',
    pageSize: 'Rijen per pagina',
    all: 'Alle',
    first: 'Eerste',
    previous: 'Vorige',
    next: 'Volgende',
    last: 'Laatste',
    page: (page: string, pages: string) => `Pagina ${page} van ${pages}`,
    goTo: 'Naar pagina',
    go: 'Ga',
  },
  /** The schema form kit (src/forms). */
  forms: {
    submitting: 'Bezig…',
    loadingForm: 'Formulier laden…',
    errors: {
      required: 'Vul dit veld in.',
      pattern: 'Deze waarde heeft niet de juiste vorm.',
      minLength: 'Deze waarde is te kort.',
      maxLength: 'Deze waarde is te lang.',
      minimum: 'Deze waarde is te klein.',
      maximum: 'Deze waarde is te groot.',
      type: 'Deze waarde heeft niet het juiste type.',
      format: 'Deze waarde heeft niet de juiste vorm.',
      enum: 'Kies een van de mogelijkheden.',
      minItems: 'Voeg minstens één regel toe.',
      maxItems: 'Dit zijn te veel regels.',
    },
  },
  reading: {
    otherFields: 'Andere velden',
    otherFieldsIntro: 'De dienst stuurde ook deze velden, die de portal niet kent:',
    other: 'Overig',
    asNamed: (value: string) => `${value} (zoals de dienst het noemt)`,
    serviceWords: 'Zoals de dienst het noemt',
  },
  routeError: {
    title: 'Er ging iets mis',
    retry: 'Opnieuw proberen',
  },
  errors: {
    code: (code: string) => `Foutcode ${code}`,
    cid: 'Referentie (cid)',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
    copyFailed: 'niet gekopieerd: selecteer de tekst en kopieer zelf',
    details: 'Technische details',
    originalMessage: 'Melding van de dienst',
    serviceSaid: 'Melding van de dienst:',
    rpc: {
      unanticipated:
        'Er ging iets onverwachts mis bij de dienst. Noem de referentie als je contact opneemt met de beheerder.',
      invalidAddress:
        'Deze combinatie van postcode, huisnummer en toevoeging bestaat niet. Kies een geldig adres.',
      notServiced: 'Het adres bestaat, maar wordt niet bediend.',
      temporarilyUnavailable:
        'De dienst is op dit adres tijdelijk niet beschikbaar door een storing. Probeer het later opnieuw.',
      notAuthorisedToOrder: 'Je hebt geen toestemming om dit product te bestellen.',
      createFailed: 'Aanmaken is mislukt.',
      deleteFailed: 'Verwijderen is mislukt.',
      updateFailed: 'Wijzigen is mislukt.',
      tooComplex: 'Deze aansluiting is te complex om hier te controleren.',
      schemaViolation: 'Het verzoek voldoet niet aan het schema.',
      configProhibited: 'Deze actie is voor jouw account niet toegestaan.',
      other: 'De dienst meldde een fout.',
    } satisfies ServiceErrorTexts,
    http: {
      400: 'Het verzoek is ongeldig.',
      401: 'Je bent niet (meer) ingelogd.',
      403: 'Toegang geweigerd.',
      404: 'Dit adres van de dienst bestaat niet.',
      405: 'Deze HTTP-methode is hier niet toegestaan.',
      413: 'Het verzoek is te groot.',
      429: 'Te veel verzoeken. Even geduld.',
      502: 'De dienst is niet bereikbaar via de gateway.',
      503: 'De dienst is tijdelijk niet beschikbaar.',
      504: 'De dienst reageerde niet op tijd.',
      server: 'De dienst had een storing.',
      other: 'Het verzoek is mislukt.',
    } as Record<number | 'server' | 'other', string>,
    reply: {
      summary:
        'De portal kan het antwoord van de dienst hier niet lezen: het wijkt af van wat de portal verwacht. De rest van de portal werkt gewoon.',
      advice: 'Stuur deze gegevens naar de beheerder van de portal.',
      method: 'Methode',
      place: 'Plaats in het antwoord',
      wholeResult: 'het hele antwoord',
      expected: 'Verwacht',
      received: 'Ontvangen',
      copyDetails: 'Gegevens kopiëren',
      kind: {
        object: 'een object',
        array: 'een lijst',
        string: 'tekst',
        number: 'een getal',
        integer: 'een geheel getal',
        boolean: 'ja of nee',
        null: 'leeg (null)',
        member: 'dit veld',
        missing: 'niets: het veld ontbreekt',
      } as Record<string, string>,
      or: 'of',
    },
    notOffered: {
      method: 'Deze dienst biedt dit niet aan.',
      class: 'Deze dienst biedt dit onderdeel niet aan.',
      explanation:
        'De portal vraagt er tot je uitlogt niet opnieuw naar. De rest van de portal werkt gewoon.',
      what: 'Niet aangeboden',
      menuMark: 'niet aangeboden',
      partly: 'deels niet aangeboden',
    },
    network: 'De dienst is niet bereikbaar. Controleer je verbinding.',
    unknown: 'Er ging iets mis.',
  },
};

export type Messages = typeof nl;

export default nl;
