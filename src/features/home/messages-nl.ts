/** The overview's texts in Dutch, the default language; messages-en.ts has the same shape. */
import transactionLabels from '../../i18n/transaction-labels-nl.ts';
import type { Technology } from './overview-data.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const nl = {
  title: 'Overzicht',
  greeting: (name: string) => `Welkom, ${name}.`,
  intro: 'Je account in één oogopslag. Elk getal leidt naar de lijst die erachter zit.',
  loading: 'Cijfers laden…',
  noPermission:
    'Je account mag geen transacties en carrierproducten inzien (daarvoor is het recht #broadband-r nodig), dus hier staan geen cijfers.',
  labels: transactionLabels,
  notCounted: 'De dienst stuurde deze aantallen niet uitgesplitst.',
  open: {
    title: 'Open transacties',
    figure: (formatted: string) => `${formatted} open`,
    none: 'Er staan geen transacties open.',
    byState: 'Open transacties per status',
    byAction: 'Open transacties per soort, verdeeld naar status',
    legend: 'Kleuren van de staven',
  },
  planned: {
    title: 'Verwachte opleveringen, komende 30 dagen',
    intro: 'Open transacties per dag waarop de oplevering verwacht wordt.',
    figure: (formatted: string) => `${formatted} verwacht`,
    busiest: (day: string, formatted: string) => `Drukste dag: ${day} (${formatted}).`,
    none: 'Er worden de komende 30 dagen geen opleveringen verwacht.',
    chart: 'Verwachte opleveringen per dag',
    otherDates: (formatted: string, named: string) =>
      `${formatted} verwacht op een datum die het portaal niet op een dag kan plaatsen (${named}).`,
    day: (day: string, count: number, formatted: string) =>
      `${day}: ${formatted} ${plural(count, 'oplevering', 'opleveringen')}`,
  },
  slipped: {
    title: 'Verschoven opleveringen',
    intro: 'Open transacties met een uitgestelde datum, of waarvan de verwachte oplevering al voorbij is.',
    figure: (formatted: string) => `${formatted} verschoven`,
    none: 'Geen enkele oplevering is verschoven.',
    chart: 'Verschoven opleveringen per soort',
  },
  cancellations: {
    title: 'Aangevraagde annuleringen',
    pending: 'Wachten op de backoffice',
    cancelled: 'Geannuleerd',
    byStatus: 'Aangevraagde annuleringen per stand van zaken',
    byAction: 'Aangevraagde annuleringen per soort, verdeeld naar stand van zaken',
    legend: 'Kleuren van de staven',
    figure: (formatted: string) => `${formatted} aangevraagd`,
    none: 'Er is nog geen annulering aangevraagd.',
  },
  products: {
    title: 'Aanbod per technologie',
    intro: 'Carrierproducten die je kunt bestellen, per technologie.',
    figure: (formatted: string) => `${formatted} producten`,
    chart: 'Carrierproducten per technologie',
    legend: 'Kleuren van de staven',
    families: { fiber: 'Glasvezel', copper: 'Koper', cable: 'Kabel' },
    technologies: {
      FTTH: 'Glasvezel tot in de woning',
      FTTO: 'Glasvezel tot op kantoor',
      VDSL: 'VDSL over koper',
      ADSL: 'ADSL over koper',
      SDSL: 'Symmetrisch DSL over koper',
      COAX: 'Kabel (DOCSIS)',
    } satisfies Record<Technology, string>,
    other: 'Andere technologieën',
    otherDescription: 'Niet apart te filteren',
  },
  recent: {
    title: 'Laatste adreschecks',
    intro: 'De adressen die je in deze sessie hebt gecontroleerd, de laatste bovenaan.',
    none: 'Je hebt in deze sessie nog geen adres gecontroleerd.',
    start: 'Een adres controleren',
    repeat: (address: string) => `${address} opnieuw controleren`,
  },
};

export type HomeMessages = typeof nl;

export default nl;
