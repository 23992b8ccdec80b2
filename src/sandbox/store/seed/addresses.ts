/**
 * Addresses: real cities, postcodes inside each city's real range, a handful of house numbers per
 * postcode on one street (as real Dutch postcodes), some with extensions, plus fixed demo addresses.
 */
import type { Address, PostcodesGetHousenrextReply } from '../../../contract/types.gen.ts';
import { cities, cityByName, districtIndexOf } from './places.ts';
import type { City } from './places.ts';
import type { Rng } from './random.ts';

/** Where an address is known (the sources of a get_housenrext reply). */
export type Source = keyof PostcodesGetHousenrextReply;
export const ALL_SOURCES: readonly Source[] = ['CADASTRAL', 'KPNWBA', 'KPNWEAS'];

export type SpecialKind =
  'everything' | 'providerDown' | 'complex' | 'unserved' | 'allProvidersDown' | 'copperOnly';

/** An `addresses` row: the address as transaction documents show it, plus the seed's flags. */
export type AddressRow = Readonly<Address> & {
  readonly sources: readonly Source[];
  /** Set by the network step. */
  isComplex: boolean;
  /** Provider ids whose backoffice is down here, or `['*']` for all. Set by the network step. */
  disruptedProviders: string[];
};

/** One house number of a postcode with its extension rows (the bare number is always first). */
export type Building = {
  readonly zipcode: string;
  readonly housenr: number;
  readonly street: string;
  readonly cityIndex: number;
  readonly districtIndex: number;
  readonly special: SpecialKind | null;
  /** True for the other numbers of a demo postcode: they get ordinary, undisturbed service. */
  readonly quiet: boolean;
  readonly rows: AddressRow[];
};

export type DemoAddress = Readonly<
  Pick<Address, 'zipcode' | 'housenr' | 'housenrext' | 'street' | 'city'>
> & {
  /** What the address demonstrates. */
  readonly shows: string;
};

/**
 * Fixed addresses with known behaviour, for the README, tests and demos. These exact rows always
 * exist, whatever the product count.
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

export type DemoAddressName = keyof typeof demoAddresses;

type DemoPostcode = {
  readonly city: string;
  readonly zipcode: string;
  readonly street: string;
  /** House numbers with their extensions ('' is the bare number). */
  readonly numbers: readonly (readonly [number, readonly string[]])[];
  readonly special: Readonly<Record<number, SpecialKind>>;
  /** Sources of specific extensions, when not all three. */
  readonly sources?: Readonly<Record<string, readonly Source[]>>;
};

const demoPostcodes: readonly DemoPostcode[] = [
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
const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
const FORBIDDEN_PAIRS = new Set(['SA', 'SD', 'SS']);

const EXTENSION_SETS: readonly (readonly [readonly string[], number])[] = [
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

const SOURCE_SUBSETS: readonly (readonly Source[])[] = [
  ['CADASTRAL'],
  ['CADASTRAL', 'KPNWBA'],
  ['CADASTRAL', 'KPNWEAS'],
  ['KPNWBA', 'KPNWEAS'],
];

function coordinate(value: number): string {
  return value.toFixed(6);
}

type Spot = { lat: number; lon: number };

function makeRow(
  city: City,
  zipcode: string,
  street: string,
  housenr: number,
  housenrext: string,
  spot: Spot,
  sources: readonly Source[],
): AddressRow {
  // Neighbouring numbers sit a few metres apart along the street.
  const lat = spot.lat + housenr * 0.000045;
  const lon = spot.lon + housenr * 0.000062;
  return {
    zipcode,
    housenr,
    housenrext,
    street,
    city: city.name,
    municipality: city.municipality,
    province: city.province,
    latitude: coordinate(lat),
    longitude: coordinate(lon),
    sources,
    isComplex: false,
    disruptedProviders: [],
  };
}

function spotNear(rng: Rng, city: City): Spot {
  return {
    lat: city.latitude + (rng.next() - 0.5) * 0.05,
    lon: city.longitude + (rng.next() - 0.5) * 0.08,
  };
}

/** All buildings: the fixed demo postcodes first, then generated ones per city. */
export function generateBuildings(rng: Rng): Building[] {
  const buildings: Building[] = [];
  const usedPostcodes = new Set<string>(demoPostcodes.map((demo) => demo.zipcode));

  for (const demo of demoPostcodes) {
    const city = cityByName(demo.city);
    const cityIndex = cities.indexOf(city);
    const districtIndex = districtIndexOf(city, Number(demo.zipcode.slice(0, 4)));
    const spot = spotNear(rng, city);
    for (const [housenr, extensions] of demo.numbers) {
      const special = demo.special[housenr] ?? null;
      const rows = extensions.map((ext) =>
        makeRow(
          city,
          demo.zipcode,
          demo.street,
          housenr,
          ext,
          spot,
          demo.sources?.[`${housenr}/${ext}`] ?? ALL_SOURCES,
        ),
      );
      buildings.push({
        zipcode: demo.zipcode,
        housenr,
        street: demo.street,
        cityIndex,
        districtIndex,
        special,
        quiet: special === null,
        rows,
      });
    }
  }

  cities.forEach((city, cityIndex) => {
    for (let group = 0; group < city.postcodeGroups; group++) {
      let zipcode = '';
      let digits = 0;
      do {
        digits = rng.int(city.postcodeFrom, city.postcodeTo);
        const letters = rng.chars(POSTCODE_LETTERS, 2);
        zipcode = FORBIDDEN_PAIRS.has(letters) ? '' : `${digits}${letters}`;
      } while (zipcode === '' || usedPostcodes.has(zipcode));
      usedPostcodes.add(zipcode);

      const street = rng.pick(city.streets);
      const districtIndex = districtIndexOf(city, digits);
      const spot = spotNear(rng, city);
      const step = rng.chance(0.85) ? 2 : 1;
      const first = step === 2 ? rng.int(0, 60) * 2 + rng.int(1, 2) : rng.int(1, 140);
      const count = rng.int(3, 8);
      for (let n = 0; n < count; n++) {
        const housenr = first + n * step;
        const extensions = rng.chance(0.22) ? rng.weighted(EXTENSION_SETS) : [];
        const rows = [makeRow(city, zipcode, street, housenr, '', spot, ALL_SOURCES)];
        for (const ext of extensions) {
          const sources = rng.chance(0.15) ? rng.pick(SOURCE_SUBSETS) : ALL_SOURCES;
          rows.push(makeRow(city, zipcode, street, housenr, ext, spot, sources));
        }
        buildings.push({
          zipcode,
          housenr,
          street,
          cityIndex,
          districtIndex,
          special: null,
          quiet: false,
          rows,
        });
      }
    }
  });
  return buildings;
}
