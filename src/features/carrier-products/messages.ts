/** The texts of the carrier product page, in Dutch and English; they load with the page's code. */
import { useLocale } from '../../i18n/locale.tsx';
import type { Locale } from '../../i18n/messages.ts';

const nl = {
  title: 'Carrierproducten',
  intro:
    'Alle carrierproducten van alle leveranciers. Klik op een kolomkop om te sorteren (shift-klik voegt een sortering toe), filter per kolom en download het resultaat als CSV.',
  reset: 'Standaardweergave (geen filters, standaardvolgorde)',
  tableHelp:
    'Pijltjes omhoog en omlaag gaan naar de vorige of volgende rij, Home en End naar de eerste of laatste; Enter toont alle gegevens van het product. Shift-klik op een kolomkop voegt een sortering toe.',
  columns: {
    product_id: 'Product-id',
    name: 'Naam',
    supplier: 'Leverancier',
    carriertype: 'Carriertype',
    netcode_id: 'Netcode-id',
    copper_pairs: 'Koperparen',
    base_technology: 'Basistechnologie',
    network: 'Netwerk',
    nlstype: 'NL-type',
    data_technology: 'Datatechnologie',
    maxnls: 'Max. NL-type',
    test_label: 'Testlabel',
    channel_type: 'Kanaaltype',
    distance: 'Afstand (m)',
    aggregated_data_technology: 'Technologiegroep',
    area: 'Gebied',
    aggregated_carriertype: 'Carriergroep',
    download: 'Download',
    upload: 'Upload',
    invoice_description: 'Factuuromschrijving',
    active: 'Actief',
    estimated_delivery_duration: 'Levertijd (dagen)',
  } as Record<string, string>,
  yes: 'Ja',
  no: 'Nee',
  ascending: 'oplopend',
  descending: 'aflopend',
  sortState: (direction: string, rank: number, count: number) =>
    count > 1 ? `(${direction} gesorteerd, sortering ${rank} van ${count})` : `(${direction} gesorteerd)`,
  caption: (sorting: string) => (sorting ? `Carrierproducten, gesorteerd op ${sorting}` : 'Carrierproducten'),
  sortTerm: (column: string, direction: string) => `${column} ${direction}`,
  then: ', dan ',
  filters: {
    label: (column: string) => `Filter op ${column}`,
    speedLabel: (column: string) => `Filter op ${column} in Mb/s`,
    textHint: 'Producten waarvan deze kolom de tekst bevat; hoofdletters maken niet uit.',
    numericHint: 'Een geheel getal voor een exacte waarde, of >=N of <=N.',
    speedHint:
      'Een snelheid in Mb/s, of met een eenheid zoals in de tabel (kbit/s, Mb/s, Gb/s): exact, of >=N of <=N. Bijvoorbeeld >=100 of >=1 Gb/s; decimalen na een komma.',
    numericInvalid: 'Geheel getal, >=N of <=N',
    speedInvalid: 'Snelheid, bijvoorbeeld >=100 of >=1 Gb/s',
    tooLong: (max: number) => `Hoogstens ${max} tekens`,
    textPlaceholder: 'bevat…',
    numericPlaceholder: '>=N, <=N, N',
    speedPlaceholder: '>=N Mb/s',
    standalone: { network_match: 'Netwerk (exacte naam)' } as Record<string, string>,
    standaloneHint: {
      network_match: 'Alleen producten op precies dit netwerk, bijvoorbeeld KPN of TELE2.',
    } as Record<string, string>,
    active: 'Actieve filters',
    remove: (description: string) => `Filter verwijderen: ${description}`,
    clearAll: 'Alle filters wissen',
  },
  status: {
    loading: 'Bezig met laden…',
    none: 'Geen producten gevonden die aan de filters voldoen.',
    range: (from: string, to: string, total: string) => `Producten ${from}–${to} van ${total}`,
    pastEnd: (total: string) => `Deze pagina is leeg; er zijn ${total} producten.`,
  },
  chooser: {
    summary: (visible: number, total: number) => `Kolommen (${visible} van ${total})`,
    legend: 'Zichtbare kolommen',
    showAll: 'Alles tonen',
    reset: 'Standaardkolommen',
  },
  export: {
    button: 'CSV downloaden',
    hint: 'Alle producten die aan de filters voldoen, in de gekozen volgorde, met alle kolommen; gescheiden door puntkomma’s (zoals Excel in het Nederlands verwacht), snelheden in kbit/s.',
    apiNames: 'API-veldnamen als kolomkoppen',
    headings: { download: 'Download (kbit/s)', upload: 'Upload (kbit/s)' } as Record<string, string>,
    progressLabel: 'Voortgang van de CSV-export',
    progress: (loaded: string, total: string) => `${loaded} van ${total} producten opgehaald…`,
    cancel: 'Export annuleren',
    done: (count: string, fileName: string) => `${fileName} gedownload (${count} producten).`,
    cancelled: 'De export is geannuleerd.',
    failed: 'De export is mislukt.',
    fileName: 'carrierproducten',
  },
  detail: {
    title: (id: string) => `Product ${id}`,
    /** A speed as the table shows it, and exactly. */
    speed: (shown: string, kbit: string) => `${shown} (${kbit} kbit/s)`,
    close: 'Sluiten',
    empty: 'leeg',
  },
  loadFailed: 'De carrierproducten konden niet worden geladen.',
};

