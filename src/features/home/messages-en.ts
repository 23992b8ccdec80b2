/** The overview's texts in English: the same shape as the Dutch ones. */
import transactionLabels from '../../i18n/transaction-labels-en.ts';
import type { HomeMessages } from './messages-nl.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const en: HomeMessages = {
  title: 'Overview',
  greeting: (name) => `Welcome, ${name}.`,
  intro: 'Your account at a glance. Every number leads to the list behind it.',
  loading: 'Loading figures…',
  noPermission:
    'Your account may not see transactions and carrier products (that needs the #broadband-r permission), so there are no figures here.',
  labels: transactionLabels,
  notCounted: 'The service did not send these numbers broken down.',
  open: {
    title: 'Open transactions',
    figure: (formatted) => `${formatted} open`,
    none: 'No transactions are open.',
    byState: 'Open transactions by state',
    byAction: 'Open transactions by kind, split by state',
    legend: 'Colours of the bars',
  },
  planned: {
    title: 'Expected completions, next 30 days',
    intro: 'Open transactions per day on which their completion is expected.',
    figure: (formatted) => `${formatted} expected`,
    busiest: (day, formatted) => `Busiest day: ${day} (${formatted}).`,
    none: 'No completions are expected in the next 30 days.',
    chart: 'Expected completions per day',
    otherDates: (formatted, named) =>
      `${formatted} expected on a date the portal cannot place on a day (${named}).`,
    day: (day, count, formatted) => `${day}: ${formatted} ${plural(count, 'completion', 'completions')}`,
  },
  slipped: {
    title: 'Slipped completions',
    intro: 'Open transactions with a delayed date, or whose expected completion has already passed.',
    figure: (formatted) => `${formatted} slipped`,
    none: 'No completion has slipped.',
    chart: 'Slipped completions by kind',
  },
  cancellations: {
    title: 'Cancellations requested',
    pending: 'Waiting for the backoffice',
    cancelled: 'Cancelled',
    byStatus: 'Cancellations requested by progress',
    byAction: 'Cancellations requested by kind, split by progress',
    legend: 'Colours of the bars',
    figure: (formatted) => `${formatted} requested`,
    none: 'No cancellation has been requested yet.',
  },
  products: {
    title: 'Products on offer by technology',
    intro: 'Carrier products you can order, by technology.',
    figure: (formatted) => `${formatted} products`,
    chart: 'Carrier products by technology',
    legend: 'Colours of the bars',
    families: { fiber: 'Fiber', copper: 'Copper', cable: 'Cable' },
    technologies: {
      FTTH: 'Fibre to the home',
      FTTO: 'Fibre to the office',
      VDSL: 'VDSL over copper',
      ADSL: 'ADSL over copper',
      SDSL: 'Symmetric DSL over copper',
      COAX: 'Cable (DOCSIS)',
    },
    other: 'Other technologies',
    otherDescription: 'Cannot be filtered on their own',
  },
  recent: {
    title: 'Latest address checks',
    intro: 'The addresses you checked in this session, the latest first.',
    none: 'You have not checked an address in this session yet.',
    start: 'Check an address',
    repeat: (address) => `Check ${address} again`,
  },
};

export default en;
