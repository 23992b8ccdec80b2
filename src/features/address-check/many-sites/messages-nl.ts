/** The many-sites check's texts in Dutch, the default language; messages-en.ts has the same shape. */
import { sayServiceSentence, technologyName } from '../../../contract/service-sentences.ts';
import { formatDay } from '../../../ui/dates.ts';

const nl = {
  title: 'Meerdere adressen',
  intro:
    'Controleer een hele lijst vestigingen tegelijk: plak rijen uit een spreadsheet of kies een CSV- of Excel-bestand met postcode, huisnummer, toevoeging en eventueel een eigen referentie. Tot 1.000 adressen per lijst.',
  oneAddress: 'Eén adres controleren',
  manyAddresses: 'Meerdere adressen tegelijk controleren',
  pasteLabel: 'Rijen uit een spreadsheet',
  pasteHelp: 'Kopieer de rijen in Excel (met de kopregel) en plak ze hier.',
  readPasted: 'Geplakte rijen lezen',
  fileLabel: 'Of kies een bestand',
  fileHelp:
    'CSV (met ; of ,) of Excel (.xlsx), hoogstens 5 MB. Je kunt het bestand ook op dit vak laten vallen.',
  dropHere: 'Laat het bestand hier los',
  reading: 'Bezig met lezen…',
  sheetProblems: {
    'not-a-spreadsheet':
      'Dit bestand is geen spreadsheet die de portal kan lezen. Sla het op als CSV of als Excel-werkmap (.xlsx) en probeer opnieuw.',
    empty: 'Er staan geen adressen in. Zet één adres per rij, met een kopregel erboven.',
    'too-large': (size: string, limit: string) =>
      `Het bestand is ${size} groot; de portal leest bestanden tot ${limit}. Splits de lijst in kleinere delen.`,
    'too-many-rows': (rows: string, limit: string) =>
      `De lijst heeft ${rows} rijen; per keer kunnen er hoogstens ${limit} adressen worden gecontroleerd. Splits de lijst in delen van ${limit}.`,
    'pasted-too-long': (chars: string, limit: string) =>
      `De geplakte tekst is ${chars} tekens lang; de portal leest hoogstens ${limit} tekens. Plak de lijst in delen, of kies het bestand.`,
    'workbook-too-large': (limit: string) =>
      `Uitgepakt wordt deze werkmap groter dan ${limit}, of hij is strakker ingepakt dan een spreadsheet kan zijn. Zet alleen de rijen met adressen in een nieuwe werkmap of sla ze op als CSV, en probeer opnieuw.`,
    'timed-out': (seconds: string) =>
      `Het lezen duurde langer dan ${seconds} seconden en is gestopt. Sla alleen de kolommen met adressen op als CSV en probeer opnieuw.`,
    'reading-failed':
      'De browser kon het lezen niet afmaken. Sla alleen de kolommen met adressen op als CSV, sluit eventueel andere tabbladen, en probeer opnieuw.',
  },
  columnsLeftOut: (limit: string, widest: string) =>
    `Kolommen na kolom ${limit} zijn weggelaten (de lijst loopt door tot kolom ${widest}). Staat de postcode of het huisnummer verder naar rechts, zet die kolom dan vooraan en lees de lijst opnieuw.`,
  cellsCut: (count: string, one: boolean, limit: string, line: string) =>
    `${
      one
        ? `1 cel was langer dan ${limit} tekens en is na ${limit} tekens afgekapt (regel ${line}).`
        : `${count} cellen waren langer dan ${limit} tekens en zijn na ${limit} tekens afgekapt (de eerste op regel ${line}).`
    } Een postcode, huisnummer of referentie is nooit zo lang: kijk of de goede kolommen zijn gekozen.`,
  nothingSent: 'Er is niets verstuurd.',
  serviceFailed: 'De lijst is gelezen, maar de dienst kon niet worden bereikt. Probeer het zo nog eens.',
  notKept:
    'Je browser bewaart deze lijst niet (de opslag is vol of uitgeschakeld). Laat dit tabblad open tot de controle klaar is, en download de resultaten.',
  runningElsewhere:
    'Deze lijst wordt al gecontroleerd in een ander tabblad van deze browser. Kijk daar, of stop de controle daar eerst.',
  mappingTitle: 'Welke kolom is wat?',
  mappingIntro: 'Niet alle kolomkoppen werden herkend. Kies per gegeven de kolom waarin het staat.',
  roles: {
    zipcode: 'Postcode',
    housenr: 'Huisnummer',
    housenrext: 'Toevoeging',
    reference: 'Referentie',
  },
  noColumn: '(geen)',
  column: (index: number, heading: string) => (heading ? `Kolom ${index}: ${heading}` : `Kolom ${index}`),
  firstRowIsHeading: 'De eerste rij is een kopregel',
  mappingRequired: 'Kies de kolom met de postcode en die met het huisnummer.',
  useColumns: 'Deze kolommen gebruiken',
  readyCount: (count: string, one: boolean) =>
    one ? '1 adres klaar om te controleren' : `${count} adressen klaar om te controleren`,
  readyNone: 'Geen enkele rij is een geldig adres. Verbeter de lijst en lees hem opnieuw.',
  rejectedTitle: (count: string, one: boolean) =>
    one ? '1 rij wordt overgeslagen' : `${count} rijen worden overgeslagen`,
  rejectedIntro:
    'Deze rijen worden niet gecontroleerd. Verbeter ze in je bestand als je ze wel wilt laten controleren.',
  line: 'Regel',
  content: 'Inhoud',
  reason: 'Reden',
  problems: {
    missingZipcode: 'De postcode ontbreekt.',
    missingHousenr: 'Het huisnummer ontbreekt.',
    zipcode: (value: string) =>
      `„${value}” is geen postcode (vier cijfers, niet beginnend met 0, en twee letters).`,
    housenr: (value: string) => `„${value}” is geen huisnummer (1 tot 99999).`,
    housenrext: (value: string) =>
      `„${value}” is geen toevoeging (hoogstens 6 letters, cijfers of streepjes).`,
    formula: (value: string) => `Bevat een formule („${value}”); formules worden niet gelezen.`,
    duplicate: (line: number) => `Hetzelfde adres als regel ${line}.`,
  },
  start: (count: string, one: boolean) => (one ? 'Controleer 1 adres' : `Controleer ${count} adressen`),
  otherList: 'Andere lijst kiezen',
  progressTitle: 'Voortgang',
  progressLabel: 'Gecontroleerd',
  counts: (done: string, failed: string, remaining: string) =>
    `${done} gecontroleerd · ${failed} mislukt · ${remaining} te gaan`,
  estimate: (time: string) => `Nog ongeveer ${time}`,
  seconds: (count: number) => (count === 1 ? '1 seconde' : `${count} seconden`),
  minutes: (count: number) => (count === 1 ? '1 minuut' : `${count} minuten`),
  waiting: 'De dienst vraagt om even te wachten; de controle gaat daarna vanzelf langzamer verder.',
  status: {
    idle: 'Nog niet begonnen.',
    running: 'Bezig met controleren…',
    pausing: 'Pauzeren na de adressen die nu worden gecontroleerd…',
    paused: 'Gepauzeerd.',
    'signed-out': 'Je sessie is verlopen. Log opnieuw in om verder te gaan; wat klaar is, blijft bewaard.',
    done: 'Klaar: alle adressen zijn gecontroleerd.',
    cancelled: 'Gestopt. De adressen die nog niet waren gecontroleerd, blijven over.',
    'not-offered':
      'Gestopt: de dienst biedt de adrescheck niet aan. Wat al gecontroleerd is, blijft bewaard; de overige adressen blijven over.',
  },
  announce: (done: string, total: string) => `${done} van ${total} adressen gecontroleerd.`,
  pause: 'Pauzeren',
  resume: 'Hervatten',
  cancel: 'Stoppen',
  continueRest: (count: string, one: boolean) =>
    one ? 'Het laatste adres controleren' : `De overige ${count} adressen controleren`,
  interrupted: (source: string, done: string, total: string) =>
    `Je lijst${source ? ` „${source}”` : ''} is nog niet af: ${done} van ${total} adressen gecontroleerd.`,
  continueRun: 'Verder controleren',
  discard: 'Lijst weggooien',
  summaryTitle: 'Samenvatting',
  summary: {
    fibre: 'Glasvezel',
    copper: 'Alleen koper',
    other: 'Overig',
    none: 'Niet leverbaar',
    'unknown-address': 'Adres onbekend',
    failed: 'Mislukt',
    unchecked: 'Niet gecontroleerd',
  },
  resultsTitle: 'Resultaten per vestiging',
  show: 'Toon',
  showAll: 'Alle vestigingen',
  showOptions: {
    fibre: 'Met glasvezel',
    copper: 'Alleen koper',
    other: 'Overig (ander soort aansluiting)',
    none: 'Niet leverbaar',
    'unknown-address': 'Adres onbekend',
    failed: 'Mislukt',
    unchecked: 'Niet gecontroleerd',
  },
  search: 'Zoek op referentie of adres',
  shown: (shown: string, total: string) => `${shown} van ${total} vestigingen`,
  headings: {
    line: 'Regel',
    reference: 'Referentie',
    address: 'Adres',
    connection: 'Aansluiting',
    download: 'Snelste download',
    providers: 'Per leverancier',
    notes: 'Storingen en werkzaamheden',
  },
  connection: {
    fibre: 'Glasvezel',
    copper: 'Alleen koper',
    other: 'Overig',
    none: 'Niet leverbaar',
  },
  replyUnread: 'Antwoord kon niet worden gelezen',
  details: 'Details',
  providersUnread:
    'De lijst met leveranciers van de dienst kon niet worden gelezen. Elk adres wordt bij alle leveranciers tegelijk gecontroleerd; de kolommen volgen de leveranciers die de antwoorden noemen.',
  outcome: {
    'unknown-address': 'Adres onbekend',
    'not-served': 'Niet leverbaar',
    failed: 'Mislukt',
    unchecked: 'Niet gecontroleerd',
  },
  openSite: (address: string) => `${address} openen in de adrescheck`,
  noRows: 'Geen vestigingen bij dit filter.',
  noResultsYet: 'Nog geen resultaten.',
  exportCsv: 'Download CSV',
  exportXlsx: 'Download Excel (.xlsx)',
  print: 'Rapport afdrukken',
  reportTitle: 'Beschikbaarheid per vestiging',
  reportSource: (source: string, count: string, date: string) =>
    `${count} vestigingen${source ? ` uit „${source}”` : ''}, gecontroleerd op ${date}.`,
  fileBase: 'adrescheck',
  sheetName: 'Vestigingen',
  exportTexts: {
    line: 'Regel',
    reference: 'Referentie',
    zipcode: 'Postcode',
    housenr: 'Huisnummer',
    housenrext: 'Toevoeging',
    address: 'Adres volgens de dienst',
    served: 'Leverbaar',
    yes: 'ja',
    no: 'nee',
    connection: 'Aansluiting',
    connections: {
      fibre: 'Glasvezel',
      copper: 'Alleen koper',
      other: 'Overig',
      none: 'Geen',
      'unknown-address': 'Adres onbekend',
      failed: 'Mislukt',
      unchecked: 'Niet gecontroleerd',
    },
    unknown: 'onbekend',
    replyUnread: 'Antwoord kon niet worden gelezen',
    status: 'Status',
    statuses: {
      checked: 'Gecontroleerd',
      'unknown-address': 'Adres onbekend',
      'not-served': 'Niet leverbaar',
      failed: 'Mislukt',
      unchecked: 'Niet gecontroleerd',
    },
    download: (provider: string) => `${provider} download (Mb/s)`,
    upload: (provider: string) => `${provider} upload (Mb/s)`,
    technologies: (provider: string) => `${provider} technieken`,
    disruption: (provider: string) => `${provider} storing`,
    construction: 'Werkzaamheden',
    technology: (name: string) => technologyName(name, 'nl'),
    sentence: (text: string) => sayServiceSentence(text, 'nl'),
    day: (date: string) => formatDay(date, 'nl', 'long'),
    message: 'Melding',
  },
};

export type ManySitesMessages = typeof nl;
export default nl;