export type ProductMessages = typeof nl;

const en: ProductMessages = {
  title: 'Carrier products',
  intro:
    "Every supplier's carrier products. Click a column heading to sort (shift-click adds a sort), filter per column and download the result as CSV.",
  reset: 'Default view (no filters, default order)',
  tableHelp:
    'Arrow up and down move to the previous or next row, Home and End to the first or last; Enter shows every detail of the product. Shift-click a column heading to add a sort.',
  columns: {
    product_id: 'Product id',
    name: 'Name',
    supplier: 'Supplier',
    carriertype: 'Carrier type',
    netcode_id: 'Netcode id',
    copper_pairs: 'Copper pairs',
    base_technology: 'Base technology',
    network: 'Network',
    nlstype: 'NL type',
    data_technology: 'Data technology',
    maxnls: 'Max NL type',
    test_label: 'Test label',
    channel_type: 'Channel type',
    distance: 'Distance (m)',
    aggregated_data_technology: 'Technology group',
    area: 'Area',
    aggregated_carriertype: 'Carrier group',
    download: 'Download',
    upload: 'Upload',
    invoice_description: 'Invoice description',
    active: 'Active',
    estimated_delivery_duration: 'Delivery time (days)',
  },
  yes: 'Yes',
  no: 'No',
  ascending: 'ascending',
  descending: 'descending',
  sortState: (direction, rank, count) =>
    count > 1 ? `(sorted ${direction}, sort ${rank} of ${count})` : `(sorted ${direction})`,
  caption: (sorting) => (sorting ? `Carrier products, sorted by ${sorting}` : 'Carrier products'),
  sortTerm: (column, direction) => `${column} ${direction}`,
  then: ', then ',
  filters: {
    label: (column) => `Filter on ${column}`,
    speedLabel: (column) => `Filter on ${column} in Mb/s`,
    textHint: 'Products whose column contains this text, ignoring case.',
    numericHint: 'A whole number for an exact value, or >=N or <=N.',
    speedHint:
      'A speed in Mb/s, or with a unit as in the table (kbit/s, Mb/s, Gb/s): exact, or >=N or <=N. For example >=100 or >=1 Gb/s; decimals after a point.',
    numericInvalid: 'Whole number, >=N or <=N',
    speedInvalid: 'A speed, for example >=100 or >=1 Gb/s',
    tooLong: (max) => `At most ${max} characters`,
    textPlaceholder: 'contains…',
    numericPlaceholder: '>=N, <=N, N',
    speedPlaceholder: '>=N Mb/s',
    standalone: { network_match: 'Network (exact name)' },
    standaloneHint: {
      network_match: 'Only products on exactly this network, for example KPN or TELE2.',
    },
    active: 'Active filters',
    remove: (description) => `Remove filter: ${description}`,
    clearAll: 'Clear all filters',
  },
  status: {
    loading: 'Loading…',
    none: 'No products match the filters.',
    range: (from, to, total) => `Products ${from}–${to} of ${total}`,
    pastEnd: (total) => `This page is empty; there are ${total} products.`,
  },
  chooser: {
    summary: (visible, total) => `Columns (${visible} of ${total})`,
    legend: 'Visible columns',
    showAll: 'Show all',
    reset: 'Default columns',
  },
  export: {
    button: 'Download CSV',
    hint: 'Every product matching the filters, in the chosen order, with every column; comma-separated, speeds in kbit/s.',
    apiNames: 'API field names as column headings',
    headings: { download: 'Download (kbit/s)', upload: 'Upload (kbit/s)' },
    progressLabel: 'Progress of the CSV export',
    progress: (loaded, total) => `${loaded} of ${total} products fetched…`,
    cancel: 'Cancel export',
    done: (count, fileName) => `${fileName} downloaded (${count} products).`,
    cancelled: 'The export was cancelled.',
    failed: 'The export failed.',
    fileName: 'carrier-products',
  },
  detail: {
    title: (id) => `Product ${id}`,
    speed: (shown, kbit) => `${shown} (${kbit} kbit/s)`,
    close: 'Close',
    empty: 'empty',
  },
  loadFailed: 'The carrier products could not be loaded.',
};

export const productMessages: Record<Locale, ProductMessages> = { nl, en };

export function useProductMessages(): ProductMessages {
  return productMessages[useLocale().locale];
}

/** A column's heading; a member new to the contract shows its own name until it gets a text. */
export function columnLabel(texts: ProductMessages, id: string): string {
  return texts.columns[id] ?? id;
}
