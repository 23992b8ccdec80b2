/**
 * The widget's texts in Dutch and English. Every language has every key (the type says so), and a
 * text that needs values is a function of them.
 */
export type Locale = 'nl' | 'en';

export interface Texts {
  postcode: string;
  postcodeHint: string;
  housenr: string;
  housenrext: string;
  noExtension: string;
  submit: string;
  busy: string;
  postcodeRequired: string;
  postcodeFormat: string;
  housenrRequired: string;
  housenrFormat: string;
  resultTitle: (address: string) => string;
  summary: (served: number, total: number, address: string) => string;
  download: (speed: string) => string;
  upload: (speed: string) => string;
  notServed: string;
  unavailable: string;
  complex: string;
  failed: string;
  addressNotFound: string;
  addressNotServed: string;
  checkUnavailable: string;
  addressComplex: string;
  invalidRequest: string;
  keyMissing: string;
  keyRefused: string;
  wrongSite: string;
  rateLimited: (seconds: number | undefined) => string;
  network: string;
  /** A reply of the service the widget cannot read. */
  replyUnread: (reference: string | undefined) => string;
  /** The service does not offer the address check. */
  notOffered: string;
  generic: (reference: string | undefined) => string;
}

const nl: Texts = {
  postcode: 'Postcode',
  postcodeHint: 'Bijvoorbeeld 1012AB',
  housenr: 'Huisnummer',
  housenrext: 'Toevoeging',
  noExtension: 'Geen toevoeging',
  submit: 'Controleer adres',
  busy: 'Bezig…',
  postcodeRequired: 'Vul een postcode in.',
  postcodeFormat: 'Een postcode bestaat uit 4 cijfers en 2 letters, bijvoorbeeld 1012AB.',
  housenrRequired: 'Vul een huisnummer in.',
  housenrFormat: 'Een huisnummer is een getal van 1 tot en met 99999.',
  resultTitle: (address) => `Beschikbaarheid op ${address}`,
  summary: (served, total, address) =>
    `${served} van de ${total} aanbieders ${served === 1 ? 'levert' : 'leveren'} op ${address}.`,
  download: (speed) => `${speed} download`,
  upload: (speed) => `${speed} upload`,
  notServed: 'Levert niet op dit adres.',
  unavailable: 'Tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  complex: 'Dit adres is te complex voor een automatische controle.',
  failed: 'Kon niet worden gecontroleerd.',
  addressNotFound: 'Dit adres bestaat niet. Controleer de postcode, het huisnummer en de toevoeging.',
  addressNotServed: 'Op dit adres levert geen enkele aanbieder.',
  checkUnavailable: 'De controle is tijdelijk niet beschikbaar voor dit adres. Probeer het later opnieuw.',
  addressComplex:
    'Dit adres is te complex voor een automatische controle. Neem contact met ons op voor advies.',
  invalidRequest: 'Het adres werd niet geaccepteerd. Controleer de velden.',
  keyMissing: 'Deze adrescheck is niet goed ingesteld: de API-sleutel ontbreekt.',
  keyRefused: 'Deze adrescheck is niet goed ingesteld: de API-sleutel wordt niet geaccepteerd.',
  wrongSite: 'Deze adrescheck is niet goed ingesteld: de API-sleutel geldt niet voor deze website.',
  rateLimited: (seconds) =>
    `Te veel controles in korte tijd. Probeer het ${seconds ? `over ${seconds} seconden` : 'straks'} opnieuw.`,
  network: 'De dienst is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.',
  replyUnread: (reference) =>
    `Het antwoord van de dienst kon niet worden gelezen, dus de controle kan nu niet worden getoond.${reference ? ` (Referentie ${reference})` : ''}`,
  notOffered: 'De dienst biedt deze adrescheck niet aan. Neem contact met ons op voor advies.',
  generic: (reference) =>
    `Er ging iets mis bij de controle. Probeer het later opnieuw.${reference ? ` (Referentie ${reference})` : ''}`,
};

const en: Texts = {
  postcode: 'Postcode',
  postcodeHint: 'For example 1012AB',
  housenr: 'House number',
  housenrext: 'Extension',
  noExtension: 'No extension',
  submit: 'Check address',
  busy: 'Checking…',
  postcodeRequired: 'Enter a postcode.',
  postcodeFormat: 'A postcode is 4 digits and 2 letters, for example 1012AB.',
  housenrRequired: 'Enter a house number.',
  housenrFormat: 'A house number is a whole number from 1 to 99999.',
  resultTitle: (address) => `Availability at ${address}`,
  summary: (served, total, address) =>
    `${served} of ${total} ${total === 1 ? 'provider' : 'providers'} ${served === 1 ? 'serves' : 'serve'} ${address}.`,
  download: (speed) => `${speed} download`,
  upload: (speed) => `${speed} upload`,
  notServed: 'Does not serve this address.',
  unavailable: 'Temporarily unavailable. Please try again later.',
  complex: 'This address is too complex for an automatic check.',
  failed: 'Could not be checked.',
  addressNotFound: 'This address does not exist. Check the postcode, house number and extension.',
  addressNotServed: 'No provider serves this address.',
  checkUnavailable: 'The check is temporarily unavailable for this address. Please try again later.',
  addressComplex: 'This address is too complex for an automatic check. Please contact us for advice.',
  invalidRequest: 'The address was not accepted. Please check the fields.',
  keyMissing: 'This address check is not set up correctly: the API key is missing.',
  keyRefused: 'This address check is not set up correctly: the API key was not accepted.',
  wrongSite: 'This address check is not set up correctly: the API key is not valid for this website.',
  rateLimited: (seconds) =>
    `Too many checks in a short time. Please try again ${seconds ? `in ${seconds} seconds` : 'shortly'}.`,
  network: 'The service cannot be reached. Check your connection and try again.',
  replyUnread: (reference) =>
    `The service’s reply could not be read, so the check cannot be shown now.${reference ? ` (Reference ${reference})` : ''}`,
  notOffered: 'The service does not offer this address check. Please contact us for advice.',
  generic: (reference) =>
    `Something went wrong during the check. Please try again later.${reference ? ` (Reference ${reference})` : ''}`,
};

export const TEXTS: Record<Locale, Texts> = { nl, en };

/** The `locale` attribute: English for `en` and `en-…`, Dutch for anything else (the default). */
export function localeOf(value: string | null | undefined): Locale {
  return /^en(-|$)/i.test(value?.trim() ?? '') ? 'en' : 'nl';
}
