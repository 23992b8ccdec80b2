/**
 * Where the seed's addresses are: cities and their districts (from places-data.ts), the MDF
 * location, access area and area description of each district, and Dutch phone numbers.
 */
import { type City, cities, type District, PHONE_AREA_CODES } from './places-data.ts';

export { cities, firstNames, surnames } from './places-data.ts';

export function cityByName(name: string): City {
  const city = cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`unknown seed city ${name}`);
  return city;
}

/** The district of a postcode: the city's range cut into equal slices, one per district. */
export function districtIndexOf(city: City, postcodeNumber: number): number {
  const span = city.postcodeTo - city.postcodeFrom + 1;
  const index = Math.floor(((postcodeNumber - city.postcodeFrom) * city.districts.length) / span);
  return Math.max(0, Math.min(city.districts.length - 1, index));
}

function districtOf(city: City, districtIndex: number): District {
  const district = city.districts[districtIndex];
  if (!district) throw new Error(`city ${city.name} has no district ${districtIndex}`);
  return district;
}

/** MDF (main distribution frame) location of a district, e.g. `Asd-C`. */
export function mdfLocation(city: City, districtIndex: number): string {
  return `${city.mdf}-${districtOf(city, districtIndex).code}`;
}

/** Fiber access area of a district, e.g. `AA/12345` (stable: derived from the names). */
export function accessArea(city: City, districtIndex: number): string {
  const key = `${city.name}/${districtOf(city, districtIndex).name}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `AA/${10000 + ((hash >>> 0) % 89990)}`;
}

/** "Amsterdam-Centrum": the area as people read it on an invoice. */
export function areaDescription(city: City, districtIndex: number): string {
  return `${city.label}-${districtOf(city, districtIndex).name}`;
}

/** Every area of every city, for the product catalogue. */
export type AreaRef = {
  readonly cityIndex: number;
  readonly districtIndex: number;
  readonly mdf: string;
  readonly accessArea: string;
  readonly description: string;
};

export const areas: readonly AreaRef[] = cities.flatMap((city, cityIndex) =>
  city.districts.map((_, districtIndex) => ({
    cityIndex,
    districtIndex,
    mdf: mdfLocation(city, districtIndex),
    accessArea: accessArea(city, districtIndex),
    description: areaDescription(city, districtIndex),
  })),
);

/** Dutch mobile or landline number in international notation. */
export function dutchPhone(rng: {
  int(min: number, max: number): number;
  chance(p: number): boolean;
}): string {
  if (rng.chance(0.7)) {
    return `+31 6 ${rng.int(10, 99)}${rng.int(10, 99)}${rng.int(10, 99)}${rng.int(10, 99)}`;
  }
  const area = PHONE_AREA_CODES[rng.int(0, PHONE_AREA_CODES.length - 1)] ?? 20;
  return `+31 ${area} ${rng.int(200, 799)} ${rng.int(1000, 9999)}`;
}
