/**
 * The addresses' fixed data: the demo addresses and their postcodes, and the tables the generated
 * postcodes draw from. The order of every list is part of the seed's output.
 */
import type { Address, PostcodesGetHousenrextReply } from '../../../contract/types.gen.ts';

/** Where an address is known (the sources of a get_housenrext reply). */
export type Source = keyof PostcodesGetHousenrextReply;

export type SpecialKind =
  'everything' | 'providerDown' | 'complex' | 'unserved' | 'allProvidersDown' | 'copperOnly';

export type DemoAddress = Readonly<
  Pick<Address, 'zipcode' | 'housenr' | 'housenrext' | 'street' | 'city'>
> & {
  /** What the address demonstrates. */
  readonly shows: string;
};

/** A postcode of demo addresses, with every house number and extension it has. */
export type DemoPostcode = {
  readonly city: string;
  readonly zipcode: string;
  readonly street: string;
  /** House numbers with their extensions ('' is the bare number). */
  readonly numbers: readonly (readonly [number, readonly string[]])[];
  readonly special: Readonly<Record<number, SpecialKind>>;
  /** Sources of specific extensions, when not all three. */
  readonly sources?: Readonly<Record<string, readonly Source[]>>;
};

/**
 * Fixed addresses with known behaviour, for docs/partners/sandbox-api.md, tests and demos. These
 * exact rows always exist, whatever the product count.
 */
export const demoAddresses = {
  everything: {
    zipcode: '1012AB',
    housenr: 1,
    housenrext: '',
    street: 'Damrak',
    city: 'Amsterdam',
    shows:
      'Everything available: every provider answers, KPNWBA offers the full technology ladder ' +
      '(Fiber, FTTH/FTTO, VPLUS, VVDSL, VDSL, ADSL, BVDSL) and there is a construction message.',
  },
  extension: {
    zipcode: '1012AB',
    housenr: 1,
    housenrext: 'A',
    street: 'Damrak',
    city: 'Amsterdam',
    shows: 'A house number extension that exists in all three sources (CADASTRAL, KPNWBA, KPNWEAS).',
  },
  extensionSourceSubset: {
    zipcode: '1012AB',
    housenr: 1,
    housenrext: 'H',
    street: 'Damrak',
    city: 'Amsterdam',
    shows:
      'An extension known only to CADASTRAL: get_housenrext lists it under CADASTRAL only, and the ' +
      'incumbent (KPNWBA, KPNWEAS) has no products for it.',
  },
  providerDown: {
    zipcode: '3011AB',
    housenr: 10,
    housenrext: '',
    street: 'Hoogstraat',
    city: 'Rotterdam',
    shows:
      'The TELE2 backoffice is down for this address (inline error 004 under TELE2); the other providers answer.',
  },
  complex: {
    zipcode: '2511AB',
    housenr: 2,
    housenrext: '',
    street: 'Spui',
    city: "'s-Gravenhage",
    shows:
      'The incumbent labels the address complex: KPNWBA and KPNWEAS give inline error 010; the others answer.',
  },
  unserved: {
    zipcode: '9711AB',
    housenr: 5,
    housenrext: '',
    street: 'Oude Ebbingestraat',
    city: 'Groningen',
    shows:
      'A valid address that no provider serves (zipcode gives error 003; carriercheck finds no carriers).',
  },
  allProvidersDown: {
    zipcode: '5611AB',
    housenr: 3,
    housenrext: '',
    street: 'Stratumseind',
    city: 'Eindhoven',
    shows: 'Every provider backoffice is down for this address (zipcode gives error 004).',
  },
  copperOnly: {
    zipcode: '3511AB',
    housenr: 7,
    housenrext: '',
    street: 'Oudegracht',
    city: 'Utrecht',
    shows:
      'Copper only: KPNWBA VVDSL/VDSL/ADSL/BVDSL and copper from other providers, no fiber anywhere; ' +
      'carriercheck with carrier Fiber answers available false.',
  },
} as const satisfies Record<string, DemoAddress>;

export const demoPostcodes: readonly DemoPostcode[] = [
  {
    city: 'Amsterdam',
    zipcode: '1012AB',
    street: 'Damrak',
    numbers: [
      [1, ['', 'A', 'B', 'H']],
      [3, ['']],
      [5, ['', '1', '2']],
      [7, ['']],
      [9, ['']],
    ],
    special: { 1: 'everything' },
    sources: { '1/B': ['CADASTRAL', 'KPNWBA'], '1/H': ['CADASTRAL'] },
  },
  {
    city: 'Rotterdam',
    zipcode: '3011AB',
    street: 'Hoogstraat',
    numbers: [
      [2, ['']],
      [4, ['']],
      [6, ['', 'A']],
      [8, ['']],
      [10, ['']],
      [12, ['', 'A', 'B']],
    ],
    special: { 10: 'providerDown' },
  },
  {
    city: "'s-Gravenhage",
    zipcode: '2511AB',
    street: 'Spui',
    numbers: [
      [2, ['']],
      [4, ['']],
      [6, ['']],
      [8, ['', 'A']],
    ],
    special: { 2: 'complex' },
  },
  {
    city: 'Groningen',
    zipcode: '9711AB',
    street: 'Oude Ebbingestraat',
    numbers: [
      [1, ['']],
      [3, ['', 'A']],
      [5, ['']],
      [7, ['']],
      [9, ['']],
    ],
    special: { 5: 'unserved' },
  },
  {
    city: 'Eindhoven',
    zipcode: '5611AB',
    street: 'Stratumseind',
    numbers: [
      [1, ['']],
      [3, ['']],
      [5, ['']],
      [7, ['', 'A']],
    ],
    special: { 3: 'allProvidersDown' },
  },
  {
    city: 'Utrecht',
    zipcode: '3511AB',
    street: 'Oudegracht',
    numbers: [
      [1, ['']],
      [3, ['', 'bis']],
      [5, ['']],
      [7, ['']],
      [9, ['']],
      [11, ['', '-1', '-2']],
    ],
    special: { 7: 'copperOnly' },
  },
];

/** Postcode letters in use (F, I, O, Q, U and Y are not used; SA, SD and SS are avoided). */
export const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
export const FORBIDDEN_LETTER_PAIRS: readonly string[] = ['SA', 'SD', 'SS'];

export const EXTENSION_SETS: readonly (readonly [readonly string[], number])[] = [
  [['A'], 5],
  [['A', 'B'], 6],
  [['A', 'B', 'C'], 2],
  [['1', '2'], 4],
  [['1', '2', '3'], 3],
  [['H', '1', '2'], 4],
  [['H', '1', '2', '3'], 2],
  [['bis'], 1],
  [['-1', '-2'], 1],
  [['A01', 'A02'], 1],
  [['ZW'], 1],
];

export const SOURCE_SUBSETS: readonly (readonly Source[])[] = [
  ['CADASTRAL'],
  ['CADASTRAL', 'KPNWBA'],
  ['CADASTRAL', 'KPNWEAS'],
  ['KPNWBA', 'KPNWEAS'],
];
