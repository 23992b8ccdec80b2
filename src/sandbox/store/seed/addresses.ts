/**
 * Addresses: real cities, postcodes inside each city's real range, a handful of house numbers per
 * postcode on one street (as real Dutch postcodes), some with extensions, plus fixed demo addresses.
 */
import type { Address } from '../../../contract/types.gen.ts';
import type { demoAddresses, Source, SpecialKind } from './addresses-data.ts';
import {
  demoPostcodes,
  EXTENSION_SETS,
  FORBIDDEN_LETTER_PAIRS,
  POSTCODE_LETTERS,
  SOURCE_SUBSETS,
} from './addresses-data.ts';
import type { City } from './places-data.ts';
import { cities, cityByName, districtIndexOf } from './places.ts';
import type { Rng } from './random.ts';

export { demoAddresses } from './addresses-data.ts';

export const ALL_SOURCES: readonly Source[] = ['CADASTRAL', 'KPNWBA', 'KPNWEAS'];

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

export type DemoAddressName = keyof typeof demoAddresses;

const FORBIDDEN_PAIRS = new Set(FORBIDDEN_LETTER_PAIRS);

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
